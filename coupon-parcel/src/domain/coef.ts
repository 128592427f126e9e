/**
 * The coupon maths' own coefficient rounding (shell spec §5: coefficient results are rounded to 3
 * decimals), so the maths imports nothing from the platform and the server can run it too. The same
 * formula as the platform's roundCoef (platform/src/odds/format.ts); a property test checks that the
 * two agree on every double.
 */
export function roundCoef(value: number): number {
  // The epsilon keeps 1.0005 (stored as 1.000499999…) rounding up like a person would.
  return Math.round((value + Math.sign(value) * 1e-9) * 1000) / 1000;
}
