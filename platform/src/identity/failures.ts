/**
 * Turning a failed call into an action result the forms show: the server's own message when it
 * sent one, else an i18n key for the error code, else the client's generic key; plus the error code,
 * the form field named by a JSON:API `source.pointer` and, on a 429, the seconds to wait
 * (`meta.retryAfter`).
 */
import * as v from 'valibot';
import { ApiError, CANCELLED_STATUS, errorText } from '../api/errors';
import { AuthErrorCodes } from '../schemas/auth';
import type { ActionResult } from './contract';

type ActionFailure = Extract<ActionResult<never>, { ok: false }>;

/** i18n keys for the codes the forms tell apart when the server sent no text. */
const ERROR_CODE_KEYS: Readonly<Record<string, string>> = {
  [AuthErrorCodes.wrongCredentials]: 'auth_wrong_credentials',
  [AuthErrorCodes.loginForbidden]: 'auth_login_forbidden',
  [AuthErrorCodes.codeWrong]: 'auth_code_wrong',
  [AuthErrorCodes.codeExpired]: 'auth_code_expired',
  [AuthErrorCodes.emailTaken]: 'auth_email_taken',
  [AuthErrorCodes.phoneTaken]: 'auth_phone_taken',
  [AuthErrorCodes.registrationClosed]: 'auth_registration_closed',
  [AuthErrorCodes.providerNotConfigured]: 'auth_provider_not_configured',
  [AuthErrorCodes.unauthorized]: 'auth_session_expired',
};

const PointerSchema = v.object({
  errors: v.array(v.object({ source: v.optional(v.object({ pointer: v.optional(v.string()) })) })),
});

/** `/data/attributes/email` or `/email` → `email`. */
function fieldOfErrorBody(body: unknown): string | undefined {
  const parsed = v.safeParse(PointerSchema, body);
  if (!parsed.success) return undefined;
  for (const e of parsed.output.errors) {
    const pointer = e.source?.pointer; // a header or query `parameter` is no form field
    const field = pointer?.split('/').filter(Boolean).pop();
    if (field) return field;
  }
  return undefined;
}

const RetryAfterSchema = v.object({
  errors: v.array(v.object({ meta: v.optional(v.object({ retryAfter: v.optional(v.unknown()) })) })),
});

/** The longest wait a rate limit reply names, in whole seconds (at least 1); undefined without one. */
export function retryAfterOf(body: unknown): number | undefined {
  const parsed = v.safeParse(RetryAfterSchema, body);
  if (!parsed.success) return undefined;
  let wait: number | undefined;
  for (const e of parsed.output.errors) {
    const seconds = e.meta?.retryAfter;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) continue;
    wait = Math.max(wait ?? 0, Math.ceil(seconds));
  }
  return wait;
}

export function failureOf(err: unknown): ActionFailure {
  if (err instanceof ApiError) {
    const message = err.details.join('\n').trim();
    const codeKey = err.code ? ERROR_CODE_KEYS[err.code] : undefined;
    const error = err.status === CANCELLED_STATUS ? 'main_cancelled' : message || codeKey || 'main_query_error';
    const field = fieldOfErrorBody(err.body);
    const retryAfter = err.status === 429 ? retryAfterOf(err.body) : undefined;
    return {
      ok: false,
      error,
      code: err.code,
      ...(field ? { field } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    };
  }
  return { ok: false, error: errorText(err), code: null };
}

/** Runs a call and wraps its value or its failure. */
export async function attempt<T>(run: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    return failureOf(err);
  }
}
