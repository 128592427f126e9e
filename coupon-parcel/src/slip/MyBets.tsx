/** The "My bets" tab: the player's latest coupons with their results, and a link to the whole history. */
import { $isAuthorized, openModal, useHref, useStore, useT } from '@kickoff/platform';
import { betTextKeys } from '@kickoff/platform-wallet';
import { couponResult, fetchCoupons, type PlacedCoupon } from '@kickoff/platform-wallet';
import { useEffect, useState } from 'react';
import { $placeState } from '../state/placing';
import { useMoney } from './format';

type Load = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; items: PlacedCoupon[] };

export function MyBets() {
  const t = useT();
  const href = useHref();
  const money = useMoney();
  const isAuthorized = useStore($isAuthorized);
  const placed = useStore($placeState);
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const placedId = placed.phase === 'placed' ? placed.coupon.id : null;
  useEffect(() => {
    if (!isAuthorized) return;
    const controller = new AbortController();
    setLoad({ phase: 'loading' });
    fetchCoupons({ page: 1, pageSize: 5 }, controller.signal).then(
      (page) => setLoad({ phase: 'ready', items: page.items }),
      () => !controller.signal.aborted && setLoad({ phase: 'error' }),
    );
    return () => controller.abort();
  }, [isAuthorized, attempt, placedId]);

  if (!isAuthorized)
    return (
      <p className="kk-muted">
        {t('slip:bets_sign_in')}{' '}
        <button type="button" className="kk-button kk-button--link" onClick={() => openModal('login')}>
          {t('slip:sign_in')}
        </button>
      </p>
    );
  if (load.phase === 'loading') return <p className="kk-muted" aria-busy="true">{t('slip:loading')}</p>;
  if (load.phase === 'error')
    return (
      <p role="alert">
        {t('slip:bets_error')}{' '}
        <button type="button" className="kk-button kk-button--ghost" onClick={() => setAttempt((n) => n + 1)}>
          {t('slip:retry')}
        </button>
      </p>
    );
  return (
    <>
      {load.items.length === 0 ? (
        <p className="kk-muted">{t('slip:bets_empty')}</p>
      ) : (
        <ul className="kk-slip__my-bets">
          {load.items.map((c) => {
            const result = couponResult(c);
            return (
              <li key={c.id} data-result={result}>
                <a href={href('print-coupon', { couponId: String(c.id) })}>{t('slip:bets_coupon', { id: c.id, type: t(betTextKeys.couponType(c.typeId)), amount: money(c.amount, c.currency) })}</a>
                <span className="kk-slip__result">
                  {t(betTextKeys.couponResult(result, c.vipState))}
                  {c.payout !== null && c.payout > 0 ? ` · ${money(c.payout, c.currency)}` : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <a href={href('office-history')}>{t('slip:bets_all')}</a>
    </>
  );
}
