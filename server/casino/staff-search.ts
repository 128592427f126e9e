/**
 * `GET /staff-api/embeds/games?q=` (content editors, admins): the embed builder's casino game search
 * (`<kickoff-game-tile game-id>`), the catalogue's own typo-tolerant search, best match first; a game's
 * id finds that game. At most EMBED_SEARCH_LIMIT, names in English.
 */
import type { FastifyInstance } from 'fastify';
import type { Game } from '@kickoff/casino-contracts/catalogue';
import { EMBED_ERRORS, EMBED_PATHS, EMBED_SEARCH_LIMIT, EmbedSearchQuerySchema, type EmbedGameWire } from '@kickoff/backoffice-contracts/embeds';
import { sendError } from '../http/errors';
import { validate } from '../http/validate';
import type { Catalogue } from './catalogue';

const toWire = (game: Game): EmbedGameWire => ({ id: game.id, name: game.name, provider: game.provider.name, section: game.section });

export function registerStaffGameSearch(app: FastifyInstance, catalogue: Catalogue): void {
  app.get(EMBED_PATHS.games, { preHandler: app.staffGuards.role('content_editor', 'admin') }, async (request, reply) => {
    const query = validate(EmbedSearchQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, EMBED_ERRORS.invalidQuery, query.detail, { parameter: 'q' });
    const { q } = query.value;
    const byId = /^\d{1,9}$/.test(q) ? catalogue.view(Number(q), 'en') : undefined;
    const found = byId ? [byId] : catalogue.query({ q, size: EMBED_SEARCH_LIMIT }, 'en').items;
    return reply.header('cache-control', 'no-store').send({ data: found.map(toWire) });
  });
}
