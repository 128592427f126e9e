/**
 * Placing a coupon and reading placed coupons (shell spec §3 "Coupon to place", "Bet in a coupon",
 * coupon type ids, bet status; account spec §3 coefficient-change policies). The server is the
 * reference: docs/api.md "Wallet" documents the calls, the answers and the error codes.
 * Money travels in major units (at most 2 decimals); coefficients are decimal.
 */
import * as v from 'valibot';
import { FeedLangSchema } from './feed';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Coef = v.pipe(v.number(), v.minValue(1.001), v.maxValue(100_000));

/** Coupon paths under the web API base. */
export const CouponPaths = {
  place: 'coupon/place',
  list: 'coupon/list',
  /** `coupon/:id` */
  one: 'coupon/:id',
} as const;

/** The header that makes placing idempotent (required; 8–64 characters of [A-Za-z0-9_.:-]). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{8,64}$/, 'Idempotency-Key must be 8-64 characters of A-Z a-z 0-9 _ . : -'));

/** Coefficient-change policies (account spec §3): 0 approve every change, 1 accept any change, 2 accept only a rise. */
export const ChangeCoefActions = { approve: 0, anyChange: 1, rise: 2 } as const;

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
 * "Coupon to place": the fields the server uses. The others (id, coef, coefByView, coefViewId,
 * amountByBlockId, userId, refId, prepaidAmount, hyper-bonus fields, …) may come along and are dropped.
 */
export const PlaceCouponRequestSchema = v.object({
  accountId: Id,
  amount: StakeSchema,
  bets: v.pipe(v.array(PlaceBetSchema), v.minLength(1), v.maxLength(30)),
  typeId: v.picklist([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
  systemValue: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30))), null),
  changeCoefAction: v.optional(v.picklist([0, 1, 2]), 2),
  /** The coupon coefficient the player saw when set (> 0); 0 or null means not set. */
  exactCoef: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000))), 0),
});
export type PlaceCouponRequest = v.InferOutput<typeof PlaceCouponRequestSchema>;

export const PlacedBetSchema = v.object({
  oddId: Id,
  gameId: Id,
  marketId: Id,
  /** The coefficient the bet was accepted at (the server's current one). */
  coef: v.number(),
  /** Bet status: -2 not calculated … 6 half lose and half win (shell spec §3). */
  statusId: v.number(),
  isBanker: v.boolean(),
  blockId: v.number(),
  /**
   * What the bet is on, recorded by the server from its feed when the coupon was placed (never from
   * the request). Names come in the reply language (`lng`, as for the feed). Bets placed before these
   * were recorded, whose game the feed no longer kept, have '' names and null permanentId / startAt.
   */
  permanentId: v.nullable(Id),
  team1: v.string(),
  team2: v.string(),
  sportName: v.string(),
  champName: v.string(),
  marketName: v.string(),
  outcomeName: v.string(),
  /** The market's line (total, handicap), null for markets without one. */
  param: v.nullable(v.number()),
  /** Game start, unix seconds. */
  startAt: v.nullable(v.number()),
  /** The game was live when the bet was placed. */
  isLive: v.boolean(),
});
export type PlacedBet = v.InferOutput<typeof PlacedBetSchema>;

export const CouponStatusSchema = v.picklist(['open', 'settled']);

export const PlacedCouponSchema = v.object({
  id: Id,
  accountId: Id,
  typeId: v.number(),
  systemValue: v.nullable(v.number()),
  /** Stake, major units. */
  amount: v.number(),
  /** Coupon coefficient at the accepted odds (3 decimals). */
  coef: v.number(),
  possibleWin: v.number(),
  status: CouponStatusSchema,
  /** What the coupon paid, major units; null while open. */
  payout: v.nullable(v.number()),
  currency: v.string(),
  /** Milliseconds since the epoch. */
  createdAt: v.number(),
  settledAt: v.nullable(v.number()),
  bets: v.array(PlacedBetSchema),
});
export type PlacedCoupon = v.InferOutput<typeof PlacedCouponSchema>;

export const PlaceCouponResponseSchema = v.object({ data: PlacedCouponSchema });

/** `coupon/:id`: the reply language of the bets' names (FeedLangSchema; default ru, other than ru/en → en). */
export const CouponQuerySchema = v.object({
  lng: v.optional(FeedLangSchema),
});

export const CouponListQuerySchema = v.object({
  lng: v.optional(FeedLangSchema),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)), '1'),
  pageSize: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '20'),
});

export const CouponListResponseSchema = v.object({
  data: v.object({ items: v.array(PlacedCouponSchema), page: v.number(), pageSize: v.number(), total: v.number() }),
});

/** Error codes of placing (JSON:API `errors[0].code`; `meta` carries the facts named in docs/api.md). */
export const CouponErrorCodes = {
  oddsChanged: 'odds_changed',
  stakeTooHigh: 'stake_too_high',
  stakeTooLow: 'stake_too_low',
  insufficientBalance: 'insufficient_balance',
  marketClosed: 'market_closed',
  invalidCoupon: 'invalid_coupon',
  invalidAccount: 'invalid_account',
  idempotencyKeyRequired: 'idempotency_key_required',
  idempotencyKeyReused: 'idempotency_key_reused',
} as const;
