/**
 * The replies of coupon codes and promo codes (docs/api.md "Coupon codes and promo codes"); the
 * requests are in ./coupon-code-requests.ts (only the server validates them, so the browser bundle
 * leaves them out), the paths, the code format and the error codes in ./coupon-code-format.ts.
 */
import * as v from 'valibot';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

export const SaveCouponCodeResponseSchema = v.object({
  data: v.object({
    code: v.string(),
    /** Milliseconds since the epoch after which the code no longer loads. */
    expiresAt: v.number(),
  }),
});

export const LoadedCouponCodeBetSchema = v.object({
  oddId: Id,
  gameId: Id,
  blockId: v.number(),
  isBanker: v.boolean(),
  /** The odd is still in the feed and open (odd, market and game). */
  available: v.boolean(),
});

export const LoadCouponCodeResponseSchema = v.object({
  data: v.object({
    code: v.string(),
    typeId: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)),
    systemValue: v.nullable(v.number()),
    bets: v.array(LoadedCouponCodeBetSchema),
    expiresAt: v.number(),
  }),
});
export type LoadedCouponCode = v.InferOutput<typeof LoadCouponCodeResponseSchema>['data'];

export const PromoCodeCheckResponseSchema = v.object({
  data: v.object({
    code: v.string(),
    valid: v.literal(true),
    /** The campaign's name in the request's language (`lng`). */
    title: v.string(),
  }),
});
export type PromoCodeCheck = v.InferOutput<typeof PromoCodeCheckResponseSchema>['data'];
