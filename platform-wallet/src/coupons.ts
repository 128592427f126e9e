/**
 * The wallet's coupon calls (docs/api.md "Wallet"): placing a coupon under an idempotency key,
 * reading the player's coupons (history, print-coupon) and a currency's stake limits. Replies are
 * validated with ./schemas/coupon.ts; errors are the client's `ApiError` (typed placing codes in
 * `code`, their facts in the JSON:API `meta` of `body`). Every call asks for the bets' names in the
 * page's language (`lng`).
 */
import { $language, api } from '@kickoff/platform';
import {
  CouponLimitsResponseSchema,
  CouponListResponseSchema,
  CouponPaths,
  CouponQuoteResponseSchema,
  PlaceCouponResponseSchema,
  type CouponLimits,
  type CouponResultFilter,
  type PlacedCoupon,
} from './schemas/coupon';
import type { PlaceCouponRequest } from './schemas/coupon-requests';
import { fetchPage, placeWithKey, type PageQuery } from './calls';

const lng = (): { lng: string } => ({ lng: $language.get() });

/**
 * Places a coupon. The same `idempotencyKey` with the same body returns the coupon placed before
 * (a retry after a timeout or a double click never places twice); never retried automatically here.
 */
export async function placeCoupon(request: PlaceCouponRequest, idempotencyKey: string, signal?: AbortSignal): Promise<PlacedCoupon> {
  return (await placeWithKey(CouponPaths.place, request, idempotencyKey, PlaceCouponResponseSchema, signal, lng())).data;
}

/** One of the player's coupons (404 `not_found` for another player's or an unknown id). */
export async function fetchCoupon(couponId: number, signal?: AbortSignal): Promise<PlacedCoupon> {
  const reply = await api.request({
    service: 'web',
    path: CouponPaths.one.replace(':id', String(couponId)),
    auth: true,
    query: lng(),
    cache: 'no-store',
    schema: PlaceCouponResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}

export interface CouponListQuery extends PageQuery {
  /** Placed at or after (epoch ms). */
  from?: number;
  /** Placed before (epoch ms). */
  to?: number;
  /** The result (`all` when absent). */
  result?: CouponResultFilter;
}

/** The player's coupons, newest first, a page at a time; `total` counts those that pass the filters. */
export async function fetchCoupons(query: CouponListQuery = {}, signal?: AbortSignal) {
  const { from, to, result, ...page } = query;
  const filters = { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }), ...(result && result !== 'all' ? { result } : {}) };
  return (await fetchPage(CouponPaths.list, page, CouponListResponseSchema, signal, { ...lng(), ...filters })).data;
}

/** The stake limits of a currency (the coupon's minimum, maximum and maximum payout). */
export async function fetchCouponLimits(currency: string, signal?: AbortSignal): Promise<CouponLimits> {
  const reply = await api.request({ service: 'web', path: CouponPaths.limits, query: { currency }, schema: CouponLimitsResponseSchema, ...(signal ? { signal } : {}) });
  return reply.data;
}

/** The anti-express quote for these odds now (the price the server places the coupon at). */
export async function fetchAntiExpressQuote(oddIds: readonly number[], signal?: AbortSignal): Promise<number> {
  const reply = await api.request({ service: 'web', path: CouponPaths.quote, query: { odds: oddIds.join(',') }, cache: 'no-store', schema: CouponQuoteResponseSchema, ...(signal ? { signal } : {}) });
  return reply.data.antiExpressCoef;
}
