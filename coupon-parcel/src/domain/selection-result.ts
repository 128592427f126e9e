/**
 * A selection's result as the pricing sees it: the odds it counts at, whether it won outright, and
 * the shares of its stake that lost and that came back. Bookmaker rules (shell spec §3 bet status):
 *
 * | status | meaning                   | counts at      | lost | returned |
 * |--------|---------------------------|----------------|------|----------|
 * | 0      | lose                      | 0              | 1    | 0        |
 * | 1      | win                       | odds           | 0    | 0        |
 * | 2, 3   | return, forced return     | 1              | 0    | 1        |
 * | 4      | half win, half return     | (odds + 1) / 2 | 0    | ½        |
 * | 5      | half lose, half return    | ½              | ½    | ½        |
 * | 6      | half lose, half win       | odds / 2       | ½    | 0        |
 *
 * Status 6 (decided here, the spec gives only its name): half the stake loses and half wins at the
 * full odds, so it counts at (0 + odds) / 2, the same half-and-half split that gives the usual
 * rules for 4 and 5. Splitting the stake is what makes a half result inside an express right: the
 * express of (odds + 1) / 2 is exactly half the stake on the express with the selection won plus
 * half on the express with it returned.
 */
import { InvalidCouponError, UnsettledBetError } from './errors';
import { BetStatus, type BetStatusId } from './types';

export interface SelectionResult {
  /** What one unit staked on the selection returns. */
  readonly odds: number;
  /** Won outright (status 1): the case a quoted price is for. */
  readonly won: boolean;
  /** Share of the stake lost (the anti-express wins on it). */
  readonly lostShare: number;
  /** Share of the stake returned. */
  readonly returnedShare: number;
}

/** Yields the result of the selection at an index; settlement reads lazily, because a chain may stop early. */
export type ResultAt = (index: number) => SelectionResult;

/** Every selection won: what possibleWin prices. */
export const wonResult = (coef: number): SelectionResult => ({ odds: coef, won: true, lostShare: 0, returnedShare: 0 });

/** The result of a selection with a status; throws UnsettledBetError for -2 and -1. */
export function settledResult(coef: number, statusId: BetStatusId, index: number | null): SelectionResult {
  switch (statusId) {
    case BetStatus.notCalculated:
    case BetStatus.notStarted:
      throw new UnsettledBetError(index, statusId);
    case BetStatus.lose:
      return { odds: 0, won: false, lostShare: 1, returnedShare: 0 };
    case BetStatus.win:
      return wonResult(coef);
    case BetStatus.return:
    case BetStatus.forcedReturn:
      return { odds: 1, won: false, lostShare: 0, returnedShare: 1 };
    case BetStatus.halfWinHalfReturn:
      return { odds: (coef + 1) / 2, won: false, lostShare: 0, returnedShare: 0.5 };
    case BetStatus.halfLoseHalfReturn:
      return { odds: 0.5, won: false, lostShare: 0.5, returnedShare: 0.5 };
    case BetStatus.halfLoseHalfWin:
      return { odds: coef / 2, won: false, lostShare: 0.5, returnedShare: 0 };
    default:
      throw new InvalidCouponError(`${index === null ? 'the bet' : `bet ${index}`} has unknown status ${String(statusId)}`);
  }
}

/** The odds a settled selection counts at (see the table above). */
export function settledOdds(coef: number, statusId: BetStatusId): number {
  return settledResult(coef, statusId, null).odds;
}
