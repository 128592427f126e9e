/**
 * What other modules may know about the coupon: the ids of the odds in it. The coupon parcel owns
 * this store: it claims the writer once (`claimCouponSelectionWriter`) and writes it when bets are
 * added or removed; odds buttons read it to show selection.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { claimOnce } from './claim';

const couponOddIds = atom<ReadonlySet<number>>(new Set());

export const $couponOddIds: ReadableAtom<ReadonlySet<number>> = couponOddIds;

/** Platform-internal (tests call it directly); the coupon parcel gets it through the claim below. */
export function setCouponOddIds(ids: Iterable<number>): void {
  couponOddIds.set(new Set(ids));
}

/** The coupon parcel's writer of `$couponOddIds`; a second claim throws `WriterAlreadyClaimedError`. */
export const claimCouponSelectionWriter: () => (ids: Iterable<number>) => void = claimOnce('The coupon selection ($couponOddIds)', setCouponOddIds);
