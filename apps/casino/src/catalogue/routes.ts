/**
 * Which catalogue a casino route shows, and the list filters a page's address carries — pure
 * functions, checked with the contract's schemas (an unknown value is dropped, never sent).
 */
import * as v from 'valibot';
import {
  CASINO_SECTIONS,
  GenreSchema,
  SortSchema,
  SubcategorySchema,
  type CasinoSection,
  type Game,
  type Genre,
  type Sort,
  type Subcategory,
} from '../contracts/catalogue';

/** The section a route lists (the route name is the section's name), or null. */
export function sectionOfRoute(routeName: string): CasinoSection | null {
  return (CASINO_SECTIONS as readonly string[]).includes(routeName) ? (routeName as CasinoSection) : null;
}

/** `slots/{subcategory}`: a known sub-category, `null` without one, `'unknown'` for anything else. */
export function subcategoryOf(raw: string | undefined): Subcategory | null | 'unknown' {
  if (raw === undefined || raw === '') return null;
  const parsed = v.safeParse(SubcategorySchema, raw);
  return parsed.success ? parsed.output : 'unknown';
}

export interface ListQuery {
  provider?: string;
  genre?: Genre;
  sort?: Sort;
  page: number;
}

const ProviderSlug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,47}$/));

/** The filters of a list page's query string (`?provider=&genre=&sort=&page=`); bad values are dropped. */
export function listQueryOf(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const pick = <S extends v.GenericSchema>(schema: S, key: string): v.InferOutput<S> | undefined => {
    const raw = params.get(key);
    if (raw === null) return undefined;
    const parsed = v.safeParse(schema, raw);
    return parsed.success ? parsed.output : undefined;
  };
  const page = Number(params.get('page') ?? '1');
  return {
    provider: pick(ProviderSlug, 'provider'),
    genre: pick(GenreSchema, 'genre'),
    sort: pick(SortSchema, 'sort'),
    page: Number.isInteger(page) && page >= 1 && page <= 9999 ? page : 1,
  };
}

/** The query string of a list page (defaults left out). */
export function listSearchOf(q: ListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.provider) out['provider'] = q.provider;
  if (q.genre) out['genre'] = q.genre;
  if (q.sort) out['sort'] = q.sort;
  if (q.page > 1) out['page'] = String(q.page);
  return out;
}

/** The route and params of a game's page: live tables under live-casino, every other game under slots. */
export function gameRoute(game: Pick<Game, 'id' | 'slug' | 'live'>): { name: string; params: { gameId: string; gameName: string } } {
  return { name: game.live ? 'live-casino-game' : 'slots-game', params: { gameId: String(game.id), gameName: game.slug } };
}

/** A game id from a route parameter (digits only), or null. */
export function gameIdOf(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** Loading placeholders of a game list (shell spec §9): 16 game tiles and 2 other-game tiles. */
export const PRELOADER_GAME_TILES = 16;
export const PRELOADER_OTHER_TILES = 2;
