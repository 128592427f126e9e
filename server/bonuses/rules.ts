/** Pure rules of the bonuses service: cashback periods and amounts, wager status, conversion amounts. */
import type { CashbackKind } from '@kickoff/office-contracts/bonuses';

const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** Cashback percent of the net loss and the VIP level a kind requires. */
export const CASHBACK_RULES: Record<CashbackKind, { percent: number; minLevel: 1 | 2 }> = {
  vip: { percent: 5, minLevel: 1 },
  premium: { percent: 10, minLevel: 2 },
};

/** The cashback period holding `now`: the ISO week, Monday 00:00 UTC to the next Monday. */
export function cashbackPeriod(now: number): { start: number; end: number } {
  const day = new Date(now);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const start = midnight - sinceMonday * DAY_MS;
  return { start, end: start + WEEK_MS };
}

/** Net loss in minor units (never negative) and the cashback it earns at `percent` (rounded down). */
export function cashbackAmount(stakesMinor: number, payoutsMinor: number, percent: number): { netLossMinor: number; amountMinor: number } {
  const netLossMinor = Math.max(0, stakesMinor - payoutsMinor);
  return { netLossMinor, amountMinor: Math.floor((netLossMinor * percent) / 100) };
}

/** A wager bonus's state: completed when the stakes reach the requirement, expired after its end. */
export function wagerStatus(requiredMinor: number, wageredMinor: number, endsAt: number | null, now: number): 'active' | 'completed' | 'expired' {
  if (wageredMinor >= requiredMinor) return 'completed';
  if (endsAt !== null && endsAt <= now) return 'expired';
  return 'active';
}

/** Retired currency → the currency its accounts convert to, at units of the old per unit of the new. */
export const CONVERSION_RATES: Readonly<Record<string, { to: string; rate: number }>> = {
  // The fixed euro conversion rate of the Croatian kuna (1 EUR = 7.53450 HRK).
  HRK: { to: 'EUR', rate: 7.5345 },
};

/** Minor units of the target currency for `fromMinor` of the retired one (both with 2 decimals), half up. */
export function convertedMinor(fromMinor: number, rate: number): number {
  return Math.round(fromMinor / rate);
}

/** Major units of a minor-unit amount. */
export const toMajor = (minor: number, minorUnits: number): number => minor / 10 ** minorUnits;
