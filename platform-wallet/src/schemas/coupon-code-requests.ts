/**
 * The requests of coupon codes and promo codes, validated by the server (docs/api.md "Coupon codes and
 * promo codes"). A file of its own: the browser sends these shapes (their types) but never runs the
 * schemas, so they stay out of the platform bundle.
 */
import * as v from 'valibot';
import { PROMO_CODE } from './coupon-code-format';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A promo code as typed: trimmed and upper-cased, 3-20 of A-Z 0-9 and dashes. */
export const PromoCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(PROMO_CODE, 'a promo code is 3-20 letters, digits or dashes'));

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

export const PromoCodeCheckRequestSchema = v.object({
  code: PromoCodeSchema,
  /** The account the coupon is placed from (per-currency codes); default: the player's active account. */
  accountId: v.optional(Id),
});

