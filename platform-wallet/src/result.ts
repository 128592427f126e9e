/** What a placed coupon came to, for its badge: open while unsettled, then by its payout against the stake. */
import type { PlacedCoupon } from './schemas/coupon';

export type CouponResult = 'open' | 'won' | 'lost' | 'returned';

export function couponResult(coupon: Pick<PlacedCoupon, 'status' | 'payout' | 'amount'>): CouponResult {
  if (coupon.status === 'open' || coupon.payout === null) return 'open';
  if (coupon.payout <= 0) return 'lost';
  // Compared in minor units: both are major units with at most 2 decimals.
  const payout = Math.round(coupon.payout * 100);
  const stake = Math.round(coupon.amount * 100);
  return payout === stake ? 'returned' : payout > stake ? 'won' : 'lost';
}
