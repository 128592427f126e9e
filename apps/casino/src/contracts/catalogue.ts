/**
 * The casino catalogue's wire contract (`/web-api/casino/...`): the sections every casino route
 * shows, games, providers, the lobby's rails, search, favourites and recently played. The casino app
 * imports it relatively; the reference server as `@kickoff/casino-contracts/catalogue`. Game names are
 * brand names, the same in every language; descriptions and section titles come in the page's language.
 */
import * as v from 'valibot';

/** Base of every casino call: `/web-api/casino/...`. */
export const CASINO_API_BASE = '/web-api/casino';
/** A casino path as the server registers it. */
export const casinoPath = (path: string): string => `${CASINO_API_BASE}/${path}`;
/** The same path as the browser's API client takes it (relative to the `web` service base `/web-api`). */
export const casinoCallPath = (path: string): string => `casino/${path}`;

export const CasinoPaths = {
  sections: 'sections',
  lobby: 'lobby',
  games: 'games',
  game: (id: number | string) => `games/${id}`,
  providers: 'providers',
  favourites: 'favourites',
  favourite: (id: number | string) => `favourites/${id}`,
  recent: 'recent',
} as const;

export const CasinoErrorCodes = {
  badQuery: 'casino_bad_query',
  notFound: 'casino_not_found',
} as const;

/**
 * The catalogue sections, one per casino route that lists games (the route name is the section, except
 * `slots-vulkan` and `casino-brand`, whose routes are `slots/vulkan` and `casino/brand`).
 */
export const CASINO_SECTIONS = [
  'slots', 'live-casino', 'crash-games', 'fast-games', 'fast-bet', 'card-games', 'asian-games', 'skill-games',
  'fishinghunting', 'scratchcards', 'keno', 'bingo', 'tvgames', 'virtualsports', 'poker', 'slots-vulkan', 'casino-brand',
] as const;
export const CasinoSectionSchema = v.picklist(CASINO_SECTIONS);
export type CasinoSection = (typeof CASINO_SECTIONS)[number];

/** Sub-categories of `slots/{subcategory}` and `live-casino/{subcategory}`. */
export const SLOT_SUBCATEGORIES = ['new', 'popular', 'jackpots', 'megaways', 'fruits', 'books', 'classic'] as const;
export const LIVE_SUBCATEGORIES = ['roulette', 'blackjack', 'baccarat', 'poker', 'game-shows'] as const;
export const SubcategorySchema = v.picklist([...SLOT_SUBCATEGORIES, ...LIVE_SUBCATEGORIES]);
export type Subcategory = v.InferOutput<typeof SubcategorySchema>;

/** The spec's casino game filters (account-session §3). */
export const GAME_GENRES = ['lotteries', 'slots', 'ladder', 'dice', 'cards', 'other'] as const;
export const GenreSchema = v.picklist(GAME_GENRES);
export type Genre = (typeof GAME_GENRES)[number];

/** The TV-game kinds (account-session §9, "Game kinds"). */
export const TV_GAME_KINDS = ['backgammon', 'wheel', 'poker', '21', 'battle', '5of36', '7of42', 'guess-card', 'keno', 'lucky6', 'mega6', 'spin2wheels', 'andar-bahar'] as const;
export const TvGameKindSchema = v.picklist(TV_GAME_KINDS);

export const GameEngineSchema = v.picklist(['slot', 'crash', 'wheel', 'keno', 'cards']);

export const SORTS = ['popular', 'new', 'name', 'jackpot'] as const;
export const SortSchema = v.picklist(SORTS);
export type Sort = (typeof SORTS)[number];

/** Games per page of a list (the client asks for at most this many). */
export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 24;
/** The search answers queries of at least this many characters. */
export const MIN_SEARCH_LENGTH = 2;

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,47}$/));
const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(2000));
const Money = v.pipe(v.number(), v.minValue(0));

export const ProviderSchema = v.object({
  slug: Slug,
  name: Text,
  /** How many games of the catalogue it makes. */
  games: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Provider = v.InferOutput<typeof ProviderSchema>;

export const GameSchema = v.object({
  id: Id,
  /** The route segment of the game page (`slots/game/{id}/{slug}`). */
  slug: Slug,
  name: Text,
  provider: v.object({ slug: Slug, name: Text }),
  section: CasinoSectionSchema,
  subcategories: v.array(SubcategorySchema),
  genre: GenreSchema,
  engine: GameEngineSchema,
  /** The TV-game kind, for `tvgames` only. */
  kind: v.optional(TvGameKindSchema),
  tags: v.array(Slug),
  isNew: v.boolean(),
  isPopular: v.boolean(),
  /** A progressive jackpot in roubles (RUB major units), when the game has one. */
  jackpot: v.nullable(Money),
  /** Stake bounds per round, in major units of the player's currency. */
  minStake: Money,
  maxStake: Money,
  /** The return to player the game states (0..1). */
  rtp: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  /** Whether a guest may play it with fun money. */
  funMode: v.boolean(),
  /** A live-casino table (its state: `casino/live-tables`). */
  live: v.boolean(),
  /** The tile's colour (a hue, 0..359): tiles are drawn, never loaded as pictures. */
  hue: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(359)),
  description: Text,
});
export type Game = v.InferOutput<typeof GameSchema>;

export const GamePageSchema = v.object({
  items: v.array(GameSchema),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pages: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type GamePage = v.InferOutput<typeof GamePageSchema>;

/** `GET games`: filters (all optional), sort and paging; the server checks them all. */
export const GameQuerySchema = v.object({
  section: v.optional(CasinoSectionSchema),
  subcategory: v.optional(SubcategorySchema),
  provider: v.optional(Slug),
  genre: v.optional(GenreSchema),
  /** Free text: name or provider, a typo tolerated. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  sort: v.optional(SortSchema),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/), v.transform(Number))),
  size: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,1}$/), v.transform(Number), v.maxValue(MAX_PAGE_SIZE))),
});
export type GameQuery = v.InferOutput<typeof GameQuerySchema>;

export const SectionInfoSchema = v.object({
  section: CasinoSectionSchema,
  title: Text,
  games: v.pipe(v.number(), v.integer(), v.minValue(0)),
  subcategories: v.array(v.object({ slug: SubcategorySchema, title: Text, games: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
});
export type SectionInfo = v.InferOutput<typeof SectionInfoSchema>;
export const SectionsResponseSchema = v.object({ sections: v.array(SectionInfoSchema) });

/** A rail of the lobby: a section (or the player's recent games) with its first games. */
export const RailSchema = v.object({
  id: Slug,
  title: Text,
  /** The section the rail's "all" link opens, or null (recently played). */
  section: v.nullable(CasinoSectionSchema),
  subcategory: v.nullable(SubcategorySchema),
  games: v.array(GameSchema),
});
export type Rail = v.InferOutput<typeof RailSchema>;
export const LobbyResponseSchema = v.object({ rails: v.array(RailSchema) });
/** Games per lobby rail. */
export const RAIL_SIZE = 12;

export const ProvidersResponseSchema = v.object({ providers: v.array(ProviderSchema) });
export const GameIdsSchema = v.object({ ids: v.array(Id) });
export const GameListSchema = v.object({ items: v.array(GameSchema) });
/** How many recently played games the server keeps per player. */
export const RECENT_LIMIT = 24;
