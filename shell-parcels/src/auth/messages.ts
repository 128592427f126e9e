/**
 * Error text helpers of the auth forms: the key-or-message rule comes from the platform; the field
 * a server error names is read here, and so is the text a player sees for the refusals whose server
 * detail is not meant for them or not in their language (pure, no React).
 */
import { AuthErrorCodes, type ActionResult } from '@kickoff/platform';

export { messageText } from '@kickoff/platform';

/**
 * The form field a server error names: a plain name (`email`) or a JSON pointer
 * (`/data/attributes/email`); null when there is none.
 */
export function serverField(field: string | undefined): string | null {
  if (!field) return null;
  const last = field.split('/').filter(Boolean).pop();
  return last ?? null;
}

export type ActionFailure = Extract<ActionResult<never>, { ok: false }>;

/** Texts of the `auth` namespace that replace the server's detail for these codes, in the page language. */
const CODE_TEXTS: Readonly<Record<string, string>> = {
  /** A ban refuses the call (switching or opening accounts): say so plainly. */
  [AuthErrorCodes.banned]: 'auth:auth_banned',
  /** A write from a page the server does not trust: nothing the player can fix but reloading. */
  [AuthErrorCodes.forbiddenOrigin]: 'auth:auth_request_refused',
  /** Rate limits: the forms add the "try again in N s" countdown from `retryAfter`. */
  [AuthErrorCodes.tooManyRequests]: 'auth:auth_too_many',
  [AuthErrorCodes.tooManyAttempts]: 'auth:auth_too_many',
};

/** The platform's generic key: a failure without any text from the server. */
const NO_SERVER_TEXT = 'main_query_error';

/**
 * The failure as the shell shows it: a ban, a refused origin and a rate limit get the shell's own
 * text; a weak password keeps the server's reason (why the policy refused it) and gets the shell's
 * text only when the server sent none. Everything else is unchanged.
 */
export function playerFailure<F extends ActionFailure>(failure: F): F {
  const key = failure.code === null ? undefined : CODE_TEXTS[failure.code];
  if (key) return { ...failure, error: key };
  if (failure.code === AuthErrorCodes.weakPassword && failure.error === NO_SERVER_TEXT) return { ...failure, error: 'auth:auth_weak_password' };
  return failure;
}
