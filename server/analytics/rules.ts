/**
 * The collector's rules, pure: which events of a batch are stored (those that happened in the last
 * 24 h, the browser's storage expiry, with an hour's slack for clock skew, and not more than 10 minutes
 * ahead of the server), and the day (UTC) each counts on.
 */
import type { AnalyticsEvent } from '@kickoff/contracts';
import type { StoredEvent } from './store/events';

/** The browser drops unsent events after 24 h (account spec §9 "Analytics storage expiry"). */
export const EVENT_MAX_AGE_MS = 24 * 3_600_000;
export const CLOCK_SKEW_MS = 3_600_000;
export const EVENT_MAX_AHEAD_MS = 10 * 60_000;

/**
 * The collector's body limit: the largest valid batch (100 events, each with the longest `s` written as
 * JSON escapes and the longest `page`) is about 160 KB, more than the API's default 16 KB.
 */
export const BATCH_BODY_LIMIT = 192 * 1024;

/** Batches per client address and minute (a browser sends one about every 5 s while busy). */
export const BATCHES_PER_ADDRESS = { max: 30, windowSeconds: 60 } as const;

export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export function eventsToStore(events: readonly AnalyticsEvent[], now: number): { stored: StoredEvent[]; rejected: number } {
  const oldest = now - EVENT_MAX_AGE_MS - CLOCK_SKEW_MS;
  const newest = now + EVENT_MAX_AHEAD_MS;
  const stored: StoredEvent[] = [];
  for (const e of events) {
    if (e.at < oldest || e.at > newest) continue;
    stored.push({ event_id: e.id, s: e.s ?? null, i: e.i ?? null, f: e.f ?? null, at: e.at, day: dayOf(e.at), page: e.page });
  }
  return { stored, rejected: events.length - stored.length };
}
