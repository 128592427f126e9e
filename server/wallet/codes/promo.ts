/**
 * Promo codes: a campaign code is valid while active, from `starts_at` until `ends_at` (exclusive),
 * for its currency (or any currency when it names none). A promo code has no money effect: it is
 * checked and recorded with the coupon (docs/api.md "Coupon codes and promo codes").
 */
import { CouponCodeErrorCodes } from '@kickoff/wallet-contracts';
import type { Db } from '../../db/open';
import { HttpError } from '../../http/errors';
import { createPromoCodeStore, type PromoCodeRow, type PromoCodeStore } from './store';

export type PromoVerdict = { ok: true; promo: PromoCodeRow } | { ok: false; error: HttpError };

/** Whether `code` (upper case) may be used on a coupon in `currency` at `now`; `pointer` names the field in a refusal. */
export function checkPromoCode(store: PromoCodeStore, code: string, currency: string, now: number, pointer = '/code'): PromoVerdict {
  const refuse = (errorCode: string, detail: string, meta?: Record<string, string>): PromoVerdict => ({
    ok: false,
    error: new HttpError(422, errorCode, detail, { pointer }, meta),
  });
  const promo = store.byCode(code);
  if (!promo || promo.is_active !== 1 || (promo.starts_at !== null && promo.starts_at > now)) {
    return refuse(CouponCodeErrorCodes.invalidPromoCode, 'There is no such promo code');
  }
  if (promo.ends_at !== null && promo.ends_at <= now) return refuse(CouponCodeErrorCodes.promoCodeExpired, 'This promo code has expired');
  if (promo.currency !== null && promo.currency !== currency) {
    return refuse(CouponCodeErrorCodes.invalidPromoCode, `This promo code is for ${promo.currency} accounts only`, { currency: promo.currency });
  }
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
