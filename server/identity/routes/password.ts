/**
 * Forgot password (account spec §4: call → code → approve → save): auth/password/forgot sends a code,
 * auth/password/code trades it for a reset token, auth/password/save sets the password. Unknown logins
 * get the same reply as known ones.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  AuthPaths,
  ForgotCallRequestSchema,
  ForgotCallResponseSchema,
  ForgotCodeRequestSchema,
  ForgotCodeResponseSchema,
  ForgotSaveRequestSchema,
  ForgotSaveResponseSchema,
} from '@kickoff/contracts';
import { parseBody } from '../../http/validate';
import { checkCode, sendCodeError } from '../codes';
import { RESET_CODE_TTL_MS, RESET_TOKEN_TTL_MS } from '../constants';
import type { IdentityGuards } from '../http/guards';
import { currentSession } from '../http/session';
import { hashPassword } from '../password';
import { phoneDigits } from '../phone';
import { randomCode, randomId, sha256 } from '../random';
import type { IdentityContext } from '../context';
import type { UserRow } from '../store/users';
import { parseFields } from '../http/fields';

type ForgotCallResponse = v.InferOutput<typeof ForgotCallResponseSchema>;

/** The reset key of a login: trimmed and lower-cased; digits only for phones and ids. */
export function resetLoginKey(login: string): string {
  const trimmed = login.trim().toLowerCase();
  return trimmed.includes('@') ? `reset:${trimmed}` : `reset:${phoneDigits(trimmed)}`;
}

export function registerPasswordRoutes(app: FastifyInstance, svc: IdentityContext, guards: IdentityGuards): void {
  const { users, pending, credentials, sessions } = svc.stores;

  /** E-mail → user by e-mail; digits → account ID, else a phone (code + number). */
  function findByLogin(login: string): { user: UserRow | undefined; channel: 'email' | 'sms' } {
    const trimmed = login.trim();
    if (trimmed.includes('@')) return { user: users.byEmail(trimmed), channel: 'email' };
    const digits = phoneDigits(trimmed);
    const asId = Number(digits);
    const byId = digits.length > 0 && Number.isSafeInteger(asId) ? users.byId(asId) : undefined;
    if (byId) return { user: byId, channel: byId.email ? 'email' : 'sms' };
    return { user: digits ? users.byPhoneDigits(digits) : undefined, channel: 'sms' };
  }

  app.post(svc.web(AuthPaths.forgotCall), { preHandler: guards.fingerprint }, async (request, reply) => {
    const body = parseBody(ForgotCallRequestSchema, request.body, reply);
    if (!body) return reply;
    svc.sweep();
    const { user, channel } = findByLogin(body.login);
    const now = svc.clock.now();
    const code = randomCode();
    const phone = user?.phone_code && user.phone_number ? `${user.phone_code}${user.phone_number}` : null;
    // Unknown logins get a decoy step (no user): same reply, and no code ever matches it.
    pending.create({
      id: randomId(),
      purpose: 'password_reset',
      user_id: user?.id ?? null,
      login_key: resetLoginKey(body.login),
      phone: channel === 'sms' ? phone : null,
      code,
      created_at: now,
      expires_at: now + RESET_CODE_TTL_MS,
    });
    if (user) request.log.info({ userId: user.id, channel }, `Password reset code for ${body.login.trim()}: ${code}`);
    else request.log.info({ channel }, 'password reset requested for an unknown login');
    const response: ForgotCallResponse = { channel, expiresIn: RESET_CODE_TTL_MS / 1000 };
    if (!svc.production) response.demoCode = code;
    return reply.header('cache-control', 'no-store').send(v.parse(ForgotCallResponseSchema, response));
  });

  app.post(svc.web(AuthPaths.forgotCode), { preHandler: guards.fingerprint }, async (request, reply) => {
    const body = parseBody(ForgotCodeRequestSchema, request.body, reply);
    if (!body) return reply;
    const step = pending.latestForLogin(resetLoginKey(body.login), 'password_reset');
    if (!step) return sendCodeError(reply, 'missing');
    const now = svc.clock.now();
    const check = checkCode(pending, step, body.code, now, step.user_id !== null);
    if (check !== 'ok') return sendCodeError(reply, check);
    const resetToken = randomId();
    pending.create({ id: randomId(), purpose: 'reset_token', user_id: step.user_id, code: sha256(resetToken), created_at: now, expires_at: now + RESET_TOKEN_TTL_MS });
    return reply.header('cache-control', 'no-store').send(v.parse(ForgotCodeResponseSchema, { resetToken }));
  });

  app.post(svc.web(AuthPaths.forgotSave), { preHandler: guards.fingerprint }, async (request, reply) => {
    const body = parseFields(ForgotSaveRequestSchema, request.body, reply);
    if (!body) return reply;
    const step = pending.byCode(sha256(body.resetToken), 'reset_token');
    if (!step || step.user_id === null) return sendCodeError(reply, 'missing');
    const now = svc.clock.now();
    if (step.used === 1 || step.expires_at <= now) return sendCodeError(reply, 'expired');
    const hash = await hashPassword(body.password);
    if (!pending.use(step.id)) return sendCodeError(reply, 'expired');
    const userId = step.user_id;
    svc.stores.transaction(() => {
      credentials.set(userId, hash, now);
      users.markPasswordChanged(userId, now);
      const own = currentSession(svc, request);
      sessions.deleteOthers(userId, own?.user_id === userId ? own.id : undefined);
    });
    request.log.info({ userId }, 'password reset: other sessions ended');
    return reply.header('cache-control', 'no-store').send(v.parse(ForgotSaveResponseSchema, { success: true }));
  });
}
