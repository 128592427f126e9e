/**
 * Display settings (the footer's "Display settings"): show or hide the left and the right side panels
 * (account spec §4), and the app view type (European or Asian odds formats, account spec §3). Changes apply
 * at once; the display preferences' runtime keeps them across reloads (./runtime.ts).
 */
import { useCallback, useId } from 'react';
import { $globalSettings, addInlineTexts, closeModal, setGlobalSetting, useStore, useT } from '@kickoff/platform';
import { Modal } from '../ui/Modal';

const ru = {
  title: 'Настройки отображения',
  panels: 'Боковые панели',
  left: 'Показывать левую панель (меню видов спорта)',
  right: 'Показывать правую панель (купон)',
  left_low: 'На узком экране левая панель открывается при наведении или фокусе.',
  view: 'Вид коэффициентов',
  view_0: 'Европейский',
  view_1: 'Азиатский',
  done: 'Готово',
} as const;

const text = addInlineTexts('display', {
  ru,
  en: {
    title: 'Display settings',
    panels: 'Side panels',
    left: 'Show the left panel (sports menu)',
    right: 'Show the right panel (bet slip)',
    left_low: 'On a narrow screen the left panel opens on hover or focus.',
    view: 'Odds view',
    view_0: 'European',
    view_1: 'Asian',
    done: 'Done',
  } satisfies Record<keyof typeof ru, string>,
});

export function DisplaySettingsModal() {
  const t = useT();
  const id = useId();
  const settings = useStore($globalSettings);
  const close = useCallback(() => closeModal('display-settings'), []);
  return (
    <Modal title={t(text('title'))} onClose={close}>
      <div className="kk-auth__form" data-modal="display-settings">
        <fieldset className="kk-choice">
          <legend>{t(text('panels'))}</legend>
          <label>
            <input type="checkbox" checked={!settings.hideLeft} onChange={(e) => setGlobalSetting('hideLeft', !e.target.checked)} aria-describedby={`${id}-low`} />
            <span>{t(text('left'))}</span>
          </label>
          <label>
            <input type="checkbox" checked={!settings.hideRight} onChange={(e) => setGlobalSetting('hideRight', !e.target.checked)} />
            <span>{t(text('right'))}</span>
          </label>
          <p id={`${id}-low`} className="kk-muted">{t(text('left_low'))}</p>
        </fieldset>
        <fieldset className="kk-choice">
          <legend>{t(text('view'))}</legend>
          {([0, 1] as const).map((view) => (
            <label key={view}>
              <input type="radio" name={`${id}-view`} checked={settings.appViewType === view} onChange={() => setGlobalSetting('appViewType', view)} />
              <span>{t(text(`view_${view}`))}</span>
            </label>
          ))}
        </fieldset>
        <div className="kk-auth__actions">
          <button type="button" className="kk-button" onClick={close}>{t(text('done'))}</button>
        </div>
      </div>
    </Modal>
  );
}
