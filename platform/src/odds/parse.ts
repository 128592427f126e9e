/**
 * The inverse of `formatCoef` (format.ts): what a player types in a coefficient view, read back as a
 * decimal coefficient (rounded to 3 decimals like every coefficient, shell spec §5), or null when
 * the text is not a coefficient. The coupon, the bet calculator and the odds buttons share it.
 *
 * What is accepted, in every view:
 * - surrounding spaces, spaces after a sign and around a fraction bar, a decimal comma ("1,85"), a leading "+", and for a minus the
 *   ASCII hyphen, the Unicode minus (U+2212) or an en dash, which is what phone keyboards and
 *   pasted text produce;
 * - a fraction "a/b" (whole numbers) or "evens"/"evs": unambiguous in any view, always profit/stake,
 *   so "5/2" is 3.5 even in the decimal view.
 *
 * A bare number is read in the view's own format (the same formulas as `convertCoef`):
 * - 0 decimal: the coefficient itself;
 * - 1 fractional: a whole or decimal profit per 1 staked ("2" = 2/1 = 3.00);
 * - 2 American: +a (a ≥ 100) is 1 + a/100, −a (a ≥ 100) is 1 + 100/a; between −100 and +100 no
 *   American price exists, so null;
 * - 4 and 14 Hong Kong: 1 + h, h > 0 (no negatives in this view);
 * - 5 and 15 Indonesian: +x (x ≥ 1) is 1 + x, −x (x ≥ 1) is 1 + 1/x; |x| < 1 is null;
 * - 6 and 16 Malay: m in (0, 1] is 1 + m, −m in [−1, 0) is 1 + 1/m; |m| > 1 is null.
 * A result below 1.001 (the smallest coefficient, the bet schema's minimum) is null: "0.00" in the
 * Hong Kong view names no coefficient. Exponents ("1e3"), thousands separators and several
 * separators are garbage, because nobody types them and accepting them would misread "1,000".
 */
import type { CoefViewId } from '../stores/global-settings';
import { roundCoef } from './format';

/** The smallest coefficient a bet can have (platform/src/schemas/bet.ts). */
const MIN_COEF = 1.001;

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const FRACTION = /^\+?(\d+)\/(\d+)$/;
const EVENS = /^(?:evens|evs|even)$/;

/**
 * Minus variants and the decimal comma made ASCII, letters lower-cased; spaces go after a sign and
 * around a fraction bar only ("1 000" stays garbage: a space between digits is a thousands separator).
 */
function normalise(text: string): string {
  return text
    .trim()
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/^([+-])\s+/, '$1')
    .replace(/\s*\/\s*/, '/')
    .replace(',', '.')
    .toLowerCase();
}

/** A decimal coefficient from a profit per unit staked, or null when it is no coefficient. */
function fromProfit(profit: number): number | null {
  if (!Number.isFinite(profit)) return null;
  const decimal = roundCoef(1 + profit);
  return decimal >= MIN_COEF ? decimal : null;
}

/** The profit per 1 staked that a bare number means in a view, or null when the view has no such value. */
function profitInView(value: number, viewId: CoefViewId): number | null {
  switch (viewId) {
    case 0:
      return value - 1;
    case 1:
    case 4:
    case 14:
      return value > 0 ? value : null;
    case 2:
      if (value >= 100) return value / 100;
      return value <= -100 ? 100 / -value : null;
    case 5:
    case 15:
      if (value >= 1) return value;
      return value <= -1 ? 1 / -value : null;
    case 6:
    case 16:
      if (value > 0 && value <= 1) return value;
      return value < 0 && value >= -1 ? 1 / -value : null;
  }
}

/** A coefficient typed in a view, as a decimal coefficient (3 decimals), or null for anything else. */
export function parseCoef(text: string, viewId: CoefViewId): number | null {
  const input = normalise(text);
  if (EVENS.test(input)) return 2;
  const fraction = FRACTION.exec(input);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator === 0 ? null : fromProfit(Number(fraction[1]) / denominator);
  }
  if (!NUMBER.test(input)) return null;
  const value = Number(input);
  // A minus sign is a price only in the views that quote negatives; "-1.5" in the decimal view is a typo, not 1.5.
  if (value < 0 && !(viewId === 2 || viewId === 5 || viewId === 15 || viewId === 6 || viewId === 16)) return null;
  const profit = profitInView(value, viewId);
  return profit === null ? null : fromProfit(profit);
}
