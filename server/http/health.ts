/** GET /health → { ok: true } */
import type { FastifyInstance } from 'fastify';

export function registerHealthRoute(app: FastifyInstance): void {
  app.get('/health', async (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
}
