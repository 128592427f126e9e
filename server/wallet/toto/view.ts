/** A stored toto coupon as the wire shows it (TotoCouponSchema): money in major units. */
import type { TotoCoupon } from '@kickoff/wallet-contracts';
import { toMajor } from '../../money';
import { picksOf, type TotoCouponRow } from './store';

export function totoCouponView(row: TotoCouponRow): TotoCoupon {
  const major = (minor: number): number => toMajor(minor, row.minor_units);
  return {
    id: row.id,
    drawId: row.draw_id,
    drawNumber: row.draw_number,
    accountId: row.account_id,
    currency: row.currency,
    lineStake: major(row.line_stake_minor),
    amount: major(row.amount_minor),
    lines: row.lines,
    picks: picksOf(row),
    status: row.status,
    hits: row.hits,
    payout: row.payout_minor === null ? null : major(row.payout_minor),
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}
