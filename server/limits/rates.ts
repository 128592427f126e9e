/**
 * The exchange rates the money limits count with (issue 23 item 4: a limit covers every real-money
 * account of the player). A money limit is kept in one currency (`measure`, the player's main
 * currency when it was set); stakes, refunds, payouts and deposits in other currencies are converted
 * into it at these fixed rates before they are compared. Pure.
 *
 * The rates are a constant table of roubles per unit (documented in docs/api.md, "Limits service");
 * the Croatian kuna follows the euro at its fixed conversion rate (the bonuses service's retired
 * currency rule). Every conversion rounds up to the next minor unit, so converting never hands the
 * player a little more room than the limit allows.
 */
import { CONVERSION_RATES } from '../bonuses/rules';

/** Roubles per one unit of each currency the server knows (server/identity/reference-data.ts). */
const RUB_PER_UNIT: Readonly<Record<string, number>> = (() => {
  const base: Record<string, number> = { RUB: 1, USD: 90, EUR: 100, GBP: 115, KZT: 0.2, UAH: 2.2, AZN: 53, BYN: 28 };
  for (const [retired, rule] of Object.entries(CONVERSION_RATES)) {
    const target = base[rule.to];
    if (target !== undefined) base[retired] = target / rule.rate;
  }
  return base;
})();

export const LIMIT_RATE_CURRENCIES: readonly string[] = Object.keys(RUB_PER_UNIT);

/** Roubles per unit of `iso`; a currency without a rate is a configuration bug (stops the call). */
export function rubPerUnit(iso: string): number {
  const rate = RUB_PER_UNIT[iso];
  if (rate === undefined) throw new RangeError(`no limits exchange rate for ${iso}`);
  return rate;
}

export interface Money {
  minor: number;
  iso: string;
  minorUnits: number;
}

/** Smallest float error tolerated before rounding up (so 9000.0000001 stays 9000). */
const EPSILON = 1e-6;

/**
 * `amount` in minor units of the currency `to` (with `toMinorUnits` decimals), rounded up. The same
 * currency converts to itself exactly.
 */
export function convertMinor(amount: Money, to: string, toMinorUnits: number): number {
  if (amount.minor === 0 || (amount.iso === to && amount.minorUnits === toMinorUnits)) return amount.minor;
  const major = amount.minor / 10 ** amount.minorUnits;
  const converted = ((major * rubPerUnit(amount.iso)) / rubPerUnit(to)) * 10 ** toMinorUnits;
  return Math.ceil(converted - EPSILON);
}
