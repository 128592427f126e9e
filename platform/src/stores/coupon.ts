/**
 * What other modules may know about the coupon: the ids of the odds in it. The coupon parcel owns
 * this store (it writes it when bets are added or removed); odds buttons read it to show selection.
 */
import { atom, computed } from 'nanostores';

export const $couponOddIds = atom<ReadonlySet<number>>(new Set());
export const $couponSize = computed($couponOddIds, (ids) => ids.size);

/** Called by the coupon parcel only. */
export function setCouponOddIds(ids: Iterable<number>): void {
  $couponOddIds.set(new Set(ids));
}

export const isOddInCoupon = (oddId: number): boolean => $couponOddIds.get().has(oddId);
