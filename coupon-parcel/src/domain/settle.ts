/**
 * What a settled coupon pays: the same pricing as possibleWin (pricing.ts) with each selection
 * counted by its status (selection-result.ts: return 1, half win (odds + 1) / 2, half lose ½,
 * half lose half win odds / 2, lose 0), rounded once to the minor unit.
 *
 * Every bet the coupon plays needs a result: status -2 (not calculated) or -1 (not started) throws
 * UnsettledBetError. A chain or a conditional bet that stopped never places its later bets, so
 * those may stay unsettled.
 *
 * A coupon that wins in full pays its possible win (the quotes apply: express coefficient,
 * exactCoef, lobbyCoef); any other result never pays more than that (pricing.ts caps a partial
 * result at exactCoef and a partial lobby at lobbyCoef); every selection returned gives the amount
 * back; an anti-express pays 0
 * when every selection wins.
 */
import { describeCoupon } from './coupon-shape';
import { roundMoney } from './money';
import { returnPerStake } from './pricing';
import { settledResult } from './selection-result';
import type { SettleInput } from './types';

/** The total paid (major unit, rounded to the minor unit). */
export function settle(input: SettleInput): number {
  const coupon = describeCoupon(input);
  const resultAt = (index: number) => {
    const bet = input.bets[index];
    if (bet === undefined) throw new RangeError(`no bet ${index}`);
    return settledResult(bet.coef, bet.statusId, index);
  };
  return roundMoney(input.amount * returnPerStake(coupon, input.bets.length, resultAt));
}
