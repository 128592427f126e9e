/**
 * POST /__test/reset (only with the test API, never in production): every service empties its
 * tables and seeds them again, all in one transaction, and every rate-limit count is forgotten.
 */
import type { Clock } from './clock';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/open';
import type { SeedOptions, Service } from './service';

/** Resets the services (in reverse order, dependants first) and seeds them again, in one IMMEDIATE transaction. */
export function resetServices(db: Db, services: readonly Service[], opts: SeedOptions): void {
  db.transaction(() => {
    for (const service of [...services].reverse()) service.reset(db);
    for (const service of services) service.seed(db, opts);
  }).immediate();
}

export function registerResetRoute(app: FastifyInstance, db: Db, services: readonly Service[], opts: SeedOptions, clock: Clock): void {
  app.post('/__test/reset', async (_request, reply) => {
    clock.reset();
    resetServices(db, services, opts);
    app.limits.clear();
    return reply.header('cache-control', 'no-store').send({ ok: true });
  });
}
