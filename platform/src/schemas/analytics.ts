/**
 * The in-house analytics collector under `/fatman-api/` (shell spec §7 "Analytics under /fatman-api/";
 * account spec §7 "Analytics": events by numeric id with `s`, `i` and `f` params). The server's side of
 * the wire, re-exported by `@kickoff/contracts`; the shell's analytics runtime builds the same shape
 * (shell-parcels/src/analytics/wire.ts; tests/shell/analytics/wire.test.ts checks the two agree).
 */
import * as v from 'valibot';

export const ANALYTICS_PATHS = {
  events: '/fatman-api/v1/events',
  counters: '/fatman-api/v1/counters',
} as const;

/** At most this many events in one batch. */
export const ANALYTICS_BATCH_MAX = 100;

export const AnalyticsErrorCodes = {
  invalidBatch: 'invalid_batch',
  invalidQuery: 'invalid_query',
} as const;

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** One event: numeric id, optional string / integer / float params, when (ms) and on which page (path). */
export const AnalyticsEventSchema = v.strictObject({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999)),
  s: v.optional(Text(200)),
  i: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-2_147_483_648), v.maxValue(2_147_483_647))),
  f: v.optional(v.pipe(v.number(), v.finite())),
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The page's path as `location.pathname` gives it (percent-encoded, so printable ASCII). */
  page: v.pipe(v.string(), v.maxLength(300), v.regex(/^\/[\x21-\x7e]*$/, 'page: a path')),
});
export type AnalyticsEvent = v.InferOutput<typeof AnalyticsEventSchema>;

/** `POST /fatman-api/v1/events`: a batch under a client-made id (a retried batch keeps its id and is counted once). */
export const AnalyticsBatchSchema = v.strictObject({
  batchId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'batchId: 8-64 letters, digits, _ or -')),
  events: v.pipe(v.array(AnalyticsEventSchema), v.minLength(1), v.maxLength(ANALYTICS_BATCH_MAX)),
});
export type AnalyticsBatch = v.InferOutput<typeof AnalyticsBatchSchema>;

/** The collector's answer: how many events it stored, how many it refused (too old, in the future), whether the batch was a repeat. */
export const AnalyticsBatchReplySchema = v.object({
  data: v.object({ accepted: v.number(), rejected: v.number(), duplicate: v.boolean() }),
});

/** `GET /fatman-api/v1/counters?domain=&projectId=`. */
export const AnalyticsCountersQuerySchema = v.strictObject({
  domain: v.pipe(v.string(), v.regex(/^[a-z0-9.-]{1,253}$/i, 'domain: a host name')),
  projectId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'projectId: a number'), v.transform(Number)),
});

/** The marketing counters of a domain and project: a list the client turns into a map type → code. */
export const AnalyticsCountersReplySchema = v.object({
  data: v.array(v.object({ type: v.pipe(v.number(), v.integer()), code: Text(100) })),
});
export type AnalyticsCounter = v.InferOutput<typeof AnalyticsCountersReplySchema>['data'][number];
