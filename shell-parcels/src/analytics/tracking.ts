/**
 * Registration and login tracking, pure (account spec §3 "Analytics counters storage", §4 "Registration
 * tracking", "Login attempt counter"): the state kept beside the queue, with the spec's field names.
 *
 * - the registration page (or modal) call increments `regTryCounter`, stamps `lastRegCallTime` and sets
 *   `hasDone` false; done sets the time to 0 and `hasDone` true; leaving without done is logged;
 * - each login click increments `authTryCounter`, a success resets it to 0; opening the login pop-up
 *   stamps `lastAuthPopUpCallTime`;
 * - `counters`: the marketing counters, a map type → code (only with marketing consent).
 */
import * as v from 'valibot';
import type { RegistrationType } from '@kickoff/platform';

/** The spec's names of the registration types in tracking. */
export const REGISTRATION_TRACKING_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegistrationTrackingType = (typeof REGISTRATION_TRACKING_TYPES)[number];

/** The site's registration types by their tracking name; pay-and-play (one step, no form) counts as fast. */
export function trackingTypeOf(type: RegistrationType): RegistrationTrackingType {
  switch (type) {
    case 'phone':
      return 'phone_reg';
    case 'full':
      return 'full_reg';
    case 'social':
      return 'soc_reg';
    case 'one_click':
    case 'pay-and-play':
      return 'fast_reg';
  }
}

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const TrackingStateSchema = v.object({
  authTryCounter: Count,
  lastAuthPopUpCallTime: Count,
  regTryCounter: Count,
  lastRegCallTime: Count,
  hasDone: v.boolean(),
  additionalParams: v.object({ type: v.nullable(v.picklist(REGISTRATION_TRACKING_TYPES)), hasRegister: v.boolean() }),
  socialData: v.nullable(v.object({ network: v.pipe(v.string(), v.maxLength(40)) })),
  counters: v.record(v.string(), v.string()),
});
export type TrackingState = v.InferOutput<typeof TrackingStateSchema>;

export const EMPTY_TRACKING: TrackingState = {
  authTryCounter: 0,
  lastAuthPopUpCallTime: 0,
  regTryCounter: 0,
  lastRegCallTime: 0,
  hasDone: false,
  additionalParams: { type: null, hasRegister: false },
  socialData: null,
  counters: {},
};

export function registrationPageCall(state: TrackingState, type: RegistrationTrackingType, now: number): TrackingState {
  return {
    ...state,
    regTryCounter: state.regTryCounter + 1,
    lastRegCallTime: now,
    hasDone: false,
    additionalParams: { type, hasRegister: state.additionalParams.hasRegister },
  };
}

/** The registration type tab changed while the form is open (not a new call). */
export const registrationTypeChanged = (state: TrackingState, type: RegistrationTrackingType): TrackingState => ({
  ...state,
  additionalParams: { ...state.additionalParams, type },
});

export function registrationDone(state: TrackingState): TrackingState {
  return { ...state, lastRegCallTime: 0, hasDone: true, additionalParams: { ...state.additionalParams, hasRegister: true } };
}

/** The form closes: the message to log when it was called and not done, else null. */
export function registrationLeft(state: TrackingState, now: number): string | null {
  if (state.hasDone || state.lastRegCallTime === 0) return null;
  const seconds = Math.max(0, Math.round((now - state.lastRegCallTime) / 1000));
  return `registration left without done: ${state.additionalParams.type ?? 'unknown'} after ${seconds} s, try ${state.regTryCounter}`;
}

export const socialChosen = (state: TrackingState, network: string): TrackingState => ({ ...state, socialData: { network } });

export const loginPopUp = (state: TrackingState, now: number): TrackingState => ({ ...state, lastAuthPopUpCallTime: now });

export const loginClick = (state: TrackingState): TrackingState => ({ ...state, authTryCounter: state.authTryCounter + 1 });

export const loginSuccess = (state: TrackingState): TrackingState => ({ ...state, authTryCounter: 0 });

/** The marketing counters list as the map the storage keeps (a later entry of a type wins). */
export function countersMap(list: ReadonlyArray<{ type: number; code: string }>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { type, code } of list) map[String(type)] = code;
  return map;
}
