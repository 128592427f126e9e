/**
 * The wallet's placing errors as the coupon explains them (docs/api.md "Wallet": the code in
 * `errors[0].code`, its facts in `errors[0].meta`). The meta is validated; a reply that does not
 * match keeps the code and loses only the facts, never the message.
 */
import * as v from 'valibot';
import { errorText } from '@kickoff/platform';
import { apiFailure, CouponCodeErrorCodes, CouponErrorCodes, isNetworkFailure, KycErrorCodes } from '@kickoff/platform-wallet';

export type PlaceFailure =
  | { readonly code: 'odds_changed'; readonly changes: readonly { oddId: number; seen: number; current: number }[] }
  | { readonly code: 'stake_too_high'; readonly max: number | null }
  /** An outcome would pass the book's liability cap; max: the largest stake it still takes now. */
  | { readonly code: 'liability_exceeded'; readonly max: number | null }
  | { readonly code: 'stake_too_low'; readonly min: number | null }
  | { readonly code: 'insufficient_balance' }
  /** The player must pass identification before betting (a link to the identification page). */
  | { readonly code: 'identification_required' }
  | { readonly code: 'market_closed'; readonly oddIds: readonly number[] }
  | {
      readonly code:
        | 'invalid_coupon'
        | 'invalid_account'
        | 'invalid_promo_code'
        | 'promo_code_expired'
        | 'vip_bet_unavailable'
        | 'dependent_bets'
        | 'anti_express_unavailable'
        | 'unauthorized'
        | 'forbidden';
    }
  /** Network loss or timeout: the same attempt can be retried safely (same idempotency key). */
  | { readonly code: 'network'; readonly text: string }
  | { readonly code: 'other'; readonly text: string };

const Num = v.number();
/** The facts of a refusal (docs/api.md "Wallet"); validated, so a malformed reply loses only the facts. */
const MetaSchema = v.object({
  changes: v.optional(v.array(v.object({ oddId: Num, seen: Num, current: Num }))),
  max: v.optional(Num),
  min: v.optional(Num),
  oddIds: v.optional(v.array(Num)),
});

export function placeFailureOf(err: unknown): PlaceFailure {
  const failure = apiFailure(err);
  if (failure.status === null) {
    const text = errorText(err);
    // Timeouts and lost connections: the coupon may or may not be placed; retrying with the same key is safe.
    return isNetworkFailure(err) ? { code: 'network', text } : { code: 'other', text };
  }
  const parsed = v.safeParse(MetaSchema, failure.meta);
  const meta = parsed.success ? parsed.output : undefined;
  switch (failure.code) {
    case CouponErrorCodes.oddsChanged:
      return { code: 'odds_changed', changes: meta?.changes ?? [] };
    case CouponErrorCodes.stakeTooHigh:
      return { code: 'stake_too_high', max: meta?.max ?? null };
    case CouponErrorCodes.liabilityExceeded:
      return { code: 'liability_exceeded', max: meta?.max ?? null };
    case CouponErrorCodes.stakeTooLow:
      return { code: 'stake_too_low', min: meta?.min ?? null };
    case CouponErrorCodes.insufficientBalance:
      return { code: 'insufficient_balance' };
    case KycErrorCodes.identificationRequired:
      return { code: 'identification_required' };
    case CouponErrorCodes.marketClosed:
      return { code: 'market_closed', oddIds: meta?.oddIds ?? [] };
    case CouponErrorCodes.invalidCoupon:
      return { code: 'invalid_coupon' };
    case CouponErrorCodes.invalidAccount:
      return { code: 'invalid_account' };
    case CouponErrorCodes.vipBetUnavailable:
      return { code: 'vip_bet_unavailable' };
    case CouponErrorCodes.dependentBets:
      return { code: 'dependent_bets' };
    case CouponErrorCodes.antiExpressUnavailable:
      return { code: 'anti_express_unavailable' };
    case CouponCodeErrorCodes.invalidPromoCode:
      return { code: 'invalid_promo_code' };
    case CouponCodeErrorCodes.promoCodeExpired:
      return { code: 'promo_code_expired' };
    default:
      if (failure.status === 401) return { code: 'unauthorized' };
      if (failure.status === 403 || failure.status === 451) return { code: 'forbidden' };
      return { code: 'other', text: errorText(err) };
  }
}
