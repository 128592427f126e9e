/**
 * The coupon's totals and the place button: coefficient, lines, possible win and balance (as the
 * settings show them), why the coupon cannot be placed yet, the placing error with what to do about
 * it, and the accepted coupon.
 */
import { $isAuthorized, openModal, useHref, useStore, useT, type Account } from '@kickoff/platform';
import { betTextKeys } from '@kickoff/platform-wallet';
import { $placeState, dismissPlaceResult, placeCurrentCoupon } from '../state/placing';
import type { PlaceFailure } from '../state/place-errors';
import { $couponSettings } from '../state/settings';
import { deleteBonusBet, setAmount } from '../state/slip';
import type { SlipProblem, SlipView } from '../state/slip-view';
import { useMoney, useOdds } from './format';

function problemText(t: (k: string, o?: Record<string, unknown>) => string, p: SlipProblem, money: (n: number) => string): string {
  switch (p.kind) {
    case 'belowMin':
      return t('slip:problem_belowMin', { amount: money(p.min) });
    case 'aboveMax':
      return t(p.vip ? 'slip:problem_aboveMax_vip' : 'slip:problem_aboveMax', { amount: money(p.max) });
    case 'overBalance':
      return t('slip:problem_overBalance', { amount: money(p.balance) });
    case 'shape':
      return t('slip:problem_shape', { type: t(betTextKeys.couponType(p.typeId)) });
    default:
      return t(`slip:problem_${p.kind}`);
  }
}

function FailureText({ failure, money }: { failure: PlaceFailure; money: (n: number) => string }) {
  const t = useT();
  const href = useHref();
  switch (failure.code) {
    case 'network':
      return (
        <>
          <span>{t('slip:failed_network')}</span>{' '}
          <button type="button" className="kk-button kk-button--ghost" onClick={() => void placeCurrentCoupon()}>
            {t('slip:retry')}
          </button>
        </>
      );
    case 'other':
      return <span>{t(failure.text)}</span>;
    case 'stake_too_high':
    case 'liability_exceeded':
      return failure.max === null || failure.max <= 0 ? (
        <span>{t(`slip:failed_${failure.code}`)}</span>
      ) : (
        <>
          <span>{t(`slip:failed_${failure.code}_max`, { amount: money(failure.max) })}</span>{' '}
          <button type="button" className="kk-button kk-button--ghost" onClick={() => failure.max !== null && failure.max > 0 && setAmount(failure.max)}>
            {t('slip:set_max', { amount: money(failure.max) })}
          </button>
        </>
      );
    case 'stake_too_low':
      return <span>{failure.min === null ? t('slip:failed_stake_too_low') : t('slip:failed_stake_too_low_min', { amount: money(failure.min) })}</span>;
    case 'insufficient_balance':
      return (
        <>
          <span>{t('slip:failed_insufficient_balance')}</span> <a href={href('office-recharge')}>{t('slip:deposit')}</a>
        </>
      );
    case 'identification_required':
      return (
        <>
          <span>{t('slip:failed_identification_required')}</span> <a href={href('office-identification')}>{t('slip:identify')}</a>
        </>
      );
    case 'unauthorized':
      return (
        <>
          <span>{t('slip:failed_unauthorized')}</span>{' '}
          <button type="button" className="kk-button kk-button--ghost" onClick={() => openModal('login')}>
            {t('slip:sign_in')}
          </button>
        </>
      );
    default:
      return <span>{t(`slip:failed_${failure.code}`)}</span>;
  }
}

export function PlaceArea({ view, account }: { view: SlipView; account: Account | null }) {
  const t = useT();
  const href = useHref();
  const odds = useOdds();
  const format = useMoney();
  const settings = useStore($couponSettings);
  const state = useStore($placeState);
  const isAuthorized = useStore($isAuthorized);
  const iso = account?.iso ?? 'RUB';
  const money = (n: number) => format(n, iso);
  const busy = state.phase === 'placing';
  const first = view.problems[0];
  const empty = view.rows.length === 0;
  return (
    <div className="kk-slip__place">
      {!empty && (
      <dl className="kk-slip__totals">
        {view.coef !== null && (
          <div>
            <dt>{t('slip:coef_total')}</dt>
            <dd data-testid="coupon-coef">{odds(view.coef)}</dd>
          </div>
        )}
        {view.bonus && (
          <div className="kk-slip__bonus">
            <dt>{t('slip:bonus', { percent: view.bonus.percent })}</dt>
            <dd>
              {odds(view.bonus.baseCoef)} → {odds(view.bonus.bonusCoef)}{' '}
              <button type="button" className="kk-button kk-button--link" onClick={deleteBonusBet} aria-label={t('slip:bonus_remove')}>
                ×
              </button>
            </dd>
          </div>
        )}
        {view.lines !== null && view.lines > 1 && (
          <div>
            <dt>{t('slip:lines')}</dt>
            <dd>{view.lines}</dd>
          </div>
        )}
        {settings.isPossibleWinShown && (
          <div>
            <dt>{t('slip:possible_win')}</dt>
            <dd data-testid="coupon-possible-win" aria-live="polite">
              {view.possibleWin === null ? '—' : money(view.possibleWin)}
            </dd>
          </div>
        )}
        {settings.isBalanceShown && account && (
          <div>
            <dt>{t('slip:balance')}</dt>
            <dd>{money(account.money)}</dd>
          </div>
        )}
      </dl>
      )}
      <p className="kk-slip__problem" aria-live="polite">
        {first && !empty ? problemText(t, first, money) : ''}
      </p>
      {empty ? null : !isAuthorized ? (
        <button type="button" className="kk-button kk-slip__place-button" onClick={() => openModal('login')}>
          {t('slip:sign_in')}
        </button>
      ) : (
        <button
          type="button"
          className="kk-button kk-slip__place-button"
          disabled={!view.canPlace || busy}
          aria-busy={busy || undefined}
          onClick={() => void placeCurrentCoupon()}
        >
          {busy ? t('slip:placing') : t('slip:place')}
        </button>
      )}
      <div role="alert" className="kk-slip__failure">
        {state.phase === 'failed' && <FailureText failure={state.failure} money={money} />}
      </div>
      {state.phase === 'placed' && (
        <section className="kk-slip__placed" aria-labelledby="kk-slip-placed-title" data-coupon-id={state.coupon.id}>
          <h3 id="kk-slip-placed-title">{t(state.coupon.vipState === 'pending' ? 'slip:placed_vip_title' : 'slip:placed_title')}</h3>
          <p role="status">
            {t('slip:placed_text', { id: state.coupon.id, amount: format(state.coupon.amount, state.coupon.currency), win: format(state.coupon.possibleWin, state.coupon.currency) })}
            {' · '}
            {t(betTextKeys.couponType(state.coupon.typeId))}
          </p>
          {state.coupon.vipState === 'pending' && <p>{t('slip:placed_vip_text')}</p>}
          <p className="kk-slip__links">
            <a href={href('print-coupon', { couponId: String(state.coupon.id) })}>{t('slip:placed_print')}</a>
            <a href={href('office-history')}>{t('slip:placed_history')}</a>
            <button type="button" className="kk-button kk-button--link" onClick={dismissPlaceResult}>
              {t('slip:placed_close')}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
