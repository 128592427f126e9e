/** The catalogue's calls (contract ../contracts/catalogue), validated, in the page's language. */
import * as v from 'valibot';
import { api } from '@kickoff/platform';
import {
  CasinoPaths,
  GameIdsSchema,
  GameListSchema,
  GamePageSchema,
  GameSchema,
  LobbyResponseSchema,
  ProvidersResponseSchema,
  SectionsResponseSchema,
  casinoCallPath,
  type CasinoSection,
  type Genre,
  type Sort,
  type Subcategory,
} from '../contracts/catalogue';

export interface GameFilter {
  section?: CasinoSection;
  subcategory?: Subcategory;
  provider?: string;
  genre?: Genre;
  q?: string;
  sort?: Sort;
  page?: number;
  size?: number;
}

const get = <S extends v.GenericSchema>(path: string, schema: S, lang: string, signal?: AbortSignal, query: Record<string, string> = {}, auth = false) =>
  api.request({ service: 'web', path: casinoCallPath(path), query: { lng: lang, ...query }, schema, signal, auth });

const queryOf = (f: GameFilter): Record<string, string> =>
  Object.fromEntries(Object.entries(f).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));

export const catalogueCalls = {
  sections: (lang: string, signal: AbortSignal) => get(CasinoPaths.sections, SectionsResponseSchema, lang, signal),
  lobby: (lang: string, signal: AbortSignal) => get(CasinoPaths.lobby, LobbyResponseSchema, lang, signal),
  games: (filter: GameFilter, lang: string, signal: AbortSignal) => get(CasinoPaths.games, GamePageSchema, lang, signal, queryOf(filter)),
  game: (id: number, lang: string, signal: AbortSignal) => get(CasinoPaths.game(id), GameSchema, lang, signal),
  providers: (lang: string, signal: AbortSignal) => get(CasinoPaths.providers, ProvidersResponseSchema, lang, signal),
  favourites: (lang: string, signal: AbortSignal) => get(CasinoPaths.favourites, GameListSchema, lang, signal, {}, true),
  recent: (lang: string, signal: AbortSignal) => get(CasinoPaths.recent, GameListSchema, lang, signal, {}, true),
  favouriteIds: (signal?: AbortSignal) =>
    api.request({ service: 'web', path: casinoCallPath(CasinoPaths.favourites), schema: GameListSchema, signal, auth: true }).then((list) => list.items.map((g) => g.id)),
  addFavourite: (id: number) => api.request({ service: 'web', method: 'PUT', path: casinoCallPath(CasinoPaths.favourite(id)), schema: GameIdsSchema, auth: true }),
  removeFavourite: (id: number) => api.request({ service: 'web', method: 'DELETE', path: casinoCallPath(CasinoPaths.favourite(id)), schema: GameIdsSchema, auth: true }),
};
