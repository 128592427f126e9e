/**
 * The bet coupon parcel. On the home page's first visit it is a light card (title, count, the empty
 * text); the slip itself (stakes, types, live odds, placing, settings) is a chunk loaded on first use:
 * when the coupon gets a bet, when a stored coupon or one-click mode comes back from an earlier visit,
 * when the address carries a shared coupon code, or when the player opens the settings. Once loaded it stays for the visit.
 */
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent, useHydrated, useStore, useT } from '@kickoff/platform';
import type { Bet } from '@kickoff/platform';
import { $bets, startSelection } from './selection';
import { storedOneClick } from './stored-settings';
import { useOdds } from './slip/format';

const Slip = lazyComponent(() => import('./slip/index').then((m) => m.loadSlip()));

/**
 * The bets as the slip will show them (game, market and outcome, odds), without its controls: the first
 * click of a visit shows its bet at once while the slip's code is still on its way (issue 25).
 */
function LightBets({ bets }: { bets: readonly Bet[] }) {
  const odds = useOdds();
  const t = useT();
  return (
    <ul className="kk-slip__bets" aria-label={t('coupon:bets')}>
      {bets.map((bet) => (
        <li key={bet.market.id} className="kk-slip__bet" data-odd-id={bet.market.id}>
          <div className="kk-slip__bet-head">
            <span className="kk-slip__game">{`${bet.opponent1Name} — ${bet.opponent2Name}`}</span>
          </div>
          <div className="kk-slip__bet-body">
            <span className="kk-slip__outcome">{`${bet.market.marketName}: ${bet.market.outcomeName}`}</span>
            <span className="kk-slip__coef">
              <strong>{odds(bet.market.coef)}</strong>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The coupon before its slip is loaded (also the slip's loading fallback, with the bets it will show). */
function LightCoupon({ bets = [], onSettings }: { bets?: readonly Bet[]; onSettings?: () => void }) {
  const t = useT();
  const count = bets.length;
  return (
    <section className="kk-card kk-coupon" aria-labelledby="kk-coupon-title" data-coupon-count={count} aria-busy={count > 0 || undefined}>
      <h2 id="kk-coupon-title" className="kk-coupon__title">
        {t('coupon:title')} {count > 0 && <span className="kk-coupon__count">{count}</span>}
      </h2>
      {count > 0 && <LightBets bets={bets} />}
      <p className="kk-muted">{count > 0 ? t('coupon:loading') : t('coupon:empty')}</p>
      {onSettings && (
        <button type="button" className="kk-button kk-button--link" onClick={onSettings}>
          {t('coupon:settings')}
        </button>
      )}
    </section>
  );
}

export function Coupon() {
  const bets = useStore($bets);
  // A share link's coupon code (`?couponCode=`) is a use of the coupon too.
  const [used, setUsed] = useState(() => bets.length > 0 || storedOneClick() || (typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('couponCode')));
  // A server-drawn page shows the empty coupon: hydrate that first, then draw the stored coupon (issue 25).
  const hydrated = useHydrated();
  const [settingsFirst, setSettingsFirst] = useState(false);
  useEffect(() => startSelection(), []);
  // Once used, the slip stays for the visit (an emptied coupon keeps its settings and history).
  useEffect(() => {
    if (bets.length > 0) setUsed(true);
  }, [bets.length]);
  // A bet shows in the same render as its click, not one effect later.
  if (!(used || bets.length > 0) || !hydrated)
    return (
      <LightCoupon
        onSettings={() => {
          setSettingsFirst(true);
          setUsed(true);
        }}
      />
    );
  return (
    <Suspense fallback={<LightCoupon bets={bets} />}>
      <Slip initialSettingsOpen={settingsFirst} />
    </Suspense>
  );
}
