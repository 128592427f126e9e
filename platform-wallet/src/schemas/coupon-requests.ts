/**
 * The requests of placing and listing coupons, validated by the server (docs/api.md "Wallet"; shell spec
 * §3 "Coupon to place"). A file of its own: the browser sends these shapes (their types) but never runs
 * the schemas, and a schema defined in a file the platform bundles stays in the home page's first visit
 * even when unused. The replies are in ./coupon.ts.
 */
import * as v from 'valibot';
import { PromoCodeSchema } from './coupon-code-requests';
import { COUPON_RESULT_FILTERS, CouponLangSchema } from './coupon';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Coef = v.pipe(v.number(), v.minValue(1.001), v.maxValue(100_000));

/** The Idempotency-Key header of every money write (IDEMPOTENCY_HEADER in ./idempotency.ts). */
export const IdempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{8,64}$/, 'Idempotency-Key must be 8-64 characters of A-Z a-z 0-9 _ . : -'));

/** Major units, positive, at most 2 decimals. */
export const StakeSchema = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(0.01),
  v.maxValue(1_000_000_000),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'amount has at most 2 decimals'),
);

/** A bet as the coupon sends it: the whole "Bet in a coupon" may come along; the server reads these fields. */
export const PlaceBetSchema = v.object({
  market: v.object({
    /** The odd (outcome) id. */
    id: Id,
    /** The coefficient the player saw. */
    coef: Coef,
    gameId: Id,
  }),
  blockId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  isBanker: v.optional(v.boolean(), false),
});

/**
 * "Coupon to place" amountByBlockId: the amount the player puts on each block of a multi-bet (block id →
 * major units). Optional: the slip stakes a multi-bet with one amount; a request that carries block
 * amounts has each checked against its chained maximum (docs/api.md "Stake limits").
 */
export const AmountByBlockIdSchema = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^(?:0|[1-9]\d?)$/, 'a block id is a whole number 0-99')), StakeSchema),
  v.check((amounts) => Object.keys(amounts).length <= 30, 'at most 30 blocks'),
);

/**
 * "Coupon to place": the fields the server uses. The others (id, coef, coefByView, coefViewId,
 * userId, refId, prepaidAmount, hyper-bonus fields, …) may come along and are dropped.
 */
export const PlaceCouponRequestSchema = v.object({
  accountId: Id,
  amount: StakeSchema,
  bets: v.pipe(v.array(PlaceBetSchema), v.minLength(1), v.maxLength(30)),
  typeId: v.picklist([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
  systemValue: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30))), null),
  /** A multi-bet's block amounts (AmountByBlockIdSchema); other types ignore it. Absent or null: none. */
  amountByBlockId: v.optional(v.nullable(AmountByBlockIdSchema)),
  changeCoefAction: v.optional(v.picklist([0, 1, 2]), 2),
  /** The coupon coefficient the player saw when set (> 0); 0 or null means not set. */
  exactCoef: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000))), 0),
  /**
   * A promo code (docs/api.md "Coupon codes and promo codes"), trimmed and upper-cased: re-checked and
   * recorded with the coupon; null or absent: none.
   */
  promoCode: v.optional(v.nullable(PromoCodeSchema)),
  /**
   * The VIP bet (shell spec §5): the player asks the bookmaker to accept a stake above the maximum.
   * Re-checked by the server (vip_bet_unavailable); a stake within the maximum places an ordinary coupon.
   * Absent: false.
   */
  isVipBet: v.optional(v.boolean()),
  /**
   * The player removed the express bonus from the coupon by hand (coupon state manuallyDeletedBonusBet,
   * shell spec §4): the coupon is priced without it. Absent: false.
   */
  isBonusBetDeleted: v.optional(v.boolean()),
});
export type PlaceCouponRequest = v.InferOutput<typeof PlaceCouponRequestSchema>;

/** Epoch milliseconds in the query (digits only). */
const EpochMs = v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'a time is epoch milliseconds'), v.transform(Number));

/**
 * `coupon/list`: a page of the player's coupons, newest first, optionally placed in [from, to) (epoch
 * ms) and with a result (COUPON_RESULT_FILTERS; `all` by default). Without the filters: every coupon.
 */
export const CouponListQuerySchema = v.pipe(
  v.object({
    lng: v.optional(CouponLangSchema),
    page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)), '1'),
    pageSize: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '20'),
    from: v.optional(EpochMs),
    to: v.optional(EpochMs),
    result: v.optional(v.picklist(COUPON_RESULT_FILTERS), 'all'),
  }),
  v.check((q) => q.from === undefined || q.to === undefined || q.from < q.to, 'from must be before to'),
);

