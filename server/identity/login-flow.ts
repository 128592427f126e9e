/**
 * The end of every login: a password check (with the captcha counters), the login checks other
 * services add (`app.identityChecks`), the two-step branch, the session.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AuthErrorCodes, LoginResponseSchema, type LoginResponse } from '@kickoff/contracts';
import { sendError } from '../http/errors';
import { COOKIE_PENDING, PENDING_COOKIE_MAX_AGE_S, TWO_STEP_CODE_TTL_MS } from './constants';
import { clearLoginFailures, recordLoginFailure } from './http/captcha-gate';
import type { FailureKeys } from './store/login-failures';
import { setCookie } from './http/cookies';
import { startSession } from './http/session';
import { decoyHash, verifyPassword } from './password';
import { randomCode, randomId } from './random';
import type { IdentityContext } from './context';
import type { UserRow } from './store/users';

export const WRONG_CREDENTIALS_DETAIL = 'Wrong login or password';

export function sendLoginResponse(reply: FastifyReply, response: LoginResponse): FastifyReply {
  return reply.header('cache-control', 'no-store').send(v.parse(LoginResponseSchema, response));
}

/** The refusal of a login the checks other services add (`app.identityChecks.onLogin`) answer, sent; else undefined. */
function refuseLogin(svc: IdentityContext, request: FastifyRequest, reply: FastifyReply, user: UserRow): FastifyReply | undefined {
  const refusal = svc.checks.login(user.id, svc.clock.now());
  if (!refusal) return undefined;
  request.log.info({ userId: user.id, code: refusal.code }, 'login refused');
  return sendError(reply, refusal.status, refusal.code, refusal.detail, undefined, refusal.meta);
}

/** Starts a session for the user and answers `{ status: 'ok', user_id }` (unless a login check refuses). */
export function signIn(svc: IdentityContext, request: FastifyRequest, reply: FastifyReply, user: UserRow, save: boolean): FastifyReply {
  const refused = refuseLogin(svc, request, reply, user);
  if (refused) return refused;
  startSession(svc, request, reply, user.id, save);
  request.log.info({ userId: user.id }, 'user signed in');
  return sendLoginResponse(reply, { status: 'ok', user_id: user.id });
}

/**
 * Two-factor users get a code by e-mail (through the gateway; within the code-request limits of their
 * account) and the pending cookie; `demoCode` only with the demo switch.
 */
export async function startTwoStep(svc: IdentityContext, request: FastifyRequest, reply: FastifyReply, user: UserRow, save: boolean): Promise<FastifyReply> {
  const refused = refuseLogin(svc, request, reply, user);
  if (refused) return refused;
  await svc.codeLimits.admitRequest(request, `account:${user.id}`);
  const now = svc.clock.now();
  const step = { id: randomId(), purpose: 'two_step' as const, user_id: user.id, login_key: user.email, code: randomCode(), save: save ? 1 : 0, created_at: now, expires_at: now + TWO_STEP_CODE_TTL_MS };
  svc.stores.pending.create(step);
  setCookie(request, reply, COOKIE_PENDING, step.id, { httpOnly: true, maxAge: PENDING_COOKIE_MAX_AGE_S });
  if (user.email) svc.gateway.send(request, { channel: 'email', to: user.email, purpose: 'two_step', code: step.code, stepId: step.id, createdAt: now, expiresAt: step.expires_at });
  const response: LoginResponse = { status: 'two_step_required', channel: 'email' };
  if (svc.demo) response.demoCode = step.code;
  return sendLoginResponse(reply, response);
}

export interface PasswordLogin {
  user: UserRow | undefined;
  password: string;
  save: boolean;
  /** Where a failure counts: the account (or unknown login), the fingerprint, the client address. */
  failure: FailureKeys;
}

/** Checks the password in constant time (a decoy hash for unknown logins); failures feed the captcha gate. */
export async function passwordLogin(svc: IdentityContext, request: FastifyRequest, reply: FastifyReply, login: PasswordLogin): Promise<FastifyReply> {
  const stored = login.user ? svc.stores.credentials.get(login.user.id) : undefined;
  const matches = await verifyPassword(login.password, stored ?? decoyHash());
  if (!login.user || !stored || !matches) {
    recordLoginFailure(svc, login.failure);
    return sendError(reply, 400, AuthErrorCodes.wrongCredentials, WRONG_CREDENTIALS_DETAIL);
  }
  clearLoginFailures(svc, login.failure.subject);
  if (login.user.enable_two_factor_auth === 1) return startTwoStep(svc, request, reply, login.user, login.save);
  return signIn(svc, request, reply, login.user, login.save);
}
