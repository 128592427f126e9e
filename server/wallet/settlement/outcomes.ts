/**
 * The result of a bet from its game's final facts. The feed records no result per outcome: it records
 * each finished game's final score (`feed_results`) and keeps the game's state (first scorer, early
 * finish) until the game is pruned. A bet stores its market type, line and outcome type when it is
 * placed, so its result follows from the score and the market's rule (the rule the simulator prices
 * by, simulator/outlook.ts): 1 win, 0 lose, 2 return (a push on a whole line, a draw in a winner
 * market, or a fact no longer known).
 *
 * Where the final score alone cannot tell: first goal (701) uses the stored first scorer, and without
 * it only 0:0 is known (nobody wins, the others lose), any other score returns; method (704) uses the
 * stored early flag, else returns. Unknown market types return.
 */
import { BetStatus, type BetStatusId } from '@kickoff/coupon-maths';
import type { FinishedGame } from '../../feed/store/betting';
import { MarketTypeIds, OddTypeIds, exactSetsScore } from '../../feed/market-types';

export interface SettlingBet {
  marketTypeId: number;
  param: number | null;
  oddTypeId: number;
}

const { win, lose } = BetStatus;
const refund = BetStatus.return;
const winIf = (won: boolean): BetStatusId => (won ? win : lose);
/** Over a line: win above, return on it (whole lines), lose below. */
const line = (margin: number): BetStatusId => (margin > 0 ? win : margin < 0 ? lose : refund);

export function betResult(bet: SettlingBet, game: FinishedGame): BetStatusId {
  const { score1: a, score2: b } = game;
  const p = bet.param ?? 0;
  const t = bet.oddTypeId;
  switch (bet.marketTypeId) {
    case MarketTypeIds.result:
      return winIf(t === OddTypeIds.win1 ? a > b : t === OddTypeIds.draw ? a === b : a < b);
    case MarketTypeIds.winner:
      if (a === b) return refund;
      return winIf(t === OddTypeIds.win1 ? a > b : a < b);
    case MarketTypeIds.doubleChance:
      return winIf(t === OddTypeIds.dc1X ? a >= b : t === OddTypeIds.dc12 ? a !== b : a <= b);
    case MarketTypeIds.total:
      return line(t === OddTypeIds.over ? a + b - p : p - (a + b));
    case MarketTypeIds.handicap:
      return line(t === OddTypeIds.handicap1 ? a + p - b : b - (a + p));
    case MarketTypeIds.bothScore:
      return winIf((t === OddTypeIds.yes) === (a > 0 && b > 0));
    case MarketTypeIds.oddEven:
      return winIf((t === OddTypeIds.even) === ((a + b) % 2 === 0));
    case MarketTypeIds.exactSets: {
      const [s1, s2] = exactSetsScore(t);
      return winIf(a === s1 && b === s2);
    }
    case MarketTypeIds.firstGoal: {
      const first = game.firstScorer ?? (a === 0 && b === 0 ? 0 : null);
      if (first === null) return refund;
      return winIf(t === (first === 0 ? 2 : first === 1 ? 1 : 3));
    }
    case MarketTypeIds.method:
      if (game.early === null) return refund;
      return winIf((t === OddTypeIds.early) === game.early);
    default:
      return refund;
  }
}
