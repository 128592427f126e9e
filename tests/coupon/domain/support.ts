/** Small builders for the coupon-maths tests. */
import type { BetStatusId, CouponSelection, SettledSelection } from '../../../coupon-parcel/src/domain/index';

/** Selections with these odds, nothing else. */
export const odds = (...coefs: number[]): CouponSelection[] => coefs.map((coef) => ({ coef }));

/** Settled selections: [odds, status] pairs. */
export const settled = (...pairs: Array<readonly [number, BetStatusId]>): SettledSelection[] => pairs.map(([coef, statusId]) => ({ coef, statusId }));
