/** Resend countdown (pure): an SMS or e-mail code may be sent again 60 s after the last one. */
export const RESEND_AFTER_MS = 60_000;

/** Whole seconds left until `until` (ms since epoch), never below 0. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
