/**
 * Maximum amounts per block (shell spec §5): block ids sorted and unique, block 0 the lobby. The
 * first block's maximum is the maximum bet; each next block's maximum is the previous block's
 * amount times the previous block's coefficient: a block is staked from what the block before it
 * returns, so it cannot take more than that.
 *
 * Decided here:
 * - a block's coefficient is the product of its selections' odds, rounded to 3 decimals (the
 *   coefficient the block shows);
 * - "the previous block's amount" is the amount entered for it (amountByBlockId), never more than
 *   its own maximum (an entry above the limit cannot raise the next limit); a block with no entry
 *   counts at its maximum, so before the player types anything the chain shows the ceilings;
 * - maxima round down to the minor unit (a limit rounded up would allow a stake above it); an
 *   infinite maximum bet stays infinite down the chain.
 */
import { roundCoef } from './coef';
import { InvalidCouponError } from './errors';
import { floorMoney } from './money';

export interface BlockLimitsInput {
  /** The maximum bet (major unit); Infinity when there is none. */
  readonly maxBetAmount: number;
  readonly bets: readonly { readonly coef: number; readonly blockId: number }[];
  /** Coupon state amountByBlockId: the amount entered per block (major unit). */
  readonly amountByBlockId?: Readonly<Record<number, number>>;
}

export interface BlockLimit {
  readonly blockId: number;
  /** The block's coefficient, 3 decimals. */
  readonly coef: number;
  /** The most the block may be staked (major unit, rounded down). */
  readonly maxAmount: number;
}

export function blockMaxAmounts(input: BlockLimitsInput): BlockLimit[] {
  if (Number.isNaN(input.maxBetAmount) || input.maxBetAmount < 0) throw new InvalidCouponError(`the maximum bet must be at least 0, got ${input.maxBetAmount}`);
  const coefByBlock = new Map<number, number>();
  input.bets.forEach((bet, index) => {
    if (!Number.isInteger(bet.blockId) || bet.blockId < 0) throw new InvalidCouponError(`bet ${index} has block id ${bet.blockId}; a block id is a whole number, 0 for the lobby`);
    coefByBlock.set(bet.blockId, (coefByBlock.get(bet.blockId) ?? 1) * bet.coef);
  });
  const limits: BlockLimit[] = [];
  for (const blockId of [...coefByBlock.keys()].sort((a, b) => a - b)) {
    const coef = roundCoef(coefByBlock.get(blockId) as number);
    const previous = limits.at(-1);
    let maxAmount: number;
    if (previous === undefined) {
      maxAmount = floorMoney(input.maxBetAmount);
    } else {
      const entered = input.amountByBlockId?.[previous.blockId];
      const previousAmount = entered === undefined ? previous.maxAmount : Math.min(entered, previous.maxAmount);
      maxAmount = floorMoney(previousAmount * previous.coef);
    }
    limits.push({ blockId, coef, maxAmount });
  }
  return limits;
}
