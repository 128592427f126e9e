/**
 * The bet coupon parcel. On the home page's first visit it is a light card (title, count, the empty
 * text); the slip itself (stakes, types, live odds, placing, settings) is a chunk loaded on first use:
 * when the coupon gets a bet, when a stored coupon or one-click mode comes back from an earlier visit,
 * when the address carries a shared coupon code, or when the player opens the settings. Once loaded it stays for the visit.
 */
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent, useHydrated, useStore, useT } from '@kickoff/platform';
import { $bets, startSelection } from './selection';
import { storedOneClick } from './stored-settings';

const Slip = lazyComponent(() => import('./slip/index').then((m) => m.loadSlip()));

/** The coupon before its slip is loaded (also the slip's loading fallback). */
function LightCoupon({ count, onSettings }: { count: number; onSettings?: () => void }) {
  const t = useT();
  return (
    <section className="kk-card kk-coupon" aria-labelledby="kk-coupon-title" data-coupon-count={count} aria-busy={count > 0 || undefined}>
      <h2 id="kk-coupon-title" className="kk-coupon__title">
        {t('coupon:title')} {count > 0 && <span className="kk-coupon__count">{count}</span>}
      </h2>
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
  useEffect(() => {
    if (bets.length > 0) setUsed(true);
  }, [bets.length]);
  if (!used || !hydrated)
    return (
      <LightCoupon
        count={0}
        onSettings={() => {
          setSettingsFirst(true);
          setUsed(true);
        }}
      />
    );
  return (
    <Suspense fallback={<LightCoupon count={bets.length} />}>
      <Slip initialSettingsOpen={settingsFirst} />
    </Suspense>
  );
}
