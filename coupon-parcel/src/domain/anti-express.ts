/**
 * Anti-express (type 6): one bet that wins when at least one selection loses, that is a bet against
 * the express of the same selections.
 *
 * Its coefficient is the bookmaker's quote (coupon state antiExpressCoef), or exactCoef when set.
 * The book quotes it from the selections' markets at fair value less its margin (./fair-price.ts,
 * GET coupon/quote); there is no price without a quote (E / (E − 1) from the odds alone reads the
 * margin-carrying 1/E as a chance and was above fair value).
 *
 * Settlement, per 1 unit staked, with A the coefficient:
 *   A × P(some selection lost) + P(every selection returned)
 * where each selection lost with its lost share (1, or ½ for statuses 5 and 6) and returned with
 * its returned share (1 for 2 and 3, ½ for 4 and 5), the same half-and-half split as everywhere
 * (a half result splits the stake into two half bets). So: any outright loss pays A; every
 * selection won pays 0; every selection returned gives the stake back. A returned selection drops
 * out and the anti-express stands on the rest at the same coefficient: it is not re-quoted,
 * because the quote's pricing model is the bookmaker's and the spec does not give it.
 */
import type { ResultAt } from './selection-result';

export function antiExpressReturn(count: number, quote: number, resultAt: ResultAt): number {
  let noneLost = 1;
  let allReturned = 1;
  for (let i = 0; i < count; i++) {
    const result = resultAt(i);
    noneLost *= 1 - result.lostShare;
    allReturned *= result.returnedShare;
  }
  return quote * (1 - noneLost) + allReturned;
}
