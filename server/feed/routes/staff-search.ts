/**
 * `GET /staff-api/embeds/events?q=` (content editors, admins): the embed builder's event search over the
 * feed's games that are not finished (store/search.ts), at most EMBED_SEARCH_LIMIT, names in English.
 */
import type { FastifyInstance } from 'fastify';
import { EMBED_ERRORS, EMBED_PATHS, EMBED_SEARCH_LIMIT, EmbedSearchQuerySchema, type EmbedEventWire } from '@kickoff/backoffice-contracts/embeds';
import { sendError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { GameSearch } from '../store/search';

export function registerStaffEventSearch(app: FastifyInstance, games: GameSearch): void {
  app.get(EMBED_PATHS.events, { preHandler: app.staffGuards.role('content_editor', 'admin') }, async (request, reply) => {
    const query = validate(EmbedSearchQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, EMBED_ERRORS.invalidQuery, query.detail, { parameter: 'q' });
    const data = games.search(query.value.q, EMBED_SEARCH_LIMIT).map(
      (g): EmbedEventWire => ({
        id: g.id,
        team1: g.team1,
        team2: g.team2,
        sport: g.sportName,
        championship: g.champName,
        startAt: new Date(g.startAt * 1000).toISOString(),
        live: g.live,
      }),
    );
    return reply.header('cache-control', 'no-store').send({ data });
  });
}
