/**
 * The catalogue's calls (contract ../contracts/catalogue), validated, in the page's language. The
 * reads a list page is drawn from are also described as `CatalogueRead`s (key, reply schema, load),
 * so a server-drawn first view can embed their replies (use-catalogue.ts).
 */
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
import { queryOf, readKey } from './read-key';

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

/** A guest's read of the catalogue: its key (without the language), the reply's schema and its load in a language. */
export interface CatalogueRead<T> {
  key: string;
  schema: v.GenericSchema<unknown, T>;
  load: (lang: string, signal: AbortSignal) => Promise<T>;
}

const read = <S extends v.GenericSchema>(path: string, schema: S, query: Record<string, string> = {}): CatalogueRead<v.InferOutput<S>> => ({
  key: readKey(path, query),
  schema,
  load: (lang, signal) => get(path, schema, lang, signal, query),
});

export const catalogueReads = {
  sections: read(CasinoPaths.sections, SectionsResponseSchema),
  lobby: read(CasinoPaths.lobby, LobbyResponseSchema),
  providers: read(CasinoPaths.providers, ProvidersResponseSchema),
  games: (filter: GameFilter) => read(CasinoPaths.games, GamePageSchema, queryOf(filter)),
};

export const catalogueCalls = {
  sections: catalogueReads.sections.load,
  lobby: catalogueReads.lobby.load,
  games: (filter: GameFilter, lang: string, signal: AbortSignal) => catalogueReads.games(filter).load(lang, signal),
  game: (id: number, lang: string, signal: AbortSignal) => get(CasinoPaths.game(id), GameSchema, lang, signal),
  providers: catalogueReads.providers.load,
  favourites: (lang: string, signal: AbortSignal) => get(CasinoPaths.favourites, GameListSchema, lang, signal, {}, true),
  recent: (lang: string, signal: AbortSignal) => get(CasinoPaths.recent, GameListSchema, lang, signal, {}, true),
  favouriteIds: (signal?: AbortSignal) =>
    api.request({ service: 'web', path: casinoCallPath(CasinoPaths.favourites), schema: GameListSchema, signal, auth: true }).then((list) => list.items.map((g) => g.id)),
  addFavourite: (id: number) => api.request({ service: 'web', method: 'PUT', path: casinoCallPath(CasinoPaths.favourite(id)), schema: GameIdsSchema, auth: true }),
  removeFavourite: (id: number) => api.request({ service: 'web', method: 'DELETE', path: casinoCallPath(CasinoPaths.favourite(id)), schema: GameIdsSchema, auth: true }),
};
