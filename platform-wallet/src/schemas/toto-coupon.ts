/**
 * Toto coupons (docs/api.md "Toto coupons"): placing one on a draw and reading the player's toto
 * coupons. A coupon picks one or more outcomes (1, X, 2) for every event of the draw; each
 * combination of one pick per event is a line, so the lines are the product of the picks per event
 * (15 single picks: 1 line; two events with two picks: 4 lines; all three everywhere: 3^15). The
 * stake is `lines × lineStake`. Prizes (`TOTO_PRIZES`) pay per line by its misses: a line with all
 * the draw's results right pays 10 000 × its stake, one miss 1 000 ×, two 100 ×, three 10 ×, four
 * 2 ×; more misses pay nothing. Money travels in major units (at most 2 decimals). The rules without
 * valibot (outcomes, prizes, error codes, line maths) are ../coupons/toto-rules.ts, so the platform's
 * first-visit bundle carries them without these schemas (../coupons/toto-api.ts loads them on use).
 */
import * as v from 'valibot';
import { TOTO_OUTCOMES } from '../toto-rules';
import { StakeSchema } from './coupon-requests';

export { TOTO_OUTCOMES, TOTO_PRIZES, TotoErrorCodes, totoLineCount, totoMissCounts, totoPrizeMultiple } from '../toto-rules';
export type { TotoOutcome } from '../toto-rules';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Toto paths under the web API base. */
export const TotoPaths = {
  place: 'toto/place',
  coupons: 'toto/coupons',
} as const;

export const TotoOutcomeSchema = v.picklist(TOTO_OUTCOMES);

/** The picks of one event: 1 to 3 different outcomes. */
export const TotoPickSchema = v.object({
  gameId: Id,
  outcomes: v.pipe(
    v.array(TotoOutcomeSchema),
    v.minLength(1),
    v.maxLength(3),
    v.check((list) => new Set(list).size === list.length, 'each outcome once per event'),
  ),
});
export type TotoPick = v.InferOutput<typeof TotoPickSchema>;

export const PlaceTotoRequestSchema = v.object({
  drawId: Id,
  accountId: Id,
  /** Stake of one line, major units. */
  lineStake: StakeSchema,
  /** The total stake the player saw: lines × lineStake (checked). */
  amount: StakeSchema,
  /** One entry per event of the draw, in any order. */
  picks: v.pipe(v.array(TotoPickSchema), v.minLength(1), v.maxLength(30)),
});
export type PlaceTotoRequest = v.InferOutput<typeof PlaceTotoRequestSchema>;

export const TotoCouponSchema = v.object({
  id: Id,
  drawId: Id,
  drawNumber: v.number(),
  accountId: Id,
  currency: v.string(),
  lineStake: v.number(),
  /** Total stake, major units. */
  amount: v.number(),
  lines: v.number(),
  /** In the draw's event order. */
  picks: v.array(TotoPickSchema),
  status: v.picklist(['open', 'settled']),
  /** The best line's right results once settled; null while open. */
  hits: v.nullable(v.number()),
  /** What the coupon paid, major units; null while open. */
  payout: v.nullable(v.number()),
  /** Milliseconds since the epoch. */
  createdAt: v.number(),
  settledAt: v.nullable(v.number()),
});
export type TotoCoupon = v.InferOutput<typeof TotoCouponSchema>;

export const PlaceTotoResponseSchema = v.object({ data: TotoCouponSchema });

export const TotoCouponListResponseSchema = v.object({
  data: v.object({ items: v.array(TotoCouponSchema), page: v.number(), pageSize: v.number(), total: v.number() }),
});

