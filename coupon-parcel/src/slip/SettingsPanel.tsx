/** Coupon settings (shell spec §3): a disclosure with every setting; the rules between them are in the settings store. */
import { $siteConfig, useStore, useT, type Account } from '@kickoff/platform';
import { betTextKeys } from '@kickoff/platform-wallet';
import { useId, useState } from 'react';
import { $couponSettings, confirmOneClick, requestOneClick, updateCouponSettings, type CouponSettings } from '../state/settings';
import { parseAmount } from '../state/slip';

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="kk-slip__toggle">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** An amount field that saves on blur or Enter, validated like the stake. */
function AmountField({ label, value, onSave }: { label: string; value: number; onSave: (n: number) => void }) {
  const [text, setText] = useState(value > 0 ? String(value) : '');
  const parsed = text === '' ? 0 : parseAmount(text);
  const save = () => parsed !== null && onSave(parsed);
  return (
    <label className="kk-slip__field">
      <span>{label}</span>
      <input inputMode="decimal" value={text} aria-invalid={parsed === null || undefined} onChange={(e) => setText(e.currentTarget.value)} onBlur={save} onKeyDown={(e) => e.key === 'Enter' && save()} />
    </label>
  );
}

export function SettingsPanel({ account, open, onToggle }: { account: Account | null; open: boolean; onToggle: () => void }) {
  const t = useT();
  const id = useId();
  const s = useStore($couponSettings);
  const config = useStore($siteConfig);
  const [confirming, setConfirming] = useState(false);
  const set = (patch: Partial<CouponSettings>) => updateCouponSettings(patch);
  const iso = account?.iso ?? 'RUB';
  return (
    <div className="kk-slip__settings">
      <button type="button" className="kk-button kk-button--link" aria-expanded={open} aria-controls={`${id}-panel`} onClick={onToggle}>
        {t('slip:settings')}
      </button>
      <div id={`${id}-panel`} hidden={!open} className="kk-slip__settings-panel">
        <label className="kk-slip__field">
          <span>{t('slip:settings_policy')}</span>
          <select value={s.changeCoefAction} onChange={(e) => set({ changeCoefAction: Number(e.currentTarget.value) as 0 | 1 | 2 })}>
            {([0, 1, 2] as const).map((a) => (
              <option key={a} value={a}>
                {t(betTextKeys.changeCoefPolicy(a))}
              </option>
            ))}
          </select>
        </label>
        {config?.show_one_click && (
          <>
            <Toggle
              label={t('slip:settings_one_click')}
              checked={s.isActiveOneClick}
              onChange={(on) => {
                if (requestOneClick(on) === 'confirm') setConfirming(true);
              }}
            />
            {confirming && (
              <div role="alertdialog" aria-labelledby={`${id}-oc`} className="kk-slip__confirm">
                <p id={`${id}-oc`}>{t('slip:settings_one_click_confirm')}</p>
                <button
                  type="button"
                  className="kk-button"
                  autoFocus
                  onClick={() => {
                    confirmOneClick();
                    setConfirming(false);
                  }}
                >
                  {t('slip:settings_one_click_yes')}
                </button>
                <button type="button" className="kk-button kk-button--ghost" onClick={() => setConfirming(false)}>
                  {t('slip:settings_one_click_no')}
                </button>
              </div>
            )}
            <AmountField label={t('slip:settings_one_click_amount')} value={s.oneClickAmount} onSave={(n) => set({ oneClickAmount: n })} />
            <AmountField label={t('slip:settings_one_click_bonus_amount')} value={s.bonusAccountOneClickAmount} onSave={(n) => set({ bonusAccountOneClickAmount: n })} />
          </>
        )}
        <Toggle label={t('slip:settings_auto_max')} checked={s.isAutoMax} onChange={(on) => set({ isAutoMax: on })} />
        <Toggle label={t('slip:settings_exact_coef')} checked={s.exactCoef === 1} onChange={(on) => set({ exactCoef: on ? 1 : 0 })} />
        <Toggle label={t('slip:settings_drop_on_score')} checked={s.isDropOnScoreChange} onChange={(on) => set({ isDropOnScoreChange: on })} />
        <Toggle label={t('slip:settings_balance')} checked={s.isBalanceShown} onChange={(on) => set({ isBalanceShown: on })} />
        <Toggle label={t('slip:settings_possible_win')} checked={s.isPossibleWinShown} onChange={(on) => set({ isPossibleWinShown: on })} />
        <Toggle label={t('slip:settings_select_account')} checked={s.isSelectAccountShown} onChange={(on) => set({ isSelectAccountShown: on })} />
        <Toggle label={t('slip:settings_fixed')} checked={s.isCouponFixed} onChange={(on) => set({ isCouponFixed: on })} />
        <Toggle label={t('slip:settings_manual_step')} checked={s.isManualAmountStep} onChange={(on) => set({ isManualAmountStep: on })} />
        {s.isManualAmountStep && (
          <AmountField
            label={t('slip:settings_step', { currency: iso })}
            value={s.amountStepByCurrencyIso[iso] ?? 0}
            onSave={(n) => set({ amountStepByCurrencyIso: { ...s.amountStepByCurrencyIso, [iso]: n } })}
          />
        )}
      </div>
    </div>
  );
}
