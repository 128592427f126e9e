/**
 * The VIP bet (shell spec §5): available when config allows it (showVipBet), the maximum bet is
 * finite, all bets are line bets (none live), at least one bet exists, and the type is not 9 (many
 * singles). Liveness is the platform's rule (isBetLive); the coupon passes the flag per bet.
 */
import { CouponType, type CouponTypeId } from './types';

export interface VipBetInput {
  /** Site config showVipBet. */
  readonly isAllowed: boolean;
  /** The maximum bet the server gives for the coupon; Infinity when it gives none. */
  readonly maxBetAmount: number;
  readonly typeId: CouponTypeId;
  readonly bets: readonly { readonly isLive: boolean }[];
}

export function vipBetAvailable(input: VipBetInput): boolean {
  return (
    input.isAllowed &&
    Number.isFinite(input.maxBetAmount) &&
    input.bets.length > 0 &&
    input.bets.every((bet) => !bet.isLive) &&
    input.typeId !== CouponType.manySingles
  );
}
