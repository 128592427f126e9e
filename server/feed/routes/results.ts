/** Results and standings (FeedPaths.results, FeedPaths.standings under /web-api) in the language of `lng`. */
import type { FastifyInstance } from 'fastify';
import {
  API_BASES,
  FeedPaths,
  ResultsQuerySchema,
  ResultsResponseSchema,
  StandingsQuerySchema,
  StandingsResponseSchema,
} from '@kickoff/contracts';
import type { FeedStores } from '../store/index';
import { checked, replyLangOf, sendInvalidParameter, sendNotFound } from '../replies';
import { RESULTS_PARAMS, STANDINGS_PARAMS, parseQuery } from '../query-params';
import { computeStandings } from '../standings';
import { DAY } from '../timing';

export function registerResultRoutes(app: FastifyInstance, stores: FeedStores): void {
  const { results, queries } = stores;

  app.get(`${API_BASES.web}/${FeedPaths.results}`, async (request, reply) => {
    const query = parseQuery(ResultsQuerySchema, RESULTS_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const { type = 'live', date, sportId, champId } = query.value;
    const lang = replyLangOf(query.value.lng);
    const now = stores.state()?.simNow ?? Math.floor(Date.now() / 1000);
    const window =
      date !== undefined
        ? { by: 'start' as const, from: Date.parse(`${date}T00:00:00Z`) / 1000, to: Date.parse(`${date}T00:00:00Z`) / 1000 + DAY }
        : { by: 'finish' as const, from: now - DAY, to: now + 1 };
    const data = results
      .list({ type, ...window, ...(sportId !== undefined ? { sportId } : {}), ...(champId !== undefined ? { champId } : {}) })
      .map(({ sportNameEn, champNameEn, ...r }) => (lang === 'en' ? { ...r, sportName: sportNameEn, champName: champNameEn } : r));
    return reply.header('cache-control', 'no-cache').send(checked(ResultsResponseSchema, { data }));
  });

  app.get(`${API_BASES.web}/${FeedPaths.standings}`, async (request, reply) => {
    const query = parseQuery(StandingsQuerySchema, STANDINGS_PARAMS, request.query);
    if (!query.ok) return sendInvalidParameter(reply, query.parameter, query.detail);
    const champ = queries.champ(query.value.champId);
    if (!champ) return sendNotFound(reply, `championship ${query.value.champId}`);
    const data = computeStandings(results.forChamp(champ.id), champ.hasDraw);
    const champName = replyLangOf(query.value.lng) === 'en' ? champ.nameEn : champ.name;
    return reply.header('cache-control', 'no-cache').send(checked(StandingsResponseSchema, { champId: champ.id, champName, data }));
  });
}
