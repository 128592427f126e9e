/**
 * The bookmaker's decision on a VIP bet (a stake above the maximum, placed pending with the stake held).
 * Approved: the coupon settles like any other. Declined: in one transaction the coupon is marked
 * 'declined' and settled with the stake as its payout, and the stake comes back through the ledger
 * ('bet_refund', key `vip-refund:<couponId>`). The settlement job declines a pending coupon once one of
 * its games has finished (a bet cannot be accepted after its game).
 */
import type { Db } from '../../db/open';
import type { CouponRow } from '../store/coupons';
import type { WalletStores } from '../store/index';

export type VipDecision = 'decided' | 'not_found' | 'already_decided';

/** Declines a pending VIP coupon and refunds its stake; call inside a transaction. False when it was not pending. */
export function declineVip(stores: WalletStores, couponId: number, at: number): boolean {
  const coupon = stores.coupons.byId(couponId);
  if (!coupon || coupon.status !== 'open' || !stores.coupons.decideVip(couponId, 'declined')) return false;
  if (!stores.coupons.markSettled(couponId, coupon.amount_minor, at)) throw new Error(`coupon ${couponId} was settled meanwhile`);
  stores.ledger.post([{ accountId: coupon.account_id, amountMinor: coupon.amount_minor, reason: 'bet_refund', reference: `coupon:${couponId}`, idempotencyKey: `vip-refund:${couponId}`, createdAt: at }]);
  return true;
}

/**
 * A trader's decision (the console's trading routes, and the test API). `onDecided` runs inside the
 * decision's transaction with the coupon before and after (the staff audit row); a throw undoes both.
 */
export function decideVip(
  deps: { db: Db; stores: WalletStores; now(): number },
  couponId: number,
  approve: boolean,
  onDecided?: (before: CouponRow, after: CouponRow) => void,
): VipDecision {
  return deps.db.transaction((): VipDecision => {
    const coupon = deps.stores.coupons.byId(couponId);
    if (!coupon) return 'not_found';
    if (coupon.vip_state !== 'pending' || coupon.status !== 'open') return 'already_decided';
    const done = approve ? deps.stores.coupons.decideVip(couponId, 'approved') : declineVip(deps.stores, couponId, deps.now());
    if (!done) return 'already_decided';
    const after = deps.stores.coupons.byId(couponId);
    if (!after) throw new Error(`coupon ${couponId} vanished while it was decided`);
    onDecided?.(coupon, after);
    return 'decided';
  }).immediate();
}
