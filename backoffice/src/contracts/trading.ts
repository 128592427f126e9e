/**
 * The trading wire contract (issue 24, role `trader`), shared by the wallet service and the console:
 * the pending VIP bets with the book's liability on their outcomes, the trader's decision on one, and
 * the liability view per event and outcome. Money in integer minor units of the row's currency.
 */
import * as v from 'valibot';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, pageSchema } from './paging';

export const TRADING_PATHS = {
  vip: '/staff-api/trading/vip',
  approve: (couponId: number | string) => `/staff-api/trading/vip/${couponId}/approve`,
  decline: (couponId: number | string) => `/staff-api/trading/vip/${couponId}/decline`,
  liability: '/staff-api/trading/liability',
} as const;

export const TRADING_ERRORS = {
  /** The coupon is not a pending VIP bet any more (decided by another trader, or declined when its game finished). */
  alreadyDecided: 'vip_already_decided',
  notFound: 'coupon_not_found',
} as const;

export const DECLINE_REASON_MAX = 500;

const Id = v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'a positive integer'), v.transform(Number));
const Limit = v.optional(v.pipe(Id, v.minValue(1), v.maxValue(PAGE_LIMIT_MAX)), String(PAGE_LIMIT_DEFAULT));

/** `GET /staff-api/trading/vip`: newest first, paged by `before` (a coupon id). */
export const VipQuerySchema = v.strictObject({ before: v.optional(Id), limit: Limit });

/** `GET /staff-api/trading/liability`: events newest first (by game id), paged by `before` (a game id). */
export const LiabilityQuerySchema = v.strictObject({
  gameId: v.optional(Id),
  /** A part of a team's name. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'a currency code'))),
  before: v.optional(Id),
  limit: v.optional(v.pipe(Id, v.minValue(1), v.maxValue(PAGE_LIMIT_MAX)), '20'),
});

export const CouponIdParamSchema = v.object({ couponId: Id });

/** `POST …/approve`: no body (an empty object is accepted). */
export const ApproveBodySchema = v.optional(v.strictObject({}));
/** `POST …/decline`: an optional reason (kept in the staff audit). */
export const DeclineBodySchema = v.optional(
  v.strictObject({ reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(DECLINE_REASON_MAX))) }),
);

export const EventSchema = v.object({
  gameId: v.number(),
  team1: v.string(),
  team2: v.string(),
  sport: v.string(),
  champ: v.string(),
  /** ISO, or null when the bet's game was not recorded. */
  startAt: v.nullable(v.string()),
});
export type EventWire = v.InferOutput<typeof EventSchema>;

export const VipBetSchema = v.object({
  position: v.number(),
  event: EventSchema,
  oddId: v.number(),
  market: v.string(),
  outcome: v.string(),
  param: v.nullable(v.number()),
  coef: v.number(),
  /** Whether its game has a result already (the coupon is then declined by the settlement). */
  settled: v.boolean(),
  /** What the book pays net on this outcome now, over accepted open coupons. */
  liabilityMinor: v.number(),
  /** The same if this coupon is approved (its net possible win added). */
  liabilityIfApprovedMinor: v.number(),
});
export type VipBetWire = v.InferOutput<typeof VipBetSchema>;

export const VipCouponSchema = v.object({
  id: v.number(),
  createdAt: v.string(),
  player: v.object({ id: v.number(), name: v.string(), email: v.nullable(v.string()) }),
  currency: v.string(),
  typeId: v.number(),
  systemValue: v.nullable(v.number()),
  coef: v.number(),
  stakeMinor: v.number(),
  /** The coupon type's maximum stake in the currency now (site config), minor units. */
  maxStakeMinor: v.number(),
  /** How far the stake is above that maximum (0 when the maximum was raised since). */
  overMaxMinor: v.number(),
  possibleWinMinor: v.number(),
  /** The earliest start of its games: after that a decision comes too late to matter. */
  decideBy: v.nullable(v.string()),
  bets: v.array(VipBetSchema),
});
export type VipCouponWire = v.InferOutput<typeof VipCouponSchema>;

export const VipPageSchema = pageSchema(VipCouponSchema);

export const VIP_STATES = ['approved', 'declined'] as const;
export const VipDecisionReplySchema = v.object({
  data: v.object({ id: v.number(), vipState: v.picklist(VIP_STATES), status: v.picklist(['open', 'settled']) }),
});
export type VipDecisionWire = v.InferOutput<typeof VipDecisionReplySchema>['data'];

export const LiabilityOutcomeSchema = v.object({
  oddId: v.number(),
  market: v.string(),
  outcome: v.string(),
  param: v.nullable(v.number()),
  currency: v.string(),
  /** Accepted open coupons with a bet on it. */
  coupons: v.number(),
  stakesMinor: v.number(),
  /** What those coupons pay if every one of them wins. */
  payoutsMinor: v.number(),
  /** payouts − stakes: what the book loses net if this outcome comes in (with the rest of each coupon). */
  liabilityMinor: v.number(),
});
export type LiabilityOutcomeWire = v.InferOutput<typeof LiabilityOutcomeSchema>;

export const LiabilityEventSchema = v.object({
  event: EventSchema,
  /** Highest liability first. */
  outcomes: v.array(LiabilityOutcomeSchema),
});
export type LiabilityEventWire = v.InferOutput<typeof LiabilityEventSchema>;

export const LiabilityPageSchema = pageSchema(LiabilityEventSchema);
