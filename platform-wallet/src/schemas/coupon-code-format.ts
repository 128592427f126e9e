/**
 * Coupon codes and promo codes without valibot (shell spec §3 coupon state: isCouponLoadedFromCode,
 * loadCouponInputValue, promoCode, manualPromoCode, promoCodes): paths, the code format, error codes.
 * The wire schemas are in ./coupon-codes.ts, which the platform loads on use (the home page's first
 * visit does not carry them). docs/api.md "Coupon codes and promo codes" documents the choices.
 *
 * A coupon code names a saved selection (odds, coupon type, system value), not a placed coupon:
 * anyone may save one and anyone who has the code may load it, for 7 days. It is 8 characters of an
 * alphabet without look-alikes (no 0/O, 1/I/L), read case-insensitively.
 */

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

/** COUPON_CODE_LENGTH characters of COUPON_CODE_ALPHABET (tests/server/wallet/coupon-codes.test.ts checks they agree). */
export const COUPON_CODE = /^[2-9A-HJKMNP-Z]{8}$/;

/** The code as typed: spaces and dashes dropped, upper-cased; null when it cannot be a code. */
export function normalizeCouponCode(raw: string): string | null {
  const code = raw.replace(/[\s-]+/g, '').toUpperCase();
  return COUPON_CODE.test(code) ? code : null;
}

/** A promo code after trimming and upper-casing: 3-20 of A-Z, 0-9 and dashes. */
export const PROMO_CODE = /^[A-Z0-9-]{3,20}$/;

/** The promo code as typed: trimmed and upper-cased; null when it cannot be a promo code. */
export function normalizePromoCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return PROMO_CODE.test(code) ? code : null;
}

/** Error codes of coupon codes and promo codes (JSON:API `errors[0].code`). */
export const CouponCodeErrorCodes = {
  notFound: 'not_found',
  /** 422: the promo code is unknown, not started, expired or for another currency (one answer for all). */
  invalidPromoCode: 'invalid_promo_code',
  /** No longer sent: an expired code is `invalid_promo_code` like any other refused code. */
  promoCodeExpired: 'promo_code_expired',
} as const;
