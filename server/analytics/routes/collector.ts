/**
 * The in-house collector (docs/api.md "Analytics"): `POST /fatman-api/v1/events` stores a batch of up
 * to 100 events once per batch id (a retry of a stored batch answers `duplicate: true` and stores
 * nothing), rate-limited per client address like the other anonymous writes; a batch that fails its
 * schema is a 422 `invalid_batch`. `GET /fatman-api/v1/counters?domain=&projectId=` lists the marketing
 * counters of a project on a domain. Neither needs a session: the browser sends only with consent
 * (docs/architecture.md "Analytics"), and events carry no player id.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  ANALYTICS_PATHS,
  AnalyticsBatchReplySchema,
  AnalyticsBatchSchema,
  AnalyticsCountersQuerySchema,
  AnalyticsCountersReplySchema,
  AnalyticsErrorCodes,
} from '@kickoff/contracts';
import type { Clock } from '../../clock';
import { sendError } from '../../http/errors';
import { describeIssues } from '../../http/validate';
import { BATCH_BODY_LIMIT, BATCHES_PER_ADDRESS, eventsToStore } from '../rules';
import type { AnalyticsCounterStore } from '../store/counters';
import type { AnalyticsEventStore } from '../store/events';

export interface CollectorContext {
  events: AnalyticsEventStore;
  counters: AnalyticsCounterStore;
  clock: Clock;
}

export function registerCollectorRoutes(app: FastifyInstance, ctx: CollectorContext): void {
  const perAddress = app.limits.perAddress(BATCHES_PER_ADDRESS, 'analytics batches from your address');

  app.post(ANALYTICS_PATHS.events, { onRequest: perAddress, bodyLimit: BATCH_BODY_LIMIT }, async (request, reply) => {
    const parsed = v.safeParse(AnalyticsBatchSchema, request.body);
    if (!parsed.success) return sendError(reply, 422, AnalyticsErrorCodes.invalidBatch, describeIssues(parsed.issues), { pointer: '/' });
    const { batchId, events } = parsed.output;
    const now = ctx.clock.now();
    const { stored, rejected } = eventsToStore(events, now);
    const fresh = ctx.events.addBatch(batchId, stored, rejected, now);
    const data = fresh ? { accepted: stored.length, rejected, duplicate: false } : { accepted: 0, rejected: 0, duplicate: true };
    return reply.code(fresh ? 201 : 200).header('cache-control', 'no-store').send(v.parse(AnalyticsBatchReplySchema, { data }));
  });

  app.get(ANALYTICS_PATHS.counters, async (request, reply) => {
    const query = v.safeParse(AnalyticsCountersQuerySchema, request.query);
    if (!query.success) return sendError(reply, 400, AnalyticsErrorCodes.invalidQuery, describeIssues(query.issues));
    const data = ctx.counters.of(query.output.domain, query.output.projectId);
    return reply.header('cache-control', 'public, max-age=300').send(v.parse(AnalyticsCountersReplySchema, { data }));
  });
}
