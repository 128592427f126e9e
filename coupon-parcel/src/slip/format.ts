/** Formatting helpers of the slip: odds in the player's view, money in the page language. */
import { $globalSettings, $language, effectiveCoefView, formatCoef, formatMoney, useStore } from '@kickoff/platform';
import { useCallback } from 'react';

/** Formats decimal odds in the player's odds view (re-renders when the view changes). */
export function useOdds(): (coef: number) => string {
  const settings = useStore($globalSettings);
  const view = effectiveCoefView(settings.coefViewId, settings.appViewType);
  return useCallback((coef: number) => formatCoef(coef, view), [view]);
}

/** Formats money of a currency in the page language. */
export function useMoney(): (amount: number, iso: string) => string {
  const lang = useStore($language);
  return useCallback((amount: number, iso: string) => formatMoney(amount, iso, lang), [lang]);
}

/** The readable name of a bet: "Team A — Team B: Market: Outcome". */
export const betName = (bet: { opponent1Name: string; opponent2Name: string; market: { marketName: string; outcomeName: string } }): string =>
  `${bet.opponent1Name} — ${bet.opponent2Name}: ${bet.market.marketName}: ${bet.market.outcomeName}`;
