/** The bet coupon parcel: the selected bets (stakes and placing come with the coupon issue). */
import { useEffect } from 'react';
import { effectiveCoefView, formatCoef, useStore, useT, $globalSettings } from '@kickoff/platform';
import { $bets, clearBets, removeBet, startSelection } from './selection';

export function Coupon() {
  const t = useT();
  const bets = useStore($bets);
  const settings = useStore($globalSettings);
  useEffect(() => startSelection(), []);
  return (
    <section className="kk-card kk-coupon" aria-labelledby="kk-coupon-title" data-coupon-count={bets.length}>
      <h2 id="kk-coupon-title" className="kk-coupon__title">
        {t('coupon:title')} {bets.length > 0 && <span className="kk-coupon__count">{bets.length}</span>}
      </h2>
      {bets.length === 0 ? (
        <p className="kk-muted">{t('coupon:empty')}</p>
      ) : (
        <>
          <ul className="kk-coupon__bets">
            {bets.map((bet) => (
              <li key={bet.market.id} className="kk-coupon__bet" data-odd-id={bet.market.id}>
                <span className="kk-coupon__game">{bet.opponent1Name} — {bet.opponent2Name}</span>
                <span className="kk-coupon__outcome">{bet.market.marketName}: {bet.market.outcomeName}</span>
                <strong className="kk-coupon__coef">{formatCoef(bet.market.coef, effectiveCoefView(settings.coefViewId, settings.appViewType))}</strong>
                <button type="button" className="kk-button kk-button--link" onClick={() => removeBet(bet.market.id)} aria-label={t('coupon:remove', { name: bet.market.outcomeName })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="kk-button kk-button--ghost" onClick={clearBets}>{t('coupon:clear')}</button>
        </>
      )}
    </section>
  );
}
