/**
 * Countdowns (pure): an SMS or e-mail code may be sent again 60 s after the last one; a rate-limited
 * request (429 with `meta.retryAfter`) may be tried again after the seconds the server names.
 */
export const RESEND_AFTER_MS = 60_000;

/** Whole seconds left until `until` (ms since epoch), never below 0. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The moment (ms since epoch) a wait of `seconds` started at `now` ends; a wait that is not a positive number ends now. */
export function retryUntil(seconds: number, now: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? now + Math.ceil(seconds) * 1000 : now;
}

/** Milliseconds until the shown whole-second value changes next (at most 1000, at least 1). */
export function msToNextSecond(until: number, now: number): number {
  const left = until - now;
  if (left <= 0) return 1000;
  return left % 1000 || 1000;
}
