/**
 * Which coupon types a selection count offers and the type after the count changes (shell spec §3
 * coupon type ids). Its own small file: the coupon's selection, on the home page's first visit, needs
 * only this; the rest of the coupon rules load with the slip.
 */
import { CouponType, type CouponTypeId } from './types';

/** A lucky above this many selections has more lines (2ⁿ − 1 = 255) than a coupon can carry stakes for. */
export const MAX_LUCKY_SELECTIONS = 8;

/** The types a coupon of `count` selections can be placed as, in the order the switcher shows them. */
export function availableTypes(count: number): CouponTypeId[] {
  if (count <= 0) return [];
  if (count === 1) return [CouponType.single];
  const types: CouponTypeId[] = [CouponType.express];
  if (count >= 3) types.push(CouponType.system);
  types.push(CouponType.chain, CouponType.multiBet, CouponType.conditional, CouponType.antiExpress);
  if (count <= MAX_LUCKY_SELECTIONS) types.push(CouponType.lucky);
  if (count === 3) types.push(CouponType.patent);
  types.push(CouponType.manySingles);
  return types;
}

/**
 * The type after the selection count changed: one selection is always a single; a single that gains
 * a selection becomes an express (what every sportsbook does); a chosen type the new count still
 * offers is kept; otherwise the express.
 */
export function typeForCount(current: CouponTypeId, count: number): CouponTypeId {
  if (count <= 1) return CouponType.single;
  if (current === CouponType.single) return CouponType.express;
  return availableTypes(count).includes(current) ? current : CouponType.express;
}
