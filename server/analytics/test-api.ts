/**
 * Analytics test API (only with the test API switch, never in production): `GET /__test/analytics/events`
 * lists every stored event (the journeys check what reached the collector, or that nothing did).
 */
import type { FastifyInstance } from 'fastify';
import type { AnalyticsEventStore } from './store/events';

export function registerAnalyticsTestApi(app: FastifyInstance, events: AnalyticsEventStore): void {
  app.get('/__test/analytics/events', async (_request, reply) => {
    const data = events.all().map((e) => ({ batchId: e.batch_id, id: e.event_id, s: e.s, i: e.i, f: e.f, at: e.at, page: e.page }));
    return reply.header('cache-control', 'no-store').send({ data });
  });
}
