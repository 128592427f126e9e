/**
 * Coupon codes and promo codes (docs/api.md "Coupon codes and promo codes"): saving the coupon's
 * selection under a short code anyone can load (guests too), loading one, and checking a promo code
 * for the signed-in player. Replies are validated with platform-wallet/src/schemas/coupon-codes.ts; errors
 * are the client's `ApiError` (`code` `not_found`, `invalid_promo_code`, `too_many_requests`,
 * `invalid_coupon` / `market_closed` with `meta.oddIds`).
 */
import { $language, api } from '@kickoff/platform';
import { CouponCodePaths, normalizeCouponCode } from './schemas/coupon-code-format';
import type { SaveCouponCodeRequest } from './schemas/coupon-code-requests';
import {
  LoadCouponCodeResponseSchema,
  PromoCodeCheckResponseSchema,
  SaveCouponCodeResponseSchema,
  type LoadedCouponCode,
  type PromoCodeCheck,
} from './schemas/coupon-codes';

export interface SavedCouponCode {
  code: string;
  /** Milliseconds since the epoch after which the code no longer loads. */
  expiresAt: number;
}

/** Saves a selection (1-30 open odds, the coupon type and system value) and returns its new code. */
export async function saveCouponCode(selection: SaveCouponCodeRequest, signal?: AbortSignal): Promise<SavedCouponCode> {
  const reply = await api.request({
    service: 'web',
    path: CouponCodePaths.save,
    method: 'POST',
    body: selection,
    cache: 'no-store',
    schema: SaveCouponCodeResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}

/**
 * The selection saved under `code` (as typed: case, spaces and dashes do not matter), each odd with
 * `available`. An unknown, expired or malformed code is a 404 `ApiError` (`code` `not_found`).
 */
export async function loadCouponCode(code: string, signal?: AbortSignal): Promise<LoadedCouponCode> {
  const normalized = normalizeCouponCode(code) ?? code.trim();
  const reply = await api.request({
    service: 'web',
    path: CouponCodePaths.load.replace(':code', encodeURIComponent(normalized)),
    cache: 'no-store',
    schema: LoadCouponCodeResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}

/**
 * Checks a promo code for the signed-in player (the account's currency: `accountId`, else the active
 * account); the campaign's title comes in the page's language. A refused code is a 422 `ApiError`
 * `invalid_promo_code` (unknown, expired and other-currency codes alike); more than 10 checks a minute
 * get 429 `too_many_requests`; a guest gets 401.
 */
export async function checkPromoCode(code: string, accountId?: number, signal?: AbortSignal): Promise<PromoCodeCheck> {
  const reply = await api.request({
    service: 'web',
    path: CouponCodePaths.promoCheck,
    method: 'POST',
    auth: true,
    query: { lng: $language.get() === 'en' ? 'en' : 'ru' },
    body: accountId === undefined ? { code } : { code, accountId },
    cache: 'no-store',
    schema: PromoCodeCheckResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}
