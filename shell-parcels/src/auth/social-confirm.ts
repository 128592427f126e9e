/**
 * The "complete your registration" step of a new social player (pure): the server sends a verified social
 * identity with no linked player to the registration page with `?social_confirm=<token>`
 * (docs/api.md "Social sign-in"), where the player confirms the minimum age before the account is opened.
 * The token's pattern and the parameter are the contract's (platform/src/schemas/social.ts), repeated here
 * because the shell reaches the platform only through its public surface.
 */
import type { ActionResult } from '@kickoff/platform';
import { ageConfirmedProblem } from './validation';

export const SOCIAL_CONFIRM_PARAM = 'social_confirm';
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;
/** The server's codes for a token this browser cannot use (unknown, used, expired, another browser's). */
const EXPIRED_CODE = 'bad_state';
/** The refusals that end the registration (the token is used up): the social block's own texts. */
const ENDING_CODES: ReadonlySet<string> = new Set(['registration_closed', 'email_taken', 'two_step_required', 'refused']);
/** The field of the age declaration's server error (as auth/register names it). */
export const AGE_FIELD = 'age_confirmed';

/** The page's pending social registration: the parameter's value (even a malformed one), or null when there is none. */
export function socialConfirmOf(search: string): string | null {
  return new URLSearchParams(search).get(SOCIAL_CONFIRM_PARAM);
}

/** Whether a value can be a registration token at all (a malformed one is not sent to the server). */
export function isConfirmToken(token: string): boolean {
  return TOKEN.test(token);
}

/** The browser's check before posting: the same rule as the other registration types' age box. */
export function confirmProblem(ageConfirmed: boolean): string | null {
  return ageConfirmedProblem(ageConfirmed);
}

type Failure = Extract<ActionResult<never>, { ok: false }>;

/**
 * What a failed load or completion means for the step:
 * - `expired`: the token is not (or no longer) usable here: a message and the social buttons to start again;
 * - `ended`: the registration was refused for good (closed, e-mail taken, ...): the social block's text, and the buttons;
 * - `field`: the server's own age check (its text under the box); the player can tick it and send again;
 * - `form`: anything else (network, rate limit): shown in the form, the player can try again.
 */
export type ConfirmFailure =
  | { kind: 'expired'; error: string }
  | { kind: 'ended'; error: string }
  | { kind: 'field'; error: string }
  | { kind: 'form'; error: string };

export function confirmFailure(failure: Failure, field: string | null): ConfirmFailure {
  if (failure.code === EXPIRED_CODE) return { kind: 'expired', error: 'auth:auth_social_confirm_expired' };
  if (failure.code !== null && ENDING_CODES.has(failure.code)) return { kind: 'ended', error: `auth:auth_social_error_${failure.code}` };
  if (field === AGE_FIELD) return { kind: 'field', error: failure.error };
  return { kind: 'form', error: failure.error };
}
