/**
 * The wallet's toto calls (docs/api.md "Toto coupons"): placing a toto coupon under an idempotency
 * key and reading the player's toto coupons. Replies are validated with the contract schemas of
 * platform/src/schemas/toto-coupon.ts; errors are the client's `ApiError` (`code`: draw_closed, the
 * coupon placing codes; facts in the JSON:API `meta` of `body`).
 */
import { PlaceTotoResponseSchema, TotoCouponListResponseSchema, TotoPaths, type PlaceTotoRequest, type TotoCoupon } from './schemas/toto-coupon';
import { fetchPage, placeWithKey, type PageQuery } from './calls';

/**
 * Places a toto coupon. The same `idempotencyKey` with the same body returns the coupon placed before
 * (a retry after a network error never places twice); never retried automatically here.
 */
export const placeTotoCoupon = async (request: PlaceTotoRequest, idempotencyKey: string, signal?: AbortSignal): Promise<TotoCoupon> =>
  (await placeWithKey(TotoPaths.place, request, idempotencyKey, PlaceTotoResponseSchema, signal)).data;

/** The player's toto coupons, newest first, a page at a time. */
export const fetchTotoCoupons = async (query: PageQuery = {}, signal?: AbortSignal) => (await fetchPage(TotoPaths.coupons, query, TotoCouponListResponseSchema, signal)).data;
