/**
 * Coefficient views (shell spec §9): a decimal coefficient shown as decimal (0), fractional (1),
 * American (2), Hong Kong (4), Indonesian (5) or Malay (6). The spec says only that 14, 15 and 16
 * are "variants" of 4, 5 and 6; here they are the same formats with 3 decimals instead of 2.
 *
 * The view is constrained by the app view type (account spec, global settings `appViewType`):
 * the European view (0) offers decimal, fractional and American; the Asian view (1) offers the
 * Hong Kong, Indonesian and Malay formats and their 3-decimal variants. A stored view that the
 * current app view does not allow falls back to the first allowed one (0 or 4).
 *
 * Pure functions, no DOM; formatting is cached per (view, coefficient) because a live line formats
 * the same few hundred values again and again.
 */
import type { CoefViewId } from '../stores/global-settings';

type AppViewType = 0 | 1;

const EUROPEAN_VIEWS: readonly CoefViewId[] = [0, 1, 2];
const ASIAN_VIEWS: readonly CoefViewId[] = [4, 5, 6, 14, 15, 16];

/** Coefficient results are rounded to 3 decimals (shell spec §5). */
export function roundCoef(value: number): number {
  // The epsilon keeps 1.0005 (stored as 1.000499999…) rounding up like a person would.
  return Math.round((value + Math.sign(value) * 1e-9) * 1000) / 1000;
}

export function allowedCoefViews(appViewType: AppViewType): readonly CoefViewId[] {
  return appViewType === 1 ? ASIAN_VIEWS : EUROPEAN_VIEWS;
}

/** The view actually shown: the chosen one when the app view type allows it, else the first allowed. */
export function effectiveCoefView(viewId: CoefViewId, appViewType: AppViewType): CoefViewId {
  const allowed = allowedCoefViews(appViewType);
  return allowed.includes(viewId) ? viewId : (allowed[0] as CoefViewId);
}

/** Decimal: 2 decimals, or 3 when the third one is not zero (1.5 → "1.50", 1.125 → "1.125"). */
export function formatDecimal(decimal: number): string {
  const thousandths = Math.round(roundCoef(decimal) * 1000);
  return thousandths % 10 === 0 ? (thousandths / 1000).toFixed(2) : (thousandths / 1000).toFixed(3);
}

/**
 * Reduced fractions (profit / stake) that bookmakers quote; a decimal coefficient that rounds to
 * one of them within half a hundredth shows that fraction (1.91 → 10/11, 1.83 → 5/6, 1.36 → 4/11).
 */
const FRACTION_LADDER: ReadonlyArray<readonly [number, number]> = [
  [1, 100], [1, 50], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 10], [1, 9], [1, 8], [1, 7],
  [2, 13], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [2, 5], [4, 9], [1, 2],
  [8, 15], [4, 7], [8, 13], [2, 3], [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [11, 10], [6, 5], [5, 4],
  [11, 8], [7, 5], [3, 2], [8, 5], [13, 8], [17, 10], [7, 4], [9, 5], [15, 8], [2, 1], [9, 4], [5, 2], [11, 4],
  [3, 1], [10, 3], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2],
  [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1], [20, 1], [25, 1], [33, 1], [40, 1], [50, 1],
  [66, 1], [100, 1],
];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Fractional view of d − 1: a ladder fraction when one is within 0.005 of the coefficient;
 * otherwise the simplest fraction equal to it at 3 decimals, found with continued fractions
 * (the first convergent within 0.0005; at most n/1000).
 */
export function toFraction(decimal: number): [number, number] {
  const profit = roundCoef(decimal - 1);
  let best: readonly [number, number] | null = null;
  let bestError = Infinity;
  for (const pair of FRACTION_LADDER) {
    const error = Math.abs(pair[0] / pair[1] - profit);
    if (error < bestError) {
      best = pair;
      bestError = error;
    }
  }
  if (best && bestError < 0.005 - 1e-9) return [best[0], best[1]];
  // Continued fraction convergents h/k of the profit.
  let x = profit;
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  for (let i = 0; i < 20; i++) {
    const a = Math.floor(x);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (Math.abs(h1 / k1 - profit) <= 0.0005 || x - a < 1e-9) break;
    x = 1 / (x - a);
  }
  const thousandths = Math.round(profit * 1000);
  if (Math.abs(h1 / k1 - profit) > 0.0005 || k1 > 1000) {
    const d = gcd(thousandths, 1000);
    return [thousandths / d, 1000 / d];
  }
  return [h1, k1];
}

const signed = (value: number, digits: number): string => {
  const fixed = Math.abs(value).toFixed(digits);
  if (Number(fixed) === 0) return fixed;
  return value > 0 ? `+${fixed}` : `-${fixed}`;
};
const plain = (value: number, digits: number): string => {
  const fixed = Math.abs(value).toFixed(digits);
  return value < 0 && Number(fixed) !== 0 ? `-${fixed}` : fixed;
};

/** d − 1, rounded to 3 decimals; never below 0.001 for a valid coefficient (≥ 1.001). */
const profitOf = (decimal: number): number => roundCoef(decimal - 1);

/**
 * The numeric value of a view (3-decimal rounding); null for the fractional view.
 * American is whole: +(d − 1)·100 for d ≥ 2, −100 / (d − 1) below.
 */
export function convertCoef(decimal: number, viewId: CoefViewId): number | null {
  const d = roundCoef(decimal);
  const p = profitOf(d);
  switch (viewId) {
    case 0:
      return d;
    case 1:
      return null;
    case 2:
      return d >= 2 ? Math.round(p * 100) : -Math.round(100 / p);
    case 4:
    case 14:
      return p;
    case 5:
    case 15:
      return d >= 2 ? p : roundCoef(-1 / p);
    case 6:
    case 16:
      return d <= 2 ? p : roundCoef(-1 / p);
  }
}

function formatUncached(decimal: number, viewId: CoefViewId): string {
  if (viewId === 0) return formatDecimal(decimal);
  if (viewId === 1) {
    const [n, d] = toFraction(decimal);
    return `${n}/${d}`;
  }
  const value = convertCoef(decimal, viewId) ?? decimal;
  const digits = viewId >= 14 ? 3 : 2;
  switch (viewId) {
    case 2:
      return value > 0 ? `+${value}` : String(value);
    case 5:
    case 15:
      return signed(value, digits);
    default:
      return plain(value, digits);
  }
}

const cache = new Map<number, string>();
const CACHE_LIMIT = 20_000;

/** A decimal coefficient shown in a coefficient view (see the file header for each view). */
export function formatCoef(decimal: number, viewId: CoefViewId): string {
  const key = Math.round(roundCoef(decimal) * 1000) * 32 + viewId;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const text = formatUncached(decimal, viewId);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, text);
  return text;
}
