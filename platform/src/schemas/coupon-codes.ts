/**
 * Coupon codes and promo codes (shell spec §3 coupon state: isCouponLoadedFromCode,
 * loadCouponInputValue, promoCode, manualPromoCode, promoCodes). The server is the reference:
 * docs/api.md "Coupon codes and promo codes" documents the calls, the choices and the error codes.
 *
 * A coupon code names a saved selection (odds, coupon type, system value), not a placed coupon:
 * anyone may save one and anyone who has the code may load it, for 7 days. It is 8 characters of an
 * alphabet without look-alikes (no 0/O, 1/I/L), read case-insensitively.
 */
import * as v from 'valibot';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Coupon-code and promo-code paths under the web API base. */
export const CouponCodePaths = {
  save: 'coupon/code',
  /** `coupon/code/:code` */
  load: 'coupon/code/:code',
  promoCheck: 'coupon/promo-code/check',
} as const;

/** The characters of a coupon code: digits 2-9 and letters without I, L and O. */
export const COUPON_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const COUPON_CODE_LENGTH = 8;
/** How long a saved coupon code can be loaded. */
export const COUPON_CODE_TTL_MS = 7 * 24 * 3600 * 1000;

const COUPON_CODE = new RegExp(`^[${COUPON_CODE_ALPHABET}]{${COUPON_CODE_LENGTH}}$`);

/** The code as typed: spaces and dashes dropped, upper-cased; null when it cannot be a code. */
export function normalizeCouponCode(raw: string): string | null {
  const code = raw.replace(/[\s-]+/g, '').toUpperCase();
  return COUPON_CODE.test(code) ? code : null;
}

export const CouponCodeSchema = v.pipe(v.string(), v.regex(COUPON_CODE, `a coupon code is ${COUPON_CODE_LENGTH} characters of ${COUPON_CODE_ALPHABET}`));

/** A bet of a saved selection. */
export const CouponCodeBetSchema = v.object({
  oddId: Id,
  gameId: Id,
  blockId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30)), 0),
  isBanker: v.optional(v.boolean(), false),
});

export const SaveCouponCodeRequestSchema = v.object({
  bets: v.pipe(v.array(CouponCodeBetSchema), v.minLength(1), v.maxLength(30)),
  typeId: v.picklist([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
  systemValue: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30))), null),
});
export type SaveCouponCodeRequest = v.InferInput<typeof SaveCouponCodeRequestSchema>;

export const SaveCouponCodeResponseSchema = v.object({
  data: v.object({
    code: CouponCodeSchema,
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
    code: CouponCodeSchema,
    typeId: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)),
    systemValue: v.nullable(v.number()),
    bets: v.array(LoadedCouponCodeBetSchema),
    expiresAt: v.number(),
  }),
});
export type LoadedCouponCode = v.InferOutput<typeof LoadCouponCodeResponseSchema>['data'];

/** A promo code as typed: trimmed and upper-cased, 3-20 of A-Z 0-9 and dashes. */
export const PromoCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9-]{3,20}$/, 'a promo code is 3-20 letters, digits or dashes'),
);

export const PromoCodeCheckRequestSchema = v.object({
  code: PromoCodeSchema,
  /** The account the coupon is placed from (per-currency codes); default: the player's active account. */
  accountId: v.optional(Id),
});

export const PromoCodeCheckResponseSchema = v.object({
  data: v.object({
    code: v.string(),
    valid: v.literal(true),
    /** The campaign's name in the request's language (`lng`). */
    title: v.string(),
  }),
});
export type PromoCodeCheck = v.InferOutput<typeof PromoCodeCheckResponseSchema>['data'];

/** Error codes of coupon codes and promo codes (JSON:API `errors[0].code`). */
export const CouponCodeErrorCodes = {
  notFound: 'not_found',
  invalidPromoCode: 'invalid_promo_code',
  promoCodeExpired: 'promo_code_expired',
} as const;
