/** Games preview light call (account spec §7): GET /web-api/games-preview/light. Used for legacy game redirects. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_BASES, GamesPreviewQuerySchema, GamesPreviewResponseSchema } from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import type { GamesPreviewStore } from '../store/games-preview';

export function registerGamesPreviewRoutes(app: FastifyInstance, gamesPreview: GamesPreviewStore): void {
  app.get(`${API_BASES.web}/games-preview/light`, async (request, reply) => {
    const query = v.safeParse(GamesPreviewQuerySchema, request.query);
    if (!query.success) return sendError(reply, 400, 'invalid_query', v.summarize(query.issues));
    const games = gamesPreview.list(query.output.oldRoute !== undefined ? { oldRoute: query.output.oldRoute } : {});
    return reply.header('cache-control', 'public, max-age=600').send(v.parse(GamesPreviewResponseSchema, { games }));
  });
}
