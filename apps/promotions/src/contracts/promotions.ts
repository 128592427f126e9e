/**
 * The promotions service's wire contract (`/web-api/promotions/...`): promotions with their rules,
 * participating games and partners (opting in is stored per player), weekly casino tournaments whose
 * leaderboards come from real casino rounds, and club points (earned by casino play and the casino's
 * bonus games) with their award levels. The promotions app imports it relatively; the reference server
 * as `@kickoff/promotions-contracts/promotions`. Texts come as paragraphs, never HTML. (The bonus games'
 * calls, made by the casino app, have their contract there: @kickoff/casino-contracts/bonus-games.)
 */
import * as v from 'valibot';

export const PROMOTIONS_API_BASE = '/web-api/promotions';
export const promotionsPath = (path: string): string => `${PROMOTIONS_API_BASE}/${path}`;
/** The same path as the browser's API client takes it (relative to the `web` service base). */
export const promotionsCallPath = (path: string): string => `promotions/${path}`;

export const PromotionPaths = {
  list: 'list',
  promotion: (slug: string) => `list/${slug}`,
  optIn: (slug: string) => `list/${slug}/opt-in`,
  tournaments: 'tournaments',
  tournament: (slug: string) => `tournaments/${slug}`,
  join: (slug: string) => `tournaments/${slug}/join`,
  points: 'points',
} as const;

export const PromotionErrorCodes = {
  notFound: 'promotion_not_found',
  badQuery: 'promotion_bad_query',
  /** The promotion or tournament has ended (or not started). */
  notRunning: 'promotion_not_running',
} as const;

const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));
export const PromotionSlugSchema = Slug;
const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(4000));
const Ms = v.pipe(v.number(), v.integer());
const Int = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PROMOTION_KINDS = ['casino', 'sport', 'bonus', 'offer'] as const;
export const PromotionKindSchema = v.picklist(PROMOTION_KINDS);
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const StatusSchema = v.picklist(['upcoming', 'active', 'ended']);

/** A game a promotion or tournament counts (enough to draw its tile and link its page). */
export const GameRefSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), name: Text, slug: Slug, live: v.boolean(), hue: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(359)) });
export type GameRef = v.InferOutput<typeof GameRefSchema>;

export const PartnerSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), name: Text, description: Text });
export type Partner = v.InferOutput<typeof PartnerSchema>;

export const PromotionSummarySchema = v.object({
  slug: Slug,
  kind: PromotionKindSchema,
  title: Text,
  summary: Text,
  hue: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(359)),
  startsAt: Ms,
  endsAt: Ms,
  status: StatusSchema,
  /** The player must opt in for the promotion to count their play. */
  optIn: v.boolean(),
  /** Whether the signed-in player has opted in (null for a guest, or when no opt-in is needed). */
  joined: v.nullable(v.boolean()),
});
export type PromotionSummary = v.InferOutput<typeof PromotionSummarySchema>;

export const PromotionSchema = v.object({
  ...PromotionSummarySchema.entries,
  rules: v.array(Text),
  games: v.array(GameRefSchema),
  partners: v.array(PartnerSchema),
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

export const PromotionListQuerySchema = v.object({ kind: v.optional(PromotionKindSchema) });
export const PromotionListSchema = v.object({ items: v.array(PromotionSummarySchema) });
export const OptInResponseSchema = v.object({ slug: Slug, joined: v.literal(true) });

// Tournaments -------------------------------------------------------------------------------------

export const PrizeSchema = v.object({ place: v.pipe(v.number(), v.integer(), v.minValue(1)), amount: v.pipe(v.number(), v.minValue(0)), currency: v.literal('RUB') });
export const LeaderSchema = v.object({
  place: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** A masked player name ("ID ••••0001"), or "You" for the signed-in player's row. */
  player: Text,
  me: v.boolean(),
  points: Int,
  rounds: Int,
  prize: v.nullable(v.pipe(v.number(), v.minValue(0))),
});
export type Leader = v.InferOutput<typeof LeaderSchema>;

export const TournamentSummarySchema = v.object({
  slug: Slug,
  title: Text,
  summary: Text,
  hue: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(359)),
  /** The current period (a weekly tournament starts again every Monday 00:00 UTC). */
  startsAt: Ms,
  endsAt: Ms,
  status: StatusSchema,
  prizePool: v.pipe(v.number(), v.minValue(0)),
  joined: v.nullable(v.boolean()),
});
export type TournamentSummary = v.InferOutput<typeof TournamentSummarySchema>;

export const TournamentSchema = v.object({
  ...TournamentSummarySchema.entries,
  rules: v.array(Text),
  games: v.array(GameRefSchema),
  prizes: v.array(PrizeSchema),
  /** The top of the leaderboard, best first. */
  leaderboard: v.array(LeaderSchema),
  /** The signed-in player's own row (also when below the shown top), or null. */
  mine: v.nullable(LeaderSchema),
});
export type Tournament = v.InferOutput<typeof TournamentSchema>;
export const TournamentListSchema = v.object({ items: v.array(TournamentSummarySchema) });
export const JoinResponseSchema = v.object({ slug: Slug, joined: v.literal(true) });
/** Rows of a leaderboard shown. */
export const LEADERBOARD_SIZE = 20;

// Club points ---------------------------------------------------------------------------------------

/** Award levels by club points (the points and betting-awards pages). */
export const AWARD_LEVELS = [
  { level: 'bronze', from: 0 },
  { level: 'silver', from: 500 },
  { level: 'gold', from: 2000 },
  { level: 'platinum', from: 10000 },
] as const;
export const AwardLevelSchema = v.picklist(['bronze', 'silver', 'gold', 'platinum']);
export type AwardLevel = v.InferOutput<typeof AwardLevelSchema>;

export const PointsResponseSchema = v.object({
  balance: Int,
  level: AwardLevelSchema,
  /** The next level and the points still missing, or null at the top. */
  next: v.nullable(v.object({ level: AwardLevelSchema, missing: Int })),
  history: v.array(v.object({ title: Text, points: v.pipe(v.number(), v.integer()), at: Ms })),
  /** RUB staked in the casino for one club point. */
  rubPerPoint: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type PointsResponse = v.InferOutput<typeof PointsResponseSchema>;
