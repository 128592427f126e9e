/**
 * Feed calls over the shared API client (`web` service, /web-api): every reply is validated with the
 * contract schemas of platform/src/schemas/feed.ts. Query values: booleans as 1/0, id lists
 * comma-separated, absent values left out.
 */
import * as v from 'valibot';
import type { QueryValue } from '../api/client';
import { ApiError } from '../api/errors';
import { api } from '../api/shared-client';
import {
  ChampsResponseSchema,
  FeedPaths,
  FeedPollMs,
  GameResponseSchema,
  GamesResponseSchema,
  LottoDrawResponseSchema,
  LottoDrawsResponseSchema,
  ResultsResponseSchema,
  SportsResponseSchema,
  StandingsResponseSchema,
  TotoDrawsResponseSchema,
  type GamesQuery,
  type GamesResponse,
  type Section,
  type TimeFilter,
} from '../schemas/feed';
import { $language } from '../stores/language';
import { gameReplyAsList } from './merge';
import type { FeedStore } from './store';

type QueryInput = Record<string, string | number | boolean | readonly number[] | null | undefined>;

function encodeFeedQuery(query: QueryInput): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'boolean') out[key] = value ? 1 : 0;
    else if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value.join(',');
    } else out[key] = value as string | number;
  }
  return out;
}

/** Every feed call asks for names in the page's language (`lng`); callers key their data by language. */
const get = <S extends v.GenericSchema>(path: string, schema: S, query: QueryInput, signal?: AbortSignal) =>
  api.request({ service: 'web', path, query: encodeFeedQuery({ ...query, lng: $language.get() }), schema, ...(signal ? { signal } : {}) });

export interface SportsQuery {
  section?: Section;
  timeFilter?: TimeFilter;
  video?: boolean;
  cyber?: boolean;
}
export const fetchSports = (query: SportsQuery, signal?: AbortSignal) => get(FeedPaths.sports, SportsResponseSchema, { ...query }, signal);

export interface ChampsQuery {
  section?: Section;
  sportId?: number;
  timeFilter?: TimeFilter;
  video?: boolean;
  groupByCountry?: boolean;
}
export const fetchChamps = (query: ChampsQuery, signal?: AbortSignal) => get(FeedPaths.champs, ChampsResponseSchema, { ...query }, signal);

export const fetchGames = (query: Omit<GamesQuery, 'since'>, since: number | null, signal?: AbortSignal): Promise<GamesResponse> =>
  get(FeedPaths.games, GamesResponseSchema, { ...query, since }, signal);

/** One game with all markets, as a list reply for a feed store. */
export const fetchGame = (gameId: number, since: number | null, signal?: AbortSignal): Promise<GamesResponse> =>
  get(`${FeedPaths.game}/${gameId}`, GameResponseSchema, { since }, signal).then(gameReplyAsList);

interface ResultsQuery {
  type?: 'live' | 'zone';
  /** YYYY-MM-DD */
  date?: string;
  sportId?: number;
  champId?: number;
}
export const fetchResults = (query: ResultsQuery, signal?: AbortSignal) => get(FeedPaths.results, ResultsResponseSchema, { ...query }, signal);

export const fetchStandings = (champId: number, signal?: AbortSignal) => get(FeedPaths.standings, StandingsResponseSchema, { champId }, signal);

export const fetchTotoDraws = (signal?: AbortSignal) => get(FeedPaths.totoDraws, TotoDrawsResponseSchema, {}, signal);

export const fetchLottoDraws = (status: 'upcoming' | 'results', signal?: AbortSignal) => get(FeedPaths.lottoDraws, LottoDrawsResponseSchema, { status }, signal);
export const fetchLottoDraw = (id: number, signal?: AbortSignal) => get(`${FeedPaths.lottoDraws}/${id}`, LottoDrawResponseSchema, {}, signal);

/** Polling interval (shell spec §9): synthetic 2 s, live list and game 3 s, line 15 s. */
export function feedPollInterval(kind: { section: Section | null; synthetic?: boolean; game?: boolean }): number {
  if (kind.synthetic) return FeedPollMs.synthetic;
  if (kind.section === 'live') return kind.game ? FeedPollMs.liveGame : FeedPollMs.live;
  if (kind.section === 'line') return FeedPollMs.line;
  return FeedPollMs.default;
}

/** A 404 from the feed: the game, championship or draw does not exist. */
export const isNotFound = (err: unknown): boolean => err instanceof ApiError && err.status === 404;

/**
 * Interval for a list that may mix line and live games (championship and cyber pages, game pages
 * without a section in the URL): live (3 s) while any game in the store is live, else line (15 s).
 */
export function adaptiveFeedInterval(store: Pick<FeedStore, 'state'>, kind: { section?: Section | null; synthetic?: boolean; game?: boolean } = {}): () => number {
  return () => {
    if (kind.synthetic) return FeedPollMs.synthetic;
    if (kind.game) for (const game of store.state.games.values()) if (game.isSynthetic) return FeedPollMs.synthetic;
    if (kind.section) return feedPollInterval({ section: kind.section, game: kind.game ?? false });
    for (const game of store.state.games.values()) if (game.section === 'live') return kind.game ? FeedPollMs.liveGame : FeedPollMs.live;
    return store.state.games.size > 0 ? FeedPollMs.line : FeedPollMs.default;
  };
}
