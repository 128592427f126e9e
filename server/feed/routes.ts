/**
 * Feed API (platform/src/schemas/feed.ts, FeedPaths under /web-api): sports, championships, game
 * lists with filters and version deltas, one game, in the language of `lng` (ru by default, en).
 * Lists and games carry `ETag: "<version>"` (`"<version>-en"` in English) and answer 304 to a
 * matching If-None-Match.
 */
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import {
  ChampsQuerySchema,
  ChampsResponseSchema,
  FeedPaths,
  GameQuerySchema,
  GameResponseSchema,
  GamesQuerySchema,
  GamesResponseSchema,
  SportsQuerySchema,
  SportsResponseSchema,
} from '../../platform/src/schemas/feed';
import { canDelta, createFeedQueries } from './feed-queries';
import { WEB_API, checked, notModified, parseId, replyLangOf, sendInvalidParameter, sendNotFound } from './http';
import { CHAMPS_PARAMS, GAMES_PARAMS, GAME_PARAMS, SPORTS_PARAMS, parseQuery } from './query-params';
import { readFeedState } from './state-store';

export function registerFeedApi(app: FastifyInstance, db: Database.Database): void {
  const queries = createFeedQueries(db);
  const clock = () => {
    const state = readFeedState(db);
    return { now: state?.simNow ?? Math.floor(Date.now() / 1000), version: state?.version ?? 0, minDeltaVersion: state?.minDeltaVersion ?? 0 };
  };

  app.get(`${WEB_API}/${FeedPaths.sports}`, async (request, reply) => {
    const query = parseQuery(SportsQuerySchema, SPORTS_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const lang = replyLangOf(query.value.lng);
    const { now, version } = clock();
    if (notModified(request, reply, version, lang)) return reply;
    return reply.send(checked(SportsResponseSchema, { data: queries.sports(query.value, now, lang) }));
  });

  app.get(`${WEB_API}/${FeedPaths.champs}`, async (request, reply) => {
    const query = parseQuery(ChampsQuerySchema, CHAMPS_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const lang = replyLangOf(query.value.lng);
    const { now, version } = clock();
    if (notModified(request, reply, version, lang)) return reply;
    const data = queries.champs(query.value, now, lang);
    const body = query.value.groupByCountry === true ? { data, countries: queries.countries(data, lang) } : { data };
    return reply.send(checked(ChampsResponseSchema, body));
  });

  app.get(`${WEB_API}/${FeedPaths.games}`, async (request, reply) => {
    const query = parseQuery(GamesQuerySchema, GAMES_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const lang = replyLangOf(query.value.lng);
    const { now, version, minDeltaVersion } = clock();
    if (notModified(request, reply, version, lang)) return reply;
    const page = queries.games(query.value, now, version, minDeltaVersion, lang);
    return reply.send(checked(GamesResponseSchema, { version, ...page }));
  });

  app.get<{ Params: { id: string } }>(`${WEB_API}/${FeedPaths.game}/:id`, async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === null) return sendInvalidParameter(reply, 'id', 'id must be a positive integer');
    const query = parseQuery(GameQuerySchema, GAME_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const lang = replyLangOf(query.value.lng);
    const { version, minDeltaVersion } = clock();
    const since = query.value.since;
    const delta = canDelta(since, version, minDeltaVersion);
    const game = queries.game(id, delta ? since : null, lang);
    if (!game) return sendNotFound(reply, `game ${id}`);
    if (notModified(request, reply, version, lang)) return reply;
    return reply.send(checked(GameResponseSchema, { version, full: !delta, game }));
  });
}
