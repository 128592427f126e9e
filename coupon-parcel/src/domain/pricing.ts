/**
 * The return of a coupon per 1 unit of its amount, for any set of selection results: possibleWin
 * prices it with every selection won, settle with the settled ones. One function for both, so a
 * coupon that wins in full settles at exactly its possible win.
 *
 * Per type (c the selections' odds, counted odds when settled, see selection-result.ts):
 * - 0 single:      c.
 * - 1 express:     Π c.
 * - 2 system k/n:  Π bankers × e_k(others) / C(n, k): k non-bankers per line, 1 / C(n, k) of the stake per line.
 * - 3 chain and 5 conditional: sequences.ts.
 * - 4 multi-bet:   L × e_k(B) / C(m, k) over the m blocks (block ids other than 0), B a block's Π c,
 *                  L the lobby's (block 0) Π c or lobbyCoef; k = systemValue, default 1.
 * - 6 anti-express: anti-express.ts.
 * - 7 lucky, 8 patent: (e_1 + … + e_n) / (2ⁿ − 1): every combination from singles up.
 * - 9 many singles: Σ c / n.
 *
 * Quoted prices are the price of a full win:
 * - a coupon of one line (single, express, a system or multi-bet of one line, one single) that wins
 *   in full pays its line coefficient rounded to 3 decimals: that is the coefficient it shows and
 *   the player accepts (spec §5). So a system n/n pays exactly what the express pays;
 * - exactCoef, when set, replaces the coefficient of a full win (spec §5);
 * - lobbyCoef replaces the lobby's product when every lobby selection won outright.
 * A coupon (or a lobby) with a loss, a return or a half result is recomputed from the counted odds,
 * since no quote exists for it, but never above the quote: exactCoef and lobbyCoef cap it, so no
 * partial result pays more than the full win when a quote is below the selections' own product.
 * (Every selection returned still counts 1: a quote is a coefficient, at least 1.001.)
 *
 * Lines of a coupon of several lines are not rounded one by one: their sum comes from e_k without
 * lines, and a system of three lines returning 60 + 80 + 120 pays 260, not the amount × a rounded
 * average. The money is rounded once, by the caller.
 */
import { roundCoef } from './coef';
import { antiExpressReturn } from './anti-express';
import { binomial, elementarySymmetric, elementarySymmetricAt } from './combinations';
import type { CouponShape, DescribedCoupon } from './coupon-shape';
import { wonResult, type ResultAt, type SelectionResult } from './selection-result';
import { chainReturn, conditionalReturn, type SequenceReturn } from './sequences';

const product = (values: readonly number[]): number => values.reduce((p, x) => p * x, 1);
const sum = (values: readonly number[]): number => values.reduce((total, x) => total + x, 0);

/** The return of the lines per unit staked, exact, with whether every selection won outright. */
function linesReturn(shape: CouponShape, count: number, resultAt: ResultAt): SequenceReturn {
  switch (shape.kind) {
    case 'chain':
      return chainReturn(count, resultAt);
    case 'conditional':
      return conditionalReturn(count, resultAt);
    case 'antiExpress':
      return { perStake: antiExpressReturn(count, shape.quote, resultAt), fullWin: false };
    default:
      break;
  }
  // Every other type needs every result.
  const results: SelectionResult[] = Array.from({ length: count }, (_, index) => resultAt(index));
  const odds = results.map((result) => result.odds);
  const pick = (indexes: readonly number[]): number[] => indexes.map((index) => odds[index] as number);
  const fullWin = results.every((result) => result.won);
  const perStake = (): number => {
    switch (shape.kind) {
      case 'single':
        return odds[0] as number;
      case 'express':
        return product(odds);
      case 'system':
        // One line (n/n): the express of every selection, multiplied in the coupon's order like the
        // express, so the two agree to the last bit before the 3-decimal rounding of a one-line coupon.
        if (shape.perLine === shape.others.length) return product(odds);
        return (product(pick(shape.bankers)) * elementarySymmetricAt(pick(shape.others), shape.perLine)) / binomial(shape.others.length, shape.perLine);
      case 'multiBet': {
        const lobbyWon = shape.lobby.every((index) => (results[index] as SelectionResult).won);
        const counted = product(pick(shape.lobby));
        const lobby = shape.lobbyCoef === null ? counted : lobbyWon ? shape.lobbyCoef : Math.min(counted, shape.lobbyCoef);
        const blocks = shape.blocks.map((members) => product(pick(members)));
        return (lobby * elementarySymmetricAt(blocks, shape.perLine)) / binomial(blocks.length, shape.perLine);
      }
      case 'allCombinations':
        return sum(elementarySymmetric(odds).slice(1)) / (2 ** count - 1);
      case 'manySingles':
        return sum(odds) / count;
    }
  };
  return { perStake: perStake(), fullWin };
}

/** Per 1 unit staked, for the selections' results (see the file header for the quotes). */
export function returnPerStake(coupon: DescribedCoupon, count: number, resultAt: ResultAt): number {
  const { perStake, fullWin } = linesReturn(coupon.shape, count, resultAt);
  if (!fullWin) {
    const capped = coupon.exactCoef === null ? perStake : Math.min(perStake, coupon.exactCoef);
    // A one-line coupon's full win pays its coefficient rounded to 3 decimals (below), which may round
    // down; a partial result is kept exact but never above its own rounded coefficient, so it can
    // never pay more than the full win (a multi-bet's lobby capped at lobbyCoef equals the full win's).
    return coupon.lines === 1 ? Math.min(capped, roundCoef(capped)) : capped;
  }
  if (coupon.exactCoef !== null) return coupon.exactCoef;
  return coupon.lines === 1 ? roundCoef(perStake) : perStake;
}

/**
 * Per 1 unit staked, when the coupon wins in full: every selection won, except for an
 * anti-express, which wins when some selection loses and then pays its coefficient.
 */
export function fullWinPerStake(coupon: DescribedCoupon, coefs: readonly number[]): number {
  if (coupon.shape.kind === 'antiExpress') return coupon.shape.quote;
  return returnPerStake(coupon, coefs.length, (index) => wonResult(coefs[index] as number));
}
