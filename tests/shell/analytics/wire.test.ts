/**
 * The shell's view of the collector's wire (shell-parcels/src/analytics/wire.ts) against the server's
 * schemas (platform/src/schemas/analytics.ts, `@kickoff/contracts`): same paths, and a batch the runtime
 * builds passes the server's schema; one the server refuses the shell's schema refuses too.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { ANALYTICS_BATCH_MAX, ANALYTICS_PATHS, AnalyticsBatchSchema, AnalyticsCountersReplySchema } from '../../../platform/src/schemas/analytics';
import { BATCH_MAX, cutBatch, EMPTY_QUEUE, enqueue } from '../../../shell-parcels/src/analytics/queue';
import { COLLECTOR_PATHS, CountersReplySchema, EventBatchSchema } from '../../../shell-parcels/src/analytics/wire';

test('same paths and batch size', () => {
  assert.deepEqual(COLLECTOR_PATHS, ANALYTICS_PATHS);
  assert.equal(BATCH_MAX, ANALYTICS_BATCH_MAX);
});

test('a batch the runtime cuts passes the server schema', () => {
  let q = EMPTY_QUEUE;
  for (let n = 0; n < 150; n++) q = enqueue(q, { id: 1000 + n, s: 'fast_reg', i: n, f: n / 3, at: 1_700_000_000_000 + n, page: '/ru/registration' });
  const batch = cutBatch(q, crypto.randomUUID()).inFlight;
  assert.ok(batch);
  assert.ok(v.safeParse(EventBatchSchema, batch).success);
  const server = v.safeParse(AnalyticsBatchSchema, JSON.parse(JSON.stringify(batch)));
  assert.ok(server.success, server.success ? '' : JSON.stringify(v.flatten(server.issues)));
});

test('the counters reply the server sends is what the runtime reads', () => {
  const reply = { data: [{ type: 4, code: 'kickoff-pixel-0001' }] };
  assert.ok(v.safeParse(AnalyticsCountersReplySchema, reply).success);
  assert.ok(v.safeParse(CountersReplySchema, reply).success);
});
