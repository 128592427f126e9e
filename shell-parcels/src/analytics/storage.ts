/**
 * The analytics storage in localStorage, two entries each with the time it was saved: the unsent events
 * (`kickoff.analytics.queue`, the runtime's) and the tracking state (`kickoff.analytics.counters`, the
 * spec's "analytics counters storage", written by the auth forms). Every change reads, changes and
 * writes its entry at once, so the two writers (and two tabs) never hold a stale copy for long. Read
 * through the schemas: a broken or foreign entry is ignored (and replaced on the next write); an entry
 * saved more than 24 h ago is dropped (account spec §9 "Analytics storage expiry: 24 h"). Kept only with
 * consent: without it both entries are removed.
 */
import * as v from 'valibot';
import { getWebStorage, readStored, removeStored, writeStored } from '@kickoff/platform';
import { EMPTY_QUEUE, EVENT_MAX_AGE_MS, type QueueState } from './queue';
import { EMPTY_TRACKING, TrackingStateSchema, type TrackingState } from './tracking';
import { CollectedEventSchema, EventBatchSchema } from './wire';

export const QUEUE_KEY = 'kickoff.analytics.queue';
export const TRACKING_KEY = 'kickoff.analytics.counters';

const Saved = <S extends v.GenericSchema>(value: S) => v.object({ savedAt: v.pipe(v.number(), v.integer(), v.minValue(0)), value });

const QueueStoredSchema = Saved(
  v.object({
    waiting: v.array(CollectedEventSchema),
    inFlight: v.nullable(EventBatchSchema),
    attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
);
const TrackingStoredSchema = Saved(TrackingStateSchema);

const local = (): Storage | null => getWebStorage('local');

function read<T>(storage: Storage | null, key: string, schema: v.GenericSchema<unknown, { savedAt: number; value: T }>, empty: T, now: number): T {
  const stored = readStored(storage, key, schema);
  if (!stored || stored.savedAt < now - EVENT_MAX_AGE_MS || stored.savedAt > now + EVENT_MAX_AGE_MS) return empty;
  return stored.value;
}

export const readQueue = (now: number, storage: Storage | null = local()): QueueState => read(storage, QUEUE_KEY, QueueStoredSchema, EMPTY_QUEUE, now);

export const readTracking = (now: number, storage: Storage | null = local()): TrackingState =>
  read(storage, TRACKING_KEY, TrackingStoredSchema, EMPTY_TRACKING, now);

/** Reads, changes and writes the queue; returns the new state. */
export function changeQueue(change: (q: QueueState) => QueueState, now: number, storage: Storage | null = local()): QueueState {
  const next = change(readQueue(now, storage));
  if (next.waiting.length === 0 && next.inFlight === null) removeStored(storage, QUEUE_KEY);
  else writeStored(storage, QUEUE_KEY, { savedAt: now, value: next });
  return next;
}

export function changeTracking(change: (t: TrackingState) => TrackingState, now: number, storage: Storage | null = local()): TrackingState {
  const next = change(readTracking(now, storage));
  writeStored(storage, TRACKING_KEY, { savedAt: now, value: next });
  return next;
}

/** Consent withdrawn (or never given): nothing of analytics stays. */
export function clearAnalytics(storage: Storage | null = local()): void {
  removeStored(storage, QUEUE_KEY);
  removeStored(storage, TRACKING_KEY);
}
