/**
 * Promo codes: a campaign code is valid while active, from `starts_at` until `ends_at` (exclusive),
 * for its currency (or any currency when it names none). A promo code has no money effect: it is
 * checked and recorded with the coupon (docs/api.md "Coupon codes and promo codes").
 *
 * Every refusal is the same 422 `invalid_promo_code` "The promo code is not valid": an unknown, a
 * not yet started, an expired and another currency's code cannot be told apart, so guessing learns
 * nothing about which codes exist (docs/security.md "Promo codes").
 */
import { CouponCodeErrorCodes } from '@kickoff/wallet-contracts';
import type { Db } from '../../db/open';
import { HttpError } from '../../http/errors';
import { createPromoCodeStore, type PromoCodeRow, type PromoCodeStore } from './store';

/** The one text of every refused promo code (the coupon slip's message says the same). */
export const INVALID_PROMO_CODE_DETAIL = 'The promo code is not valid';

export type PromoVerdict = { ok: true; promo: PromoCodeRow } | { ok: false; error: HttpError };

/** Whether `code` (upper case) may be used on a coupon in `currency` at `now`; `pointer` names the field in a refusal. */
export function checkPromoCode(store: PromoCodeStore, code: string, currency: string, now: number, pointer = '/code'): PromoVerdict {
  const promo = store.byCode(code);
  const valid =
    promo !== undefined &&
    promo.is_active === 1 &&
    (promo.starts_at === null || promo.starts_at <= now) &&
    (promo.ends_at === null || promo.ends_at > now) &&
    (promo.currency === null || promo.currency === currency);
  if (!valid) return { ok: false, error: new HttpError(422, CouponCodeErrorCodes.invalidPromoCode, INVALID_PROMO_CODE_DETAIL, { pointer }) };
  return { ok: true, promo };
}

const stores = new WeakMap<Db, PromoCodeStore>();

/** For placing: the rejection of a promo code on a coupon in `currency`, or null when it is valid. */
export function promoCodeRefusal(db: Db, code: string, currency: string, now: number): HttpError | null {
  let store = stores.get(db);
  if (!store) {
    store = createPromoCodeStore(db);
    stores.set(db, store);
  }
  const verdict = checkPromoCode(store, code, currency, now, '/promoCode');
  return verdict.ok ? null : verdict.error;
}
