/**
 * Money is stored in integer minor units (cents, kopecks: `minor_units` decimals of the currency) and
 * travels on the wire in major units (25000.5). Conversions at the edges only, exact for amounts with
 * at most `minorUnits` decimals.
 */

/** The largest balance the storage accepts (a CHECK in SQL): 10^14 minor units. */
export const MAX_MONEY_MINOR = 100_000_000_000_000;

export function toMinor(major: number, minorUnits: number): number {
  const minor = Math.round(major * 10 ** minorUnits);
  if (!Number.isSafeInteger(minor) || minor < 0 || minor > MAX_MONEY_MINOR) throw new RangeError(`amount out of range: ${major}`);
  return minor;
}

/** The decimals of a currency by its ISO code (ISO 4217 through Intl: RUB, USD, EUR 2; an unknown code 2). */
export function minorUnitsOf(iso: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency: iso }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function toMajor(minor: number, minorUnits: number): number {
  return minor / 10 ** minorUnits;
}
