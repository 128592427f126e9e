/**
 * The collector's wire as the shell's analytics runtime sends and reads it (docs/api.md "Analytics").
 * The server's schemas are the platform's `@kickoff/contracts` (platform/src/schemas/analytics.ts), which
 * a browser module does not import; tests/shell/analytics/wire.test.ts checks that what the runtime
 * builds passes them.
 */
import * as v from 'valibot';

export const COLLECTOR_PATHS = {
  events: '/fatman-api/v1/events',
  counters: '/fatman-api/v1/counters',
} as const;

/** The site's analytics project (the server seeds its counters). */
export const ANALYTICS_PROJECT_ID = 1;

/** One event as sent: numeric id, optional `s`, `i`, `f`, when (ms) and the page's path. */
export interface CollectedEvent {
  id: number;
  s?: string;
  i?: number;
  f?: number;
  at: number;
  page: string;
}

export interface EventBatch {
  batchId: string;
  events: CollectedEvent[];
}

/** One event as the collector takes it (the bus's `kickoff:track` is looser: the runtime checks each event with this). */
export const CollectedEventSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999)),
  s: v.optional(v.pipe(v.string(), v.maxLength(200))),
  i: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-2_147_483_648), v.maxValue(2_147_483_647))),
  f: v.optional(v.pipe(v.number(), v.finite())),
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.pipe(v.string(), v.maxLength(300), v.regex(/^\/[\x21-\x7e]*$/)),
});

export const EventBatchSchema = v.object({
  batchId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  events: v.array(CollectedEventSchema),
});

/** `GET /fatman-api/v1/counters`: the list the runtime turns into a map type → code. */
export const CountersReplySchema = v.object({ data: v.array(v.object({ type: v.number(), code: v.string() })) });
