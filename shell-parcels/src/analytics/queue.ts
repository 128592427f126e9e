/**
 * The unsent events, pure: events wait in a queue; a batch is cut from it when 20 events wait or every
 * 5 s, sent under one batch id (kept across retries, so the collector counts a retried batch once),
 * retried with a doubling delay, and nothing older than 24 h (account spec §9 "Analytics storage
 * expiry") is kept or sent.
 */
import type { CollectedEvent, EventBatch } from './wire';

export const FLUSH_EVERY_MS = 5_000;
export const FLUSH_AT_EVENTS = 20;
/** The collector takes at most 100 events a batch. */
export const BATCH_MAX = 100;
/** At most this many events wait (the oldest go first). */
export const QUEUE_MAX = 500;
export const EVENT_MAX_AGE_MS = 24 * 3_600_000;
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 60_000;

export interface QueueState {
  /** Events not yet in a batch, oldest first. */
  waiting: CollectedEvent[];
  /** The batch being sent (and retried), if any. */
  inFlight: EventBatch | null;
  /** Failed sends of the batch in flight. */
  attempts: number;
}

export const EMPTY_QUEUE: QueueState = { waiting: [], inFlight: null, attempts: 0 };

export function enqueue(state: QueueState, event: CollectedEvent): QueueState {
  const waiting = [...state.waiting, event];
  return { ...state, waiting: waiting.length > QUEUE_MAX ? waiting.slice(waiting.length - QUEUE_MAX) : waiting };
}

/**
 * Drops what is older than 24 h, waiting or in flight. A batch in flight keeps its id: if an earlier
 * attempt reached the collector, the retry is a duplicate and counts nothing, as it should.
 */
export function dropExpired(state: QueueState, now: number): QueueState {
  const fresh = (e: CollectedEvent): boolean => e.at >= now - EVENT_MAX_AGE_MS;
  const waiting = state.waiting.filter(fresh);
  const inFlightEvents = state.inFlight?.events.filter(fresh) ?? [];
  if (!state.inFlight || inFlightEvents.length === 0) return { waiting, inFlight: null, attempts: 0 };
  return { waiting, inFlight: { batchId: state.inFlight.batchId, events: inFlightEvents }, attempts: state.attempts };
}

/** Whether a batch should be cut now: one is not in flight and 20 events wait, or the 5 s tick found some. */
export const shouldCut = (state: QueueState, tick: boolean): boolean =>
  state.inFlight === null && (state.waiting.length >= FLUSH_AT_EVENTS || (tick && state.waiting.length > 0));

/** Moves up to 100 waiting events into a new batch in flight. */
export function cutBatch(state: QueueState, batchId: string): QueueState {
  if (state.inFlight || state.waiting.length === 0) return state;
  return { waiting: state.waiting.slice(BATCH_MAX), inFlight: { batchId, events: state.waiting.slice(0, BATCH_MAX) }, attempts: 0 };
}

/** The collector took the batch (or had it already). */
export const batchSent = (state: QueueState): QueueState => ({ ...state, inFlight: null, attempts: 0 });

/** The collector refused the batch for good (422): it is dropped, never retried. */
export const batchRefused = batchSent;

/** A send failed (network, 5xx, 429): one more attempt counted. */
export const batchFailed = (state: QueueState): QueueState => ({ ...state, attempts: state.attempts + 1 });

/** The wait before the next attempt: 1 s, doubled per failure, at most 60 s (or the server's Retry-After). */
export function retryDelay(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));
  return retryAfterSeconds !== undefined ? Math.max(backoff, retryAfterSeconds * 1000) : backoff;
}
