/**
 * The sportsbook feed contract (shell spec §2, §3, §4, §9): sports, championships, games, markets
 * and odds for line and live, polled by version delta or ETag; results, standings, toto and lotto.
 * Paths are relative to the `web` service base (/web-api). The server validates its query strings
 * and builds its replies from these schemas; the betting app validates every reply with them.
 *
 * Languages: every call takes an optional `lng` (see FeedLangSchema): human-readable names come in
 * Russian (default) or English; `nameEn`, `sportNameEn` and `champNameEn` are English in both.
 *
 * Versions: every change to a game, market or odd takes the next value of one global counter.
 * A list reply carries the counter's value; asking again with `since=<version>` returns only the
 * games that changed after it, and within them only the markets that changed.
 */
import * as v from 'valibot';

export const FeedPaths = {
  /** GET ?section&timeFilter&video&cyber&lng → SportsResponse */
  sports: 'feed/sports',
  /** GET ?section&sportId&timeFilter&video&groupByCountry&lng → ChampsResponse */
  champs: 'feed/champs',
  /** GET ?section&sportId&champId&timeFilter&video&cyber&synthetic&top&team&ids&limit&since&lng → GamesResponse (ETag / If-None-Match) */
  games: 'feed/games',
  /** GET feed/game/{id}?since&lng → GameResponse (all markets; ETag / If-None-Match) */
  game: 'feed/game',
  /** GET ?type=live|zone&date=YYYY-MM-DD&sportId&champId&lng → ResultsResponse */
  results: 'feed/results',
  /** GET ?champId&lng → StandingsResponse (statistic pages) */
  standings: 'feed/standings',
  /** GET ?lng → TotoDrawsResponse; toto/draws/{id}?lng → TotoDrawResponse */
  totoDraws: 'toto/draws',
  /** GET ?status=upcoming|results&lng → LottoDrawsResponse; lotto/draws/{id}?lng → LottoDrawResponse */
  lottoDraws: 'lotto/draws',
} as const;

/** Polling intervals in ms (shell spec §9). */
export const FeedPollMs = {
  default: 10_000,
  line: 15_000,
  /** Live dashboard and game page: 3 to 5 s. */
  live: 3_000,
  liveGame: 3_000,
  synthetic: 2_000,
  gameSlider: 30_000,
  timelineLive: 60_000,
} as const;

/** Time filters (account spec §3): 0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended. */
export const TimeFilters = [0, 1, 2, 3, 6] as const;
export type TimeFilter = (typeof TimeFilters)[number];

const Sections = ['line', 'live'] as const;
export type Section = (typeof Sections)[number];

/** Game status: 1 not started, 2 in play, 3 break, 4 finished (shell spec §4: 2 or 3 live, 4 finished). */
const GameStatuses = [1, 2, 3, 4] as const;

/**
 * Market kinds. Kind 7 is excluded from the coupon's bonus bet (shell spec §5); here it is the
 * "special" (outright / player) market.
 */
export const MarketKinds = { result: 1, doubleChance: 2, total: 3, handicap: 4, bothScore: 5, winner: 6, special: 7 } as const;
export type MarketKind = (typeof MarketKinds)[keyof typeof MarketKinds];

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/));
/** Decimal coefficient, 3 decimals, at least 1.001. */
const Coef = v.pipe(v.number(), v.minValue(1.001));

const SportSchema = v.object({
  id: Id,
  slug: Slug,
  name: v.string(),
  /** English name (the bet carries English sport names). */
  nameEn: v.string(),
  isCyber: v.boolean(),
  /** Cyber kind for cyber disciplines: real (esports played by people) or synthetic (simulated). */
  cyberType: v.nullable(v.picklist(['real', 'synthetic'])),
  gamesCount: v.number(),
});
export type Sport = v.InferOutput<typeof SportSchema>;
export const SportsResponseSchema = v.object({ data: v.array(SportSchema) });

const ChampSchema = v.object({
  id: Id,
  sportId: Id,
  slug: Slug,
  name: v.string(),
  nameEn: v.string(),
  countryId: v.nullable(v.number()),
  countryName: v.nullable(v.string()),
  /** A championship page type (epl, laliga, ...) when the championship has its own page. */
  pageType: v.nullable(v.string()),
  gamesCount: v.number(),
});
export type Champ = v.InferOutput<typeof ChampSchema>;
export const ChampsResponseSchema = v.object({
  data: v.array(ChampSchema),
  /** With groupByCountry=1: championship ids grouped by country, in display order. */
  countries: v.optional(v.array(v.object({ countryId: v.nullable(v.number()), countryName: v.string(), champIds: v.array(Id) }))),
});

const OddSchema = v.object({
  id: Id,
  marketId: Id,
  /** Outcome type id (1 = first, 2 = draw, 3 = second, 9/10 = over/under, ...). */
  typeId: v.number(),
  name: v.string(),
  coef: Coef,
  isBlocked: v.boolean(),
  version: v.number(),
});
export type Odd = v.InferOutput<typeof OddSchema>;

const MarketSchema = v.object({
  id: Id,
  gameId: Id,
  kind: v.picklist(Object.values(MarketKinds) as MarketKind[]),
  /** Market type id (groups the same market across games). */
  typeId: v.number(),
  name: v.string(),
  /** Line of totals and handicaps (2.5, -1.5), null otherwise. */
  param: v.nullable(v.number()),
  isBlocked: v.boolean(),
  isSpecialCoef: v.boolean(),
  odds: v.array(OddSchema),
  version: v.number(),
});
export type Market = v.InferOutput<typeof MarketSchema>;

export const GameSchema = v.object({
  id: Id,
  /** Event number shown to players. */
  number: v.number(),
  /** Stays the same when a line game becomes live. */
  permanentId: Id,
  sportId: Id,
  champId: Id,
  sportName: v.string(),
  sportNameEn: v.string(),
  sportSlug: Slug,
  champName: v.string(),
  champNameEn: v.string(),
  champSlug: Slug,
  slug: Slug,
  team1: v.string(),
  team2: v.string(),
  /** Unix seconds. */
  startAt: v.number(),
  section: v.picklist(Sections),
  statusId: v.picklist(GameStatuses),
  /** Period label (1st half, 2nd set, ...), null before start. */
  period: v.nullable(v.string()),
  /** Game timer in seconds (live), null when no timer runs. */
  timeSec: v.nullable(v.number()),
  isTimerRunning: v.boolean(),
  score1: v.nullable(v.number()),
  score2: v.nullable(v.number()),
  /** Period scores, e.g. "1:0 (1:0, 0:0)". */
  scoreFormatted: v.nullable(v.string()),
  isFinished: v.boolean(),
  isLiveInLive: v.boolean(),
  hasVideo: v.boolean(),
  isSynthetic: v.boolean(),
  isTop: v.boolean(),
  isRecommended: v.boolean(),
  statisticId: v.nullable(v.number()),
  version: v.number(),
  /** Lists carry the main markets (1X2 or winner); the game call carries all of them. */
  markets: v.array(MarketSchema),
  marketsCount: v.number(),
});
export type Game = v.InferOutput<typeof GameSchema>;

/**
 * A list reply. With `since`, `full` is false, `games` holds only changed games (each with only
 * its changed markets), and `removed` the ids that left the list (finished, started, filtered out).
 * The reply's ETag is `"<version>"` (`"<version>-en"` for English replies); If-None-Match with it gives
 * 304 when nothing changed.
 */
export const GamesResponseSchema = v.object({
  version: v.number(),
  full: v.boolean(),
  games: v.array(GameSchema),
  removed: v.array(Id),
});
export type GamesResponse = v.InferOutput<typeof GamesResponseSchema>;

/** One game with all markets; with `since`, only changed markets (`full` false). 404 when unknown. */
export const GameResponseSchema = v.object({ version: v.number(), full: v.boolean(), game: GameSchema });
export type GameResponse = v.InferOutput<typeof GameResponseSchema>;

/**
 * `lng` of the feed calls: a two-letter language code (a region suffix such as `en-GB` is ignored).
 * `ru` (the default) gives Russian names, `en` English ones; any other language gets English.
 */
export const FeedLangSchema = v.pipe(v.string(), v.regex(/^[A-Za-z]{2}(?:[-_][A-Za-z0-9]{1,8})*$/, 'lng must be a two-letter language code'));

export const GamesQuerySchema = v.object({
  section: v.optional(v.picklist(Sections)),
  sportId: v.optional(Id),
  champId: v.optional(Id),
  timeFilter: v.optional(v.picklist(TimeFilters)),
  /** only with video */
  video: v.optional(v.boolean()),
  /** true: cyber disciplines only; false: real sports only; absent: both */
  cyber: v.optional(v.boolean()),
  synthetic: v.optional(v.boolean()),
  top: v.optional(v.boolean()),
  /** team name (team pages) */
  team: v.optional(v.string()),
  ids: v.optional(v.array(Id)),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  since: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** reply language (FeedLangSchema); default ru */
  lng: v.optional(FeedLangSchema),
});
export type GamesQuery = v.InferOutput<typeof GamesQuerySchema>;

/** A settled game (results pages and champs/{champId} results). */
const ResultSchema = v.object({
  gameId: Id,
  sportId: Id,
  champId: Id,
  sportName: v.string(),
  champName: v.string(),
  team1: v.string(),
  team2: v.string(),
  startAt: v.number(),
  finishedAt: v.number(),
  score1: v.number(),
  score2: v.number(),
  scoreFormatted: v.string(),
  /** live: finished live games; zone: synthetic / zone games. */
  type: v.picklist(['live', 'zone']),
});
export type Result = v.InferOutput<typeof ResultSchema>;
export const ResultsResponseSchema = v.object({ data: v.array(ResultSchema) });

export const StandingSchema = v.object({
  team: v.string(),
  played: v.number(),
  won: v.number(),
  drawn: v.number(),
  lost: v.number(),
  goalsFor: v.number(),
  goalsAgainst: v.number(),
  points: v.number(),
});
export const StandingsResponseSchema = v.object({ champId: Id, champName: v.string(), data: v.array(StandingSchema) });

/** Toto draw: 15 line events; each is settled 1, X or 2 when its game finishes. */
const TotoDrawSchema = v.object({
  id: Id,
  number: v.number(),
  status: v.picklist(['open', 'closed', 'settled']),
  closesAt: v.number(),
  pool: v.number(),
  jackpot: v.number(),
  currency: v.string(),
  /** Winning coupons of a settled draw (0: nobody won, the "nonimees" tab); absent before settlement. */
  winners: v.optional(v.number()),
  events: v.array(
    v.object({
      gameId: Id,
      team1: v.string(),
      team2: v.string(),
      startAt: v.number(),
      result: v.nullable(v.picklist(['1', 'X', '2'])),
    }),
  ),
});
export type TotoDraw = v.InferOutput<typeof TotoDrawSchema>;
export const TotoDrawsResponseSchema = v.object({ data: v.array(TotoDrawSchema) });
export const TotoDrawResponseSchema = v.object({ data: TotoDrawSchema });

/** Lotto draw: `pick` numbers of `of`; numbers are null until drawn. */
const LottoDrawSchema = v.object({
  id: Id,
  name: v.string(),
  pick: v.number(),
  of: v.number(),
  drawAt: v.number(),
  jackpot: v.number(),
  currency: v.string(),
  numbers: v.nullable(v.array(v.number())),
});
export type LottoDraw = v.InferOutput<typeof LottoDrawSchema>;
export const LottoDrawsResponseSchema = v.object({ data: v.array(LottoDrawSchema) });
export const LottoDrawResponseSchema = v.object({ data: LottoDrawSchema });

/*
 * Query schemas of the other feed calls (added by the feed service; the server validates its query
 * strings with them after turning `1`/`0` into booleans, digits into numbers and `a,b` into lists).
 */
/** feed/sports */
export const SportsQuerySchema = v.pick(GamesQuerySchema, ['section', 'timeFilter', 'video', 'cyber', 'lng']);
/** feed/champs */
export const ChampsQuerySchema = v.object({
  ...v.pick(GamesQuerySchema, ['section', 'sportId', 'timeFilter', 'video', 'cyber', 'lng']).entries,
  groupByCountry: v.optional(v.boolean()),
});
/** feed/game/{id} */
export const GameQuerySchema = v.pick(GamesQuerySchema, ['since', 'lng']);
/** feed/results: `date` is a UTC calendar day of the games' start; without it, games finished in the last 24 h. */
export const ResultsQuerySchema = v.object({
  type: v.optional(v.picklist(['live', 'zone'])),
  date: v.optional(v.pipe(v.string(), v.isoDate())),
  sportId: v.optional(Id),
  champId: v.optional(Id),
  lng: v.optional(FeedLangSchema),
});
/** feed/standings */
export const StandingsQuerySchema = v.object({ champId: Id, lng: v.optional(FeedLangSchema) });
/** lotto/draws: without `status`, upcoming draws then recent results. */
export const LottoDrawsQuerySchema = v.object({ status: v.optional(v.picklist(['upcoming', 'results'])), lng: v.optional(FeedLangSchema) });
/** toto/draws, toto/draws/{id}, lotto/draws/{id}: only the reply language. */
export const DrawQuerySchema = v.object({ lng: v.optional(FeedLangSchema) });
