/** The stake: the account to bet from, the amount with step buttons, the maximum button and the min/max hints. */
import { $accounts, useStore, useT, type Account } from '@kickoff/platform';
import { useId } from 'react';
import { $couponSettings } from '../state/settings';
import { $amountStep, $amountText, $isActiveVipBet, chooseAccount, setActiveVipBet, setAmount, setAmountText, stepStake } from '../state/slip';
import type { SlipView } from '../state/slip-view';
import { useMoney } from './format';

export function StakeBox({ view, account }: { view: SlipView; account: Account | null }) {
  const t = useT();
  const money = useMoney();
  const id = useId();
  const text = useStore($amountText);
  const step = useStore($amountStep);
  const accounts = useStore($accounts);
  const settings = useStore($couponSettings);
  const vipOn = useStore($isActiveVipBet);
  const iso = account?.iso ?? 'RUB';
  const choices = accounts?.accounts ?? [];
  const hintId = `${id}-hint`;
  return (
    <div className="kk-slip__stake">
      {settings.isSelectAccountShown && choices.length > 1 && account && (
        <label className="kk-slip__field">
          <span>{t('slip:account_label')}</span>
          <select value={account.id} onChange={(e) => chooseAccount(Number(e.currentTarget.value))}>
            {choices.map((a) => (
              <option key={a.id} value={a.id}>
                {money(a.money, a.iso)}
                {a.type === 4 ? ` (${t('slip:account_bonus')})` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="kk-slip__field" htmlFor={`${id}-amount`}>
        {t('slip:stake_label', { currency: iso })}
      </label>
      <div className="kk-slip__amount">
        <button type="button" className="kk-button kk-button--ghost" onClick={() => stepStake(-1)} aria-label={t('slip:stake_down', { step: money(step, iso) })}>
          −
        </button>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setAmountText(e.currentTarget.value)}
          aria-describedby={hintId}
          aria-invalid={view.problems.some((p) => p.kind === 'belowMin' || p.kind === 'aboveMax' || p.kind === 'overBalance') || undefined}
        />
        <button type="button" className="kk-button kk-button--ghost" onClick={() => stepStake(1)} aria-label={t('slip:stake_up', { step: money(step, iso) })}>
          +
        </button>
        {view.max !== null && (
          <button
            type="button"
            className="kk-button kk-button--ghost"
            onClick={() => view.max !== null && setAmount(view.max)}
            aria-label={t('slip:stake_max_label', { amount: money(view.max, iso) })}
          >
            {t('slip:stake_max')}
          </button>
        )}
      </div>
      <p id={hintId} className="kk-slip__hint">
        {view.min !== null && <span>{t('slip:stake_min_hint', { amount: money(view.min, iso) })}</span>}
        {view.showMax && view.max !== null && <span>{t('slip:stake_max_hint', { amount: money(view.max, iso) })}</span>}
      </p>
      {view.vipOffered && (
        <label className="kk-slip__field kk-slip__vip">
          <input type="checkbox" checked={vipOn} onChange={(e) => setActiveVipBet(e.currentTarget.checked)} />
          <span>{t('slip:vip_toggle')}</span>
        </label>
      )}
    </div>
  );
}
