/**
 * The footer's "Cookie settings" (shell spec §4 "Cookie consent", customise view): the current choice
 * as checkboxes, sent as the same HTML form the server's first-visit banner sends (`POST
 * /cookie-consent`), so both views store the choice, set or remove the cookies in one place
 * (server/web/cookie-consent.ts) and reload the page under the new choice.
 */
import { useCallback } from 'react';
import { addTranslations, closeModal, consentAllows, useHref, useRoute, useT } from '@kickoff/platform';
import { Modal } from '../ui/Modal';

addTranslations('consent', { ru: () => import('./i18n/ru'), en: () => import('./i18n/en') });

export const CONSENT_FORM_ACTION = '/cookie-consent';

export function CookieSettingsModal() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const close = useCallback(() => closeModal('cookie-consent'), []);
  const here = `${window.location.pathname}${window.location.search}`;
  const hidden = (
    <>
      <input type="hidden" name="return" value={here} />
      <input type="hidden" name="lng" value={route?.lang ?? 'ru'} />
    </>
  );
  return (
    <Modal title={t('consent:title')} onClose={close}>
      <p>{t('consent:text')} <a href={link('information-cookies')}>{t('consent:policy')}</a> · <a href={link('information-privacypolicy')}>{t('consent:privacy')}</a></p>
      <form method="post" action={CONSENT_FORM_ACTION} className="kk-consent-form">
        {hidden}
        <input type="hidden" name="choice" value="selection" />
        <fieldset>
          <legend className="kk-visually-hidden">{t('consent:title')}</legend>
          <label><input type="checkbox" checked disabled /> {t('consent:necessary')}</label>
          <label><input type="checkbox" name="functionality" value="1" defaultChecked={consentAllows('functionality')} /> {t('consent:functionality')}</label>
          <label><input type="checkbox" name="marketing" value="1" defaultChecked={consentAllows('marketing')} /> {t('consent:marketing')}</label>
        </fieldset>
        <button type="submit" className="kk-button">{t('consent:save')}</button>
      </form>
      <form method="post" action={CONSENT_FORM_ACTION} className="kk-auth__actions">
        {hidden}
        <button type="submit" name="choice" value="all" className="kk-button kk-button--ghost">{t('consent:all')}</button>
        <button type="submit" name="choice" value="disable" className="kk-button kk-button--ghost">{t('consent:reject')}</button>
      </form>
    </Modal>
  );
}
