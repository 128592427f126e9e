/**
 * The embeds wire contract (issue 24, "Embeds for CMS editors"), shared by the server and the console:
 * the catalogue of Kickoff elements a CMS editor can place (each with its attributes), the allow-listed
 * embed origins (`/staff-api/embeds/origins`) and the searches the builder picks an event or a game from.
 *
 * The catalogue mirrors the custom elements of `@kickoff/embeds` (embeds/src/elements/); a module
 * imports no other module's files, so tests/backoffice/embeds-catalogue.test.ts holds the two together
 * (tag names, attributes, casino sections, limits).
 */
import * as v from 'valibot';

export const EMBED_PATHS = {
  origins: '/staff-api/embeds/origins',
  events: '/staff-api/embeds/events',
  games: '/staff-api/embeds/games',
  /** The live preview page the console frames (server-rendered, same origin). */
  preview: '/backoffice/embed-preview',
} as const;

export const EMBED_ERRORS = {
  invalidOrigin: 'embed_origin_invalid',
  exists: 'embed_origin_exists',
  configured: 'embed_origin_configured',
  notFound: 'embed_origin_not_found',
  full: 'embed_origins_full',
  invalidQuery: 'invalid_query',
} as const;

/** Most origins the console may hold (the configured ones are not counted). */
export const EMBED_ORIGINS_MAX = 200;

// ---------------------------------------------------------------------------------------------------
// The catalogue

/** A casino catalogue section (`<kickoff-game-rail category>`): the casino contract's CASINO_SECTIONS. */
export const EMBED_CASINO_SECTIONS = [
  'slots', 'live-casino', 'crash-games', 'fast-games', 'fast-bet', 'card-games', 'asian-games', 'skill-games',
  'fishinghunting', 'scratchcards', 'keno', 'bingo', 'tvgames', 'virtualsports', 'poker', 'slots-vulkan', 'casino-brand',
] as const;

export type EmbedAttribute =
  /** A sportsbook game id, chosen from the events search. */
  | { name: string; kind: 'event'; label: string; required: true }
  /** A casino game id, chosen from the games search. */
  | { name: string; kind: 'game'; label: string; required: true }
  /** A slug typed by the editor (`football`, `crash-week`); `example` fills a new element. */
  | { name: string; kind: 'slug'; label: string; required: true; example: string }
  /** One of a fixed list. */
  | { name: string; kind: 'choice'; label: string; required: true; options: readonly string[]; example: string }
  /** An optional whole number from `min` to `max`; the element uses `fallback` when it is absent. */
  | { name: string; kind: 'number'; label: string; required: false; min: number; max: number; fallback: number }
  /** A team module's import-map name typed by the editor (`@acme/odds-widget`): any scope but `kickoff`. */
  | { name: string; kind: 'module'; label: string; required: true; placeholder: string }
  /** An optional module export name typed by the editor; the element uses `fallback` when it is absent. */
  | { name: string; kind: 'export'; label: string; required: false; fallback: string };

export interface EmbedElement {
  tag: string;
  label: string;
  description: string;
  attributes: readonly EmbedAttribute[];
}

export const EMBED_CATALOGUE: readonly EmbedElement[] = [
  { tag: 'kickoff-coupon', label: 'Bet coupon', description: 'The bet slip; every coupon on a page shares one selection.', attributes: [] },
  {
    tag: 'kickoff-event',
    label: 'Event odds',
    description: 'One game with its main market’s odds, live-updating; a click adds the bet to the coupon.',
    attributes: [{ name: 'game-id', kind: 'event', label: 'Event', required: true }],
  },
  {
    tag: 'kickoff-top-events',
    label: 'Top events',
    description: 'The first upcoming games of a sport with their main odds.',
    attributes: [
      { name: 'sport', kind: 'slug', label: 'Sport (slug)', required: true, example: 'football' },
      { name: 'limit', kind: 'number', label: 'Number of games', required: false, min: 1, max: 20, fallback: 5 },
    ],
  },
  {
    tag: 'kickoff-game-tile',
    label: 'Game tile',
    description: 'One casino game’s tile, linking to the game.',
    attributes: [{ name: 'game-id', kind: 'game', label: 'Casino game', required: true }],
  },
  {
    tag: 'kickoff-game-rail',
    label: 'Game rail',
    description: 'The first games of a casino section as tiles.',
    attributes: [
      { name: 'category', kind: 'choice', label: 'Casino section', required: true, options: EMBED_CASINO_SECTIONS, example: 'crash-games' },
      { name: 'limit', kind: 'number', label: 'Number of games', required: false, min: 1, max: 48, fallback: 8 },
    ],
  },
  { tag: 'kickoff-login-button', label: 'Login button', description: '“Log in” for a guest, “Logged in” for a player.', attributes: [] },
  {
    tag: 'kickoff-promo',
    label: 'Promotion',
    description: 'A promotion’s card with a link to its page.',
    attributes: [{ name: 'promotion-id', kind: 'slug', label: 'Promotion (slug)', required: true, example: 'crash-week' }],
  },
  {
    tag: 'kickoff-module',
    label: 'Team module',
    description: 'The parcel a team’s own module exports; the module must be in the import map (deployed).',
    attributes: [
      { name: 'module', kind: 'module', label: 'Module (@scope/name)', required: true, placeholder: '@acme/odds-widget' },
      { name: 'parcel', kind: 'export', label: 'Parcel export', required: false, fallback: 'parcel' },
    ],
  },
];

export function catalogueElement(tag: string): EmbedElement | undefined {
  return EMBED_CATALOGUE.find((element) => element.tag === tag);
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const ID = /^[1-9]\d{0,14}$/;
/** `<kickoff-module module>` and `parcel`: the element's own rules (embeds/src/attributes.ts). */
const TEAM_MODULE = /^@[a-z0-9][a-z0-9._-]{0,63}\/[a-z0-9][a-z0-9._-]{0,63}$/;
const EXPORT_NAME = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;

/** The problem with one attribute's value (`''` = absent), or null when the element accepts it. */
export function attributeProblem(attribute: EmbedAttribute, value: string): string | null {
  if (value === '') return attribute.required ? `${attribute.label} is required` : null;
  switch (attribute.kind) {
    case 'event':
    case 'game':
      return ID.test(value) ? null : `${attribute.name} must be a positive whole number`;
    case 'slug':
      return SLUG.test(value) ? null : `${attribute.name} must be a slug (lower-case letters, digits and hyphens)`;
    case 'choice':
      return attribute.options.includes(value) ? null : `${attribute.name} must be one of: ${attribute.options.join(', ')}`;
    case 'number': {
      const n = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
      return n >= attribute.min && n <= attribute.max ? null : `${attribute.name} must be a whole number from ${attribute.min} to ${attribute.max}`;
    }
    case 'module':
      if (!TEAM_MODULE.test(value)) return `${attribute.name} must be a team module's import-map name: @scope/name, lower-case letters, digits, '.', '_' and '-'`;
      return value.startsWith('@kickoff/') ? `${attribute.name} cannot be a @kickoff module: use that module's own element` : null;
    case 'export':
      return EXPORT_NAME.test(value) ? null : `${attribute.name} must be the name of a module export (letters, digits, '_' and '$', not starting with a digit)`;
  }
}

export type EmbedChoice = { tag: string; attributes: Readonly<Record<string, string>> };

/**
 * An element and its attributes checked against the catalogue: the attributes in catalogue order with
 * empty optional ones left out, or the first problem. Unknown elements and attributes are problems.
 */
export function checkedEmbed(tag: string, values: Readonly<Record<string, string | undefined>>): { ok: true; embed: EmbedChoice } | { ok: false; problem: string } {
  const element = catalogueElement(tag);
  if (!element) return { ok: false, problem: `unknown element ${tag}` };
  const unknown = Object.keys(values).find((name) => !element.attributes.some((a) => a.name === name));
  if (unknown !== undefined) return { ok: false, problem: `${tag} has no attribute ${unknown}` };
  const attributes: Record<string, string> = {};
  for (const attribute of element.attributes) {
    const value = (values[attribute.name] ?? '').trim();
    const problem = attributeProblem(attribute, value);
    if (problem) return { ok: false, problem };
    if (value !== '') attributes[attribute.name] = value;
  }
  return { ok: true, embed: { tag, attributes } };
}

// ---------------------------------------------------------------------------------------------------
// Origins

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * An embed origin from what an editor typed: `scheme://host[:port]` and nothing else (no path, query,
 * user or fragment; a trailing `/` is dropped), lower-cased, default ports left out. `https` always;
 * `http` only for `localhost` / `127.0.0.1` and only outside production.
 */
export function parseEmbedOrigin(text: string, production: boolean): { ok: true; origin: string } | { ok: false; problem: string } {
  const trimmed = text.trim().replace(/\/$/, '');
  const shape = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i.exec(trimmed);
  if (!shape) return { ok: false, problem: 'An origin is scheme://host[:port] with nothing after it, e.g. https://cms.example' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, problem: 'An origin is scheme://host[:port] with nothing after it, e.g. https://cms.example' };
  }
  if (url.hostname === '' || url.hostname.startsWith('.') || url.hostname.endsWith('.') || url.hostname.includes('..')) {
    return { ok: false, problem: 'The host name is not valid' };
  }
  if (url.protocol === 'http:') {
    if (production) return { ok: false, problem: 'Only https origins may embed Kickoff elements' };
    if (!LOOPBACK_HOSTS.has(url.hostname)) return { ok: false, problem: 'http is allowed only for localhost and 127.0.0.1 (development); use https' };
  }
  return { ok: true, origin: url.origin };
}

export const EMBED_ORIGIN_SOURCES = ['console', 'configuration'] as const;

export const EmbedOriginSchema = v.object({
  /** null for a configured origin (KICKOFF_EMBED_ORIGINS), which the console cannot remove. */
  id: v.nullable(v.number()),
  origin: v.string(),
  source: v.picklist(EMBED_ORIGIN_SOURCES),
  addedAt: v.nullable(v.string()),
  addedBy: v.nullable(v.number()),
});
export type EmbedOriginWire = v.InferOutput<typeof EmbedOriginSchema>;

/** `GET /staff-api/embeds/origins`: the configured origins first, then the console's, oldest first. */
export const EmbedOriginsReplySchema = v.object({
  data: v.array(EmbedOriginSchema),
  /** Outside production every loopback origin may embed too (the demo CMS page). */
  meta: v.object({ loopbackAllowed: v.boolean() }),
});
/** `POST /staff-api/embeds/origins` (201). */
export const EmbedOriginReplySchema = v.object({ data: EmbedOriginSchema });
export const NewEmbedOriginSchema = v.strictObject({ origin: v.pipe(v.string(), v.maxLength(300)) });

// ---------------------------------------------------------------------------------------------------
// Searches

/** `q`: 2-60 characters (a game's number or id also finds it). */
export const EmbedSearchQuerySchema = v.strictObject({ q: v.pipe(v.string(), v.trim(), v.minLength(2, 'q: at least 2 characters'), v.maxLength(60, 'q: at most 60 characters')) });
export const EMBED_SEARCH_LIMIT = 10;

export const EmbedEventSchema = v.object({
  id: v.number(),
  team1: v.string(),
  team2: v.string(),
  sport: v.string(),
  championship: v.string(),
  startAt: v.string(),
  live: v.boolean(),
});
export type EmbedEventWire = v.InferOutput<typeof EmbedEventSchema>;
export const EmbedEventsReplySchema = v.object({ data: v.array(EmbedEventSchema) });

export const EmbedGameSchema = v.object({ id: v.number(), name: v.string(), provider: v.string(), section: v.string() });
export type EmbedGameWire = v.InferOutput<typeof EmbedGameSchema>;
export const EmbedGamesReplySchema = v.object({ data: v.array(EmbedGameSchema) });
