/**
 * The wallet's toto calls (docs/api.md "Toto coupons"): placing a toto coupon under an idempotency
 * key and reading the player's toto coupons. Replies are validated with the contract schemas of
 * platform/src/schemas/toto-coupon.ts; errors are the client's `ApiError` (`code`: draw_closed, the
 * coupon placing codes; facts in the JSON:API `meta` of `body`).
 */
import { api } from '../api/shared-client';
import { IDEMPOTENCY_HEADER } from '../schemas/coupon';
import { PlaceTotoResponseSchema, TotoCouponListResponseSchema, TotoPaths, type PlaceTotoRequest, type TotoCoupon } from '../schemas/toto-coupon';
import type { CouponListQuery } from './api';

const PLACE_TIMEOUT_MS = 20_000;

/**
 * Places a toto coupon. The same `idempotencyKey` with the same body returns the coupon placed before
 * (a retry after a network error never places twice); never retried automatically here.
 */
export async function placeTotoCoupon(request: PlaceTotoRequest, idempotencyKey: string, signal?: AbortSignal): Promise<TotoCoupon> {
  const reply = await api.request({
    service: 'web',
    path: TotoPaths.place,
    method: 'POST',
    auth: true,
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeoutMs: PLACE_TIMEOUT_MS,
    cache: 'no-store',
    schema: PlaceTotoResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}

/** The player's toto coupons, newest first, a page at a time. */
export async function fetchTotoCoupons(query: CouponListQuery = {}, signal?: AbortSignal) {
  const reply = await api.request({
    service: 'web',
    path: TotoPaths.coupons,
    auth: true,
    cache: 'no-store',
    query: { page: query.page ?? 1, pageSize: query.pageSize ?? 20 },
    schema: TotoCouponListResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}
