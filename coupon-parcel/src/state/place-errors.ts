/**
 * The wallet's placing errors as the coupon explains them (docs/api.md "Wallet": the code in
 * `errors[0].code`, its facts in `errors[0].meta`). The meta is validated; a reply that does not
 * match keeps the code and loses only the facts, never the message.
 */
import * as v from 'valibot';
import { errorText } from '@kickoff/platform';
import { CouponCodeErrorCodes, CouponErrorCodes } from '@kickoff/platform-wallet';

export type PlaceFailure =
  | { readonly code: 'odds_changed'; readonly changes: readonly { oddId: number; seen: number; current: number }[] }
  | { readonly code: 'stake_too_high'; readonly max: number | null }
  | { readonly code: 'stake_too_low'; readonly min: number | null }
  | { readonly code: 'insufficient_balance' }
  | { readonly code: 'market_closed'; readonly oddIds: readonly number[] }
  | { readonly code: 'invalid_coupon' | 'invalid_account' | 'invalid_promo_code' | 'promo_code_expired' | 'vip_bet_unavailable' | 'unauthorized' | 'forbidden' }
  /** Network loss or timeout: the same attempt can be retried safely (same idempotency key). */
  | { readonly code: 'network'; readonly text: string }
  | { readonly code: 'other'; readonly text: string };

const Num = v.number();
const MetaSchema = v.object({
  errors: v.pipe(
    v.array(
      v.object({
        code: v.optional(v.union([v.string(), v.number()])),
        meta: v.optional(
          v.object({
            changes: v.optional(v.array(v.object({ oddId: Num, seen: Num, current: Num }))),
            max: v.optional(Num),
            min: v.optional(Num),
            oddIds: v.optional(v.array(Num)),
          }),
        ),
      }),
    ),
    v.minLength(1),
  ),
});

interface ApiErrorLike {
  readonly status: number;
  readonly code: string | null;
  readonly body: unknown;
}

const isApiError = (err: unknown): err is ApiErrorLike =>
  err instanceof Error && err.name === 'ApiError' && typeof (err as Partial<ApiErrorLike>).status === 'number';

export function placeFailureOf(err: unknown): PlaceFailure {
  if (!isApiError(err)) {
    const text = errorText(err);
    // Timeouts and lost connections: the coupon may or may not be placed; retrying with the same key is safe.
    return err instanceof Error && (err.name === 'NetworkError' || err.name === 'RequestTimeoutError') ? { code: 'network', text } : { code: 'other', text };
  }
  const parsed = v.safeParse(MetaSchema, err.body);
  const meta = parsed.success ? parsed.output.errors[0]?.meta : undefined;
  switch (err.code) {
    case CouponErrorCodes.oddsChanged:
      return { code: 'odds_changed', changes: meta?.changes ?? [] };
    case CouponErrorCodes.stakeTooHigh:
      return { code: 'stake_too_high', max: meta?.max ?? null };
    case CouponErrorCodes.stakeTooLow:
      return { code: 'stake_too_low', min: meta?.min ?? null };
    case CouponErrorCodes.insufficientBalance:
      return { code: 'insufficient_balance' };
    case CouponErrorCodes.marketClosed:
      return { code: 'market_closed', oddIds: meta?.oddIds ?? [] };
    case CouponErrorCodes.invalidCoupon:
      return { code: 'invalid_coupon' };
    case CouponErrorCodes.invalidAccount:
      return { code: 'invalid_account' };
    case CouponErrorCodes.vipBetUnavailable:
      return { code: 'vip_bet_unavailable' };
    case CouponCodeErrorCodes.invalidPromoCode:
      return { code: 'invalid_promo_code' };
    case CouponCodeErrorCodes.promoCodeExpired:
      return { code: 'promo_code_expired' };
    default:
      if (err.status === 401) return { code: 'unauthorized' };
      if (err.status === 403 || err.status === 451) return { code: 'forbidden' };
      return { code: 'other', text: errorText(err) };
  }
}
