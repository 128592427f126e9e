/** Time windows of the feed (simulated seconds). */
export const HOUR = 3600;
export const DAY = 86_400;
/** Seeded and far line games start at least this far ahead. */
export const LINE_MIN_AHEAD = HOUR;
/** ... and at most this far. */
export const LINE_HORIZON = 72 * HOUR;
/** Finished games stay as game rows this long (results of the last 3 days), then only their result row stays. */
export const RESULTS_WINDOW = 3 * DAY;
/** timeFilter 1 (upcoming): line games starting within 3 h. */
export const UPCOMING_WINDOW = 3 * HOUR;
/** Line games starting within this window count as "soon" (they feed the live section). */
export const SOON_WINDOW = 30 * 60;
/** A new open toto draw takes games starting at least this far ahead. */
export const TOTO_LEAD = 12 * HOUR;
/** A simulated clock this far behind the real one is re-seeded instead of replayed. */
export const STALE_AFTER = 6 * HOUR;
/** Match events of a finished game are kept this long after it ends (a live page's timeline), then pruned. */
export const EVENTS_KEEP = 6 * HOUR;
