/**
 * Feed API (platform/src/schemas/feed.ts, FeedPaths under /web-api): sports, championships, game
 * lists with filters and version deltas, one game, in the language of `lng` (ru by default, en).
 * Lists and games carry `ETag: "<version>"` (`"<version>-en"` in English) and answer 304 to a
 * matching If-None-Match.
 */
import type { FastifyInstance } from 'fastify';
import {
  API_BASES,
  ChampsQuerySchema,
  ChampsResponseSchema,
  FeedPaths,
  GameQuerySchema,
  GameResponseSchema,
  GamesQuerySchema,
  GamesResponseSchema,
  SportsQuerySchema,
  SportsResponseSchema,
} from '@kickoff/contracts';
import type { FeedStores } from '../store/index';
import { canDelta } from '../store/queries';
import { checked, notModified, parseId, replyLangOf, sendInvalidParameter, sendNotFound } from '../replies';
import { CHAMPS_PARAMS, GAMES_PARAMS, GAME_PARAMS, SPORTS_PARAMS, parseQuery } from '../query-params';

export function registerFeedApi(app: FastifyInstance, stores: FeedStores): void {
  const { queries } = stores;
  const clock = () => {
    const state = stores.state();
    return { now: state?.simNow ?? Math.floor(Date.now() / 1000), version: state?.version ?? 0, minDeltaVersion: state?.minDeltaVersion ?? 0 };
  };

  app.get(`${API_BASES.web}/${FeedPaths.sports}`, async (request, reply) => {
    const query = parseQuery(SportsQuerySchema, SPORTS_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const lang = replyLangOf(query.value.lng);
    const { now, version } = clock();
    if (notModified(request, reply, version, lang)) return reply;
    return reply.send(checked(SportsResponseSchema, { data: queries.sports(query.value, now, lang) }));
  });

  app.get(`${API_BASES.web}/${FeedPaths.champs}`, async (request, reply) => {
    const query = parseQuery(ChampsQuerySchema, CHAMPS_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const lang = replyLangOf(query.value.lng);
    const { now, version } = clock();
    if (notModified(request, reply, version, lang)) return reply;
    const data = queries.champs(query.value, now, lang);
    const body = query.value.groupByCountry === true ? { data, countries: queries.countries(data, lang) } : { data };
    return reply.send(checked(ChampsResponseSchema, body));
  });

  app.get(`${API_BASES.web}/${FeedPaths.games}`, async (request, reply) => {
    const query = parseQuery(GamesQuerySchema, GAMES_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const lang = replyLangOf(query.value.lng);
    const { now, version, minDeltaVersion } = clock();
    if (notModified(request, reply, version, lang)) return reply;
    const page = queries.games(query.value, now, version, minDeltaVersion, lang);
    return reply.send(checked(GamesResponseSchema, { version, ...page }));
  });

  app.get<{ Params: { id: string } }>(`${API_BASES.web}/${FeedPaths.game}/:id`, async (request, reply) => {
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
