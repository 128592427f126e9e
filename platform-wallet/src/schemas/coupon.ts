/**
 * Placing a coupon and reading placed coupons (shell spec §3 "Coupon to place", "Bet in a coupon",
 * coupon type ids, bet status; account spec §3 coefficient-change policies). The server is the
 * reference: docs/api.md "Wallet" documents the calls, the answers and the error codes.
 * Money travels in major units (at most 2 decimals); coefficients are decimal. The requests (placing,
 * the list query, the Idempotency-Key) are in ./coupon-requests.ts, which only the server runs.
 */
import * as v from 'valibot';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Coupon paths under the web API base. */
export const CouponPaths = {
  place: 'coupon/place',
  list: 'coupon/list',
  /** `coupon/:id` */
  one: 'coupon/:id',
  /** The stake limits of a currency (public). */
  limits: 'coupon/limits',
  /** The book's quote of a derived price for these odds (public): the anti-express. */
  quote: 'coupon/quote',
} as const;

/** Coefficient-change policies (account spec §3): 0 approve every change, 1 accept any change, 2 accept only a rise. */
export const ChangeCoefActions = { approve: 0, anyChange: 1, rise: 2 } as const;

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
const VipStateSchema = v.picklist(['pending', 'approved', 'declined']);

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
  /** The promo code the coupon was placed with (upper case); null: none. */
  promoCode: v.optional(v.nullable(v.string())),
  /**
   * A VIP bet (a stake above the maximum): 'pending' while the bookmaker decides (the stake is held),
   * 'approved' (settles as usual) or 'declined' (settled, the stake returned); null: an ordinary coupon.
   */
  vipState: v.optional(v.nullable(VipStateSchema)),
  bets: v.array(PlacedBetSchema),
});
export type PlacedCoupon = v.InferOutput<typeof PlacedCouponSchema>;

export const PlaceCouponResponseSchema = v.object({ data: PlacedCouponSchema });

/**
 * `lng` of the coupon calls, as for the feed: a two-letter language code (a region suffix such as
 * `en-GB` is ignored); `ru` (the default) gives Russian names, any other language English ones.
 */
export const CouponLangSchema = v.pipe(v.string(), v.regex(/^[A-Za-z]{2}(?:[-_][A-Za-z0-9]{1,8})*$/, 'lng must be a two-letter language code'));

/** `coupon/:id`: the reply language of the bets' names. */
export const CouponQuerySchema = v.object({
  lng: v.optional(CouponLangSchema),
});

/** The results `coupon/list` filters by (`result`); the office history offers them. */
export const COUPON_RESULT_FILTERS = ['all', 'open', 'won', 'lost', 'returned'] as const;
export type CouponResultFilter = (typeof COUPON_RESULT_FILTERS)[number];

export const CouponListResponseSchema = v.object({
  data: v.object({ items: v.array(PlacedCouponSchema), page: v.number(), pageSize: v.number(), total: v.number() }),
});

export const CouponLimitsQuerySchema = v.object({ currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currency is an ISO 4217 code')) });

const Limit = v.pipe(v.number(), v.minValue(0));

/**
 * The stake limits of a currency (major units): a single's minimum and maximum (minStake, maxStake),
 * every coupon type's (byType, keyed by type id; placing enforces them), the maximum payout of every
 * coupon, and the coupon types the coupon shows the minimum and the maximum for (site config, shell spec §5).
 */
export const CouponLimitsSchema = v.object({
  currency: v.string(),
  minStake: Limit,
  maxStake: Limit,
  maxPayout: Limit,
  byType: v.optional(v.record(v.pipe(v.string(), v.regex(/^\d$/)), v.object({ min: Limit, max: Limit }))),
  minAmountTypes: v.array(v.number()),
  maxAmountTypes: v.array(v.number()),
});
export type CouponLimits = v.InferOutput<typeof CouponLimitsSchema>;
export const CouponLimitsResponseSchema = v.object({ data: CouponLimitsSchema });

/** `coupon/quote?odds=1,2,3`: the odd ids of the coupon, 2 to 30, comma-separated. */
export const CouponQuoteQuerySchema = v.object({
  odds: v.pipe(
    v.string(),
    v.regex(/^\d{1,12}(,\d{1,12}){1,29}$/, 'odds is 2 to 30 odd ids, comma-separated'),
    v.transform((text) => text.split(',').map(Number)),
  ),
});

/**
 * The anti-express quote the server places at for these odds now (docs/api.md "Derived prices"):
 * their fair value from their markets, less the house margin, 3 decimals rounded down.
 */
export const CouponQuoteResponseSchema = v.object({ data: v.object({ antiExpressCoef: v.pipe(v.number(), v.minValue(1.001)) }) });

export { CouponErrorCodes } from './coupon-errors';
