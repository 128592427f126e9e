/**
 * Money in the coupon maths: amounts travel in the currency's major unit (10 is ten roubles) and a
 * result is rounded once, at the end, to the minor unit (kopecks, cents: 2 digits).
 *
 * The rule: half up (away from zero) to whole minor units. `toMinor` scales to minor units and
 * rounds; `fromMinor` scales back. The scaled value gets a guard of 64 units in the last place
 * before rounding, because binary floating point stores 1.005 as 1.00499999999999989…, and
 * 1.005 × 100 must round to 101 the way a person does it on paper. 64 ulps is about 1.4e-14 of
 * the value: wider than the error of the few multiplications in a return, far narrower than a real
 * half kopeck (at a billion roubles it is 0.0014 of a kopeck; it stays under half a kopeck, so whole
 * kopecks stay whole, up to 3 · 10¹¹ roubles, far beyond any stake or payout).
 *
 * Limits (a maximum amount) round down instead: a maximum rounded up would allow a stake above it.
 */

/** Kopecks, cents: every currency the coupon handles today has 2 minor digits. */
export const MINOR_DIGITS = 2;

const guarded = (scaled: number): number => scaled + Math.sign(scaled) * Math.abs(scaled) * Number.EPSILON * 64;

/** Major → whole minor units, half away from zero (10.005 → 1001). */
export function toMinor(major: number, minorDigits: number = MINOR_DIGITS): number {
  const scaled = guarded(major * 10 ** minorDigits);
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

/** Whole minor units → major (1001 → 10.01). */
export function fromMinor(minor: number, minorDigits: number = MINOR_DIGITS): number {
  return minor / 10 ** minorDigits;
}

/** The one rounding of a money result: half up to the minor unit. */
export function roundMoney(major: number): number {
  return fromMinor(toMinor(major));
}

/** A limit rounded down to the minor unit (never above the exact limit); infinite limits stay infinite. */
export function floorMoney(major: number): number {
  if (!Number.isFinite(major)) return major;
  return fromMinor(Math.floor(guarded(major * 10 ** MINOR_DIGITS)));
}
