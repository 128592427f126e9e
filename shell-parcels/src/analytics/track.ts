/**
 * What the shell's own forms call (the auth forms load on use, so this adds nothing to the first
 * visit): `track` reports an event through the platform bus (`kickoff:track`, a command the analytics
 * runtime handles once it has started; until then it waits there for up to 15 s), and `trackState`
 * changes the tracking state in the analytics storage, only when the cookie choice allows analytics.
 */
import { consentAllows, emit } from '@kickoff/platform';
import { analyticsPermissions, anyAllowed } from './consent';
import { changeTracking } from './storage';
import type { TrackingState } from './tracking';

/** The event ids of account spec §7 "Analytics" (docs/architecture.md "Analytics" says when each is sent). */
export const AnalyticsIds = {
  registrationClick: 1000,
  registrationSuccess: 1004,
  registrationSuccessPhone: 1255,
  smsSent: 1247,
  smsFail: 1253,
  codeCorrect: 1252,
  betSuccess: 10000,
  depositSuccess: 10001,
  withdrawalSuccess: 10002,
  captchaShown: 10190,
  captchaAnswered: 10191,
} as const;

export function track(id: number, params: { s?: string; i?: number; f?: number } = {}): void {
  emit('kickoff:track', { id, ...params });
}

/** Changes the tracking state when consent allows analytics; returns the state before the change (null without consent). */
export function trackState(change: (state: TrackingState) => TrackingState, now = Date.now()): TrackingState | null {
  if (!anyAllowed(analyticsPermissions(consentAllows))) return null;
  let before: TrackingState | null = null;
  changeTracking((state) => {
    before = state;
    return change(state);
  }, now);
  return before;
}
