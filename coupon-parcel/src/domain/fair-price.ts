/**
 * Prices the book derives from other prices, never above their fair value (issue 23).
 *
 * A quoted coefficient carries the book's margin: the implied chances 1/c of a market's outcomes add
 * up to more than 1. Reading 1/c as a chance therefore overstates it, and a price derived from such a
 * chance hands the margin to the player: an anti-express priced E/(E−1) from the express E = Π c is
 * above its fair value, by more the shorter the favourites (two 1.07 favourites: 7.90 against a fair
 * 4.5 to 6.6).
 *
 * So a derived price starts from margin-free chances: each selection's implied chance normalised over
 * its own market's outcomes, p = (1/c) / Σ (1/cₒ). Selections of different games are independent
 * (same-game combinations are refused before pricing: ./slip-rules dependentIndexes), so every
 * selection wins with chance Π p and the anti-express (some selection loses) with 1 − Π p. Its fair
 * price is 1 / (1 − Π p); the house margin m (site config, docs/api.md) is then applied,
 * fair × (1 − m), so the player's expected return is at most 1 − m, and the result is rounded down
 * to 3 decimals. A price below the smallest coefficient (1.001) is not offered: null.
 *
 * A market whose outcomes can be returned (a whole-number handicap or total) is conservative here:
 * the normalised chances ignore the push, so 1 − Π p overstates the anti-express's chance of winning
 * and its price is lower than a model with pushes would give.
 */
import { MIN_COEF } from './coupon-shape';

export interface MarketSelection {
  /** The selection's coefficient. */
  readonly coef: number;
  /** The coefficients of every outcome of its market, the selection's own included. */
  readonly marketCoefs: readonly number[];
}

/** The largest house margin a derived price may be given (a misconfiguration must not reach players). */
export const MAX_DERIVED_MARGIN = 0.5;

/** The selection's margin-free chance of winning: its implied chance normalised over its market. */
export function fairChance(selection: MarketSelection): number {
  const overround = selection.marketCoefs.reduce((sum, coef) => sum + 1 / coef, 0);
  if (!(overround > 0) || !selection.marketCoefs.includes(selection.coef)) throw new RangeError('a selection prices against its own market');
  // A market quoted below 100 % (no margin, an arbitrage) is not normalised upwards: 1/c is kept.
  return 1 / selection.coef / Math.max(1, overround);
}

/** Rounded down to 3 decimals, with a guard against binary fractions (2.0009999… is 2.001). */
const floorCoef = (value: number): number => Math.floor(value * 1000 * (1 + 1e-12)) / 1000;

/**
 * The anti-express coefficient the book offers for these selections (each of another game) at margin
 * `margin` (0 ≤ m ≤ MAX_DERIVED_MARGIN); null when its price would be below 1.001.
 */
export function fairAntiExpressCoef(selections: readonly MarketSelection[], margin: number): number | null {
  if (selections.length < 2) throw new RangeError('an anti-express needs at least 2 selections');
  if (!(margin >= 0 && margin <= MAX_DERIVED_MARGIN)) throw new RangeError(`the margin must be 0 to ${MAX_DERIVED_MARGIN}, got ${margin}`);
  const everyWins = selections.reduce((chance, selection) => chance * fairChance(selection), 1);
  const someLoses = 1 - everyWins;
  if (!(someLoses > 0)) return null;
  const price = floorCoef((1 / someLoses) * (1 - margin));
  return price >= MIN_COEF ? price : null;
}
