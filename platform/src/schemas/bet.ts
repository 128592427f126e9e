/**
 * A bet in the coupon (shell spec §3 "Bet in a coupon"): what an odds button publishes with the
 * `kickoff:add-bet` event and what the coupon keeps. `id` is the odd's id, unique per outcome.
 */
import * as v from 'valibot';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

const BetMarketSchema = v.object({
  /** The odd (outcome) id. */
  id: Id,
  coef: v.pipe(v.number(), v.minValue(1.001)),
  sportId: Id,
  /** Outcome type id. */
  typeId: v.number(),
  /** Market kind (7: special, excluded from the bonus bet). */
  kind: v.number(),
  isLive: v.boolean(),
  isSpecialCoef: v.boolean(),
  sportName: v.string(),
  champName: v.string(),
  gameId: Id,
  champId: Id,
  opponent1Name: v.string(),
  opponent2Name: v.string(),
  /** Kickoff additions: the market id and the readable outcome and market names. */
  marketId: Id,
  marketName: v.string(),
  outcomeName: v.string(),
  param: v.nullable(v.number()),
});

const BetGameSchema = v.object({
  number: v.number(),
  isFinished: v.boolean(),
  isLiveInLive: v.boolean(),
  permanentId: Id,
  statusId: v.number(),
  /** Unix seconds. */
  startDateTime: v.number(),
  startDateTimeFormatted: v.string(),
  timeSec: v.nullable(v.number()),
});

export const BetSchema = v.object({
  market: BetMarketSchema,
  game: BetGameSchema,
  blockId: v.number(),
  /** Bet status: -2 not calculated (default) … 6 half lose and half win. */
  statusId: v.optional(v.number(), -2),
  additionalType: v.nullable(v.number()),
  typeId: v.number(),
  sportNameEn: v.string(),
  champNameEn: v.string(),
  calculatedDateTime: v.nullable(v.number()),
  opponent1Name: v.string(),
  opponent2Name: v.string(),
  fullScore: v.nullable(v.string()),
  scoreFormatted: v.nullable(v.string()),
  status: v.nullable(v.string()),
  isBlocked: v.boolean(),
  isDepend: v.boolean(),
  isBannedExpress: v.boolean(),
  isDisabledBanker: v.boolean(),
  expressId: v.nullable(v.number()),
  statisticId: v.nullable(v.number()),
  playersDuel: v.nullable(v.string()),
  pageType: v.string(),
});
export type Bet = v.InferOutput<typeof BetSchema>;
export type BetInput = v.InferInput<typeof BetSchema>;

/**
 * A bet is live unless its game is finished (finished flag or status 4); a running timer,
 * live-in-live, status 2 or 3, or a live market makes it live (shell spec §4).
 */
export function isBetLive(bet: Pick<Bet, 'market' | 'game'>): boolean {
  const { game, market } = bet;
  if (game.isFinished || game.statusId === 4) return false;
  return (game.timeSec !== null && game.timeSec > 0) || game.isLiveInLive || game.statusId === 2 || game.statusId === 3 || market.isLive;
}
