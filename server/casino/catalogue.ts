/**
 * The catalogue in memory: the games of the database as the contract's `Game` in each language, a
 * full-text index of names and providers (MiniSearch: prefix and typo-tolerant matching), and the one
 * query every list answers with (filters, search, sort, paging). The seeded games never change (the
 * test API's reset seeds the same rows again); plays are read from the database per query.
 */
import MiniSearch from 'minisearch';
import * as v from 'valibot';
import {
  CasinoSectionSchema,
  DEFAULT_PAGE_SIZE,
  GameEngineSchema,
  GenreSchema,
  SubcategorySchema,
  TvGameKindSchema,
  type Game,
  type GamePage,
  type GameQuery,
} from '@kickoff/casino-contracts/catalogue';
import type { ReplyLanguage } from '../http/lang';
import { toMajor } from '../money';
import type { CasinoCatalog, CatalogGame } from './ports';
import type { CasinoStore, GameRow } from './store';

/** Jackpots are kept in roubles' minor units. */
const JACKPOT_MINOR_UNITS = 2;
/** How many recently played games are kept per player. */
export const RECENT_KEEP = 24;

const StringList = v.array(v.string());

function gameOf(row: GameRow, lang: ReplyLanguage): Game {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    provider: { slug: row.provider, name: row.provider_name },
    section: v.parse(CasinoSectionSchema, row.section),
    subcategories: v.parse(v.array(SubcategorySchema), JSON.parse(row.subcategories)),
    genre: v.parse(GenreSchema, row.genre),
    engine: v.parse(GameEngineSchema, row.engine),
    ...(row.kind ? { kind: v.parse(TvGameKindSchema, row.kind) } : {}),
    tags: v.parse(StringList, JSON.parse(row.tags)),
    isNew: row.is_new === 1,
    isPopular: row.is_popular === 1,
    jackpot: row.jackpot_minor === null ? null : toMajor(row.jackpot_minor, JACKPOT_MINOR_UNITS),
    minStake: row.min_stake,
    maxStake: row.max_stake,
    rtp: row.rtp,
    funMode: row.fun_mode === 1,
    live: row.live === 1,
    hue: row.hue,
    description: lang === 'ru' ? row.description_ru : row.description_en,
  };
}

function catalogGameOf(row: GameRow): CatalogGame {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    section: row.section,
    live: row.live === 1,
    hue: row.hue,
    provider: row.provider,
    engine: v.parse(GameEngineSchema, row.engine),
    minStake: row.min_stake,
    maxStake: row.max_stake,
    funMode: row.fun_mode === 1,
  };
}

interface Indexed {
  rows: GameRow[];
  byId: Map<number, GameRow>;
  index: MiniSearch<{ id: number; name: string; provider: string }>;
  views: Record<ReplyLanguage, Map<number, Game>>;
}

function build(store: CasinoStore): Indexed {
  const rows = store.games();
  const index = new MiniSearch<{ id: number; name: string; provider: string }>({
    fields: ['name', 'provider'],
    searchOptions: {
      boost: { name: 2 },
      prefix: true,
      // Short words must match as typed; one edit in a word of 4 letters, two (a swapped pair) in a longer one.
      fuzzy: (term) => (term.length < 4 ? false : term.length === 4 ? 1 : 2),
      combineWith: 'AND',
    },
  });
  index.addAll(rows.map((r) => ({ id: r.id, name: r.name, provider: r.provider_name })));
  return {
    rows,
    byId: new Map(rows.map((r) => [r.id, r])),
    index,
    views: { ru: new Map(rows.map((r) => [r.id, gameOf(r, 'ru')])), en: new Map(rows.map((r) => [r.id, gameOf(r, 'en')])) },
  };
}

export interface Catalogue extends CasinoCatalog {
  /** The contract's game in a language, or undefined. */
  view(id: number, lang: ReplyLanguage): Game | undefined;
  /** Every game (the lobby and the section counts). */
  rows(): readonly GameRow[];
  query(q: GameQuery, lang: ReplyLanguage): GamePage;
}

export function createCatalogue(store: CasinoStore): Catalogue {
  let held: Indexed | null = null; // built on first use, after the seed
  const current = (): Indexed => (held ??= build(store));

  const sorted = (rows: GameRow[], sort: GameQuery['sort']): GameRow[] => {
    switch (sort) {
      case 'new':
        return rows.sort((a, b) => b.added_at - a.added_at || a.id - b.id);
      case 'name':
        return rows.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
      case 'jackpot':
        return rows.sort((a, b) => (b.jackpot_minor ?? -1) - (a.jackpot_minor ?? -1) || a.id - b.id);
      default: {
        const plays = store.plays();
        return rows.sort((a, b) => (plays.get(b.id) ?? 0) - (plays.get(a.id) ?? 0) || a.id - b.id);
      }
    }
  };

  return {
    game(id): CatalogGame | undefined {
      const row = current().byId.get(id);
      return row ? catalogGameOf(row) : undefined;
    },
    inSection: (section) => current().rows.filter((r) => r.section === section).map(catalogGameOf),
    played(gameId, userId, at) {
      store.addPlay(gameId);
      if (userId !== null) store.touchRecent(userId, gameId, at, RECENT_KEEP);
    },
    view: (id, lang) => current().views[lang].get(id),
    rows: () => current().rows,
    query(q, lang) {
      const { rows, byId, index, views } = current();
      const matches = (r: GameRow): boolean =>
        (!q.section || r.section === q.section) &&
        (!q.provider || r.provider === q.provider) &&
        (!q.genre || r.genre === q.genre) &&
        (!q.subcategory || v.parse(StringList, JSON.parse(r.subcategories)).includes(q.subcategory));
      let found: GameRow[];
      if (q.q) {
        // Relevance order unless the caller asked for a sort.
        const hits = index.search(q.q).map((hit) => byId.get(Number(hit.id))).filter((r): r is GameRow => r !== undefined && matches(r));
        found = q.sort ? sorted(hits, q.sort) : hits;
      } else {
        found = sorted(rows.filter(matches), q.sort);
      }
      const size = q.size ?? DEFAULT_PAGE_SIZE;
      const pages = Math.ceil(found.length / size);
      const page = Math.min(q.page ?? 1, Math.max(pages, 1));
      const items = found.slice((page - 1) * size, page * size).map((r) => views[lang].get(r.id)).filter((g): g is Game => g !== undefined);
      return { items, total: found.length, page, pages };
    },
  };
}
