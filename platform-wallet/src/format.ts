/**
 * Showing a placed coupon the same way everywhere (print-coupon, bet history): its type name (a system
 * as "System k of n"), money with its currency, date and time, a bet's "market: outcome".
 * Get them with `loadCouponFormat()` (./load-format), which loads the `bets` texts they name too.
 */
import type { PlacedBet, PlacedCoupon } from './schemas/coupon';

/** An amount in major units with its currency, in the page language (the platform's formatter). */
export { formatMoney } from '@kickoff/platform';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The coupon type's name from the `bets` namespace (the keys of `betTextKeys.couponType`; load the texts
 * with `loadBetTexts()`); a system with its value as "System k of n" (n: the bets that are not bankers).
 */
export function couponTypeName(coupon: Pick<PlacedCoupon, 'typeId' | 'systemValue' | 'bets'>, t: Translate): string {
  if (coupon.typeId === 2 && coupon.systemValue !== null && coupon.systemValue > 0) {
    return t('bets:system_of', { k: coupon.systemValue, n: coupon.bets.filter((bet) => !bet.isBanker).length });
  }
  return t(`bets:type_${coupon.typeId}`);
}

/** Date and time in the feed's time zone (Moscow, as the line shows start times): 23.11.2026, 19:05 in ru. */
export function formatDateTime(epochMs: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(epochMs);
}

/** "Market: outcome" of a bet; the outcome alone when the market name was not recorded; null when neither was. */
export function betSelectionText(bet: Pick<PlacedBet, 'marketName' | 'outcomeName'>): string | null {
  if (bet.marketName && bet.outcomeName) return `${bet.marketName}: ${bet.outcomeName}`;
  return bet.outcomeName || bet.marketName || null;
}
