/** A stored coupon as the wire shows it (PlacedCouponSchema): money in major units. */
import type { PlacedCoupon } from '@kickoff/wallet-contracts';
import { toMajor } from '../money';
import type { CouponBetRow, CouponRow } from './store/coupons';

export function couponView(row: CouponRow, bets: readonly CouponBetRow[]): PlacedCoupon {
  const major = (minor: number): number => toMajor(minor, row.minor_units);
  return {
    id: row.id,
    accountId: row.account_id,
    typeId: row.type_id,
    systemValue: row.system_value,
    amount: major(row.amount_minor),
    coef: row.coef,
    possibleWin: major(row.possible_win_minor),
    status: row.status,
    payout: row.payout_minor === null ? null : major(row.payout_minor),
    currency: row.currency,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    promoCode: row.promo_code,
    bets: bets.map((bet) => ({
      oddId: bet.odd_id,
      gameId: bet.game_id,
      marketId: bet.market_id,
      coef: bet.coef,
      statusId: bet.status_id,
      isBanker: bet.is_banker !== 0,
      blockId: bet.block_id,
    })),
  };
}
