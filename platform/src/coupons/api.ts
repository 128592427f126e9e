/**
 * The wallet's coupon calls (docs/api.md "Wallet"): placing a coupon under an idempotency key and
 * reading the player's coupons (history, print-coupon). Replies are validated with the contract
 * schemas of platform/src/schemas/coupon.ts; errors are the client's `ApiError` (typed placing codes
 * in `code`, their facts in the JSON:API `meta` of `body`). Every call asks for the bets' names in
 * the page's language (`lng`).
 */
import { api } from '../api/shared-client';
import { $language } from '../stores/language';
import {
  CouponListResponseSchema,
  CouponPaths,
  IDEMPOTENCY_HEADER,
  PlaceCouponResponseSchema,
  type PlaceCouponRequest,
  type PlacedCoupon,
} from '../schemas/coupon';

/** Placing may take longer than a read: the server re-checks odds, limits and the balance. */
const PLACE_TIMEOUT_MS = 20_000;

/**
 * Places a coupon. The same `idempotencyKey` with the same body returns the coupon placed before
 * (a retry after a timeout or a double click never places twice); never retried automatically here.
 */
export async function placeCoupon(request: PlaceCouponRequest, idempotencyKey: string, signal?: AbortSignal): Promise<PlacedCoupon> {
  const reply = await api.request({
    service: 'web',
    path: CouponPaths.place,
    method: 'POST',
    auth: true,
    body: request,
    query: { lng: $language.get() },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeoutMs: PLACE_TIMEOUT_MS,
    cache: 'no-store',
    schema: PlaceCouponResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}

/** One of the player's coupons (404 `not_found` for another player's or an unknown id). */
export async function fetchCoupon(couponId: number, signal?: AbortSignal): Promise<PlacedCoupon> {
  const reply = await api.request({
    service: 'web',
    path: CouponPaths.one.replace(':id', String(couponId)),
    auth: true,
    query: { lng: $language.get() },
    cache: 'no-store',
    schema: PlaceCouponResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}

export interface CouponListQuery {
  page?: number;
  pageSize?: number;
}

/** The player's coupons, newest first, a page at a time. */
export async function fetchCoupons(query: CouponListQuery = {}, signal?: AbortSignal) {
  const reply = await api.request({
    service: 'web',
    path: CouponPaths.list,
    auth: true,
    cache: 'no-store',
    query: { page: query.page ?? 1, pageSize: query.pageSize ?? 20, lng: $language.get() },
    schema: CouponListResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}
