/**
 * Forgot password (account spec §4: call → code → approve → save): auth/password/forgot sends a code
 * (within the code limits), auth/password/code trades it for a reset token, auth/password/save sets a
 * password that passes the policy. Unknown logins get the same reply as known ones (reset-target.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { sendError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { checkCode, sendCodeError } from '../codes';
import { RESET_CODE_TTL_MS, RESET_LINK_TTL_MS, RESET_TOKEN_TTL_MS } from '../constants';
import { codeRequestGuard } from '../http/code-request-guard';
import { parseFields } from '../http/fields';
import type { IdentityGuards } from '../http/guards';
import { currentSession } from '../http/session';
import { hashPassword } from '../password';
import { passwordWeakness, WEAK_PASSWORD } from '../password-policy';
import { randomCode, randomId, sha256 } from '../random';
import { resetLoginKey, resetTarget } from '../reset-target';
import type { IdentityContext } from '../context';

type ForgotCallResponse = v.InferOutput<typeof ForgotCallResponseSchema>;

/** The code-limit target of a forgot-password request, when its body is valid. */
function forgotTarget(svc: IdentityContext): (request: FastifyRequest) => string | undefined {
  return (request) => {
    const body = v.safeParse(ForgotCallRequestSchema, request.body);
    return body.success ? resetTarget(svc.stores.users, body.output.login).limitTarget : undefined;
  };
}

export function registerPasswordRoutes(app: FastifyInstance, svc: IdentityContext, guards: IdentityGuards): void {
  const { users, pending, credentials, sessions } = svc.stores;

  app.post(svc.web(AuthPaths.forgotCall), { preHandler: [guards.fingerprint, codeRequestGuard(svc, forgotTarget(svc))] }, async (request, reply) => {
    const body = parseBody(ForgotCallRequestSchema, request.body, reply);
    if (!body) return reply;
    svc.sweep();
    const target = resetTarget(users, body.login);
    const now = svc.clock.now();
    const step = {
      id: randomId(),
      purpose: 'password_reset' as const,
      // A decoy (unknown login, or no such contact) has no user: same reply, and no code matches it.
      user_id: target.user?.id ?? null,
      login_key: target.loginKey,
      phone: target.channel === 'sms' && target.to ? target.to : null,
      code: randomCode(),
      created_at: now,
      expires_at: now + RESET_CODE_TTL_MS,
    };
    pending.create(step);
    if (target.to) svc.gateway.send(request, { channel: target.channel, to: target.to, purpose: 'password_reset', code: step.code, stepId: step.id, createdAt: now, expiresAt: step.expires_at });
    if (target.channel === 'email' && target.to && target.user) {
      // The mail also carries a link (user/passwordreset?token=) with its own one-use reset token.
      const resetToken = randomId();
      const expiresAt = now + RESET_LINK_TTL_MS;
      pending.create({ id: randomId(), purpose: 'reset_token', user_id: target.user.id, code: sha256(resetToken), created_at: now, expires_at: expiresAt });
      app.identityEvents.emit('resetLink', { request, userId: target.user.id, email: target.to, resetToken, expiresAt });
    }
    else request.log.info({ channel: target.channel }, 'password reset requested: no account or contact, nothing sent');
    const response: ForgotCallResponse = { channel: target.channel, expiresIn: RESET_CODE_TTL_MS / 1000 };
    if (svc.demo) response.demoCode = step.code;
    return reply.header('cache-control', 'no-store').send(v.parse(ForgotCallResponseSchema, response));
  });

  app.post(svc.web(AuthPaths.forgotCode), { preHandler: guards.fingerprint }, async (request, reply) => {
    const body = parseBody(ForgotCodeRequestSchema, request.body, reply);
    if (!body) return reply;
    const step = pending.latestForLogin(resetLoginKey(body.login), 'password_reset');
    if (!step) return sendCodeError(reply, 'missing');
    const check = await checkCode(svc, request, step, body.code, step.user_id !== null);
    if (check !== 'ok') return sendCodeError(reply, check);
    const now = svc.clock.now();
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
    const owner = users.byId(step.user_id);
    const weakness = passwordWeakness(body.password, { email: owner?.email, phone: owner?.phone_number });
    if (weakness) return sendError(reply, 400, WEAK_PASSWORD, weakness, { pointer: '/password' });
    const hash = await hashPassword(body.password);
    if (!pending.use(step.id)) return sendCodeError(reply, 'expired');
    const userId = step.user_id;
    svc.stores.transaction(() => {
      credentials.set(userId, hash, now);
      users.markPasswordChanged(userId, now);
      const own = currentSession(svc, request);
      sessions.endOthers(userId, own?.user_id === userId ? own.id : undefined, now);
    });
    request.log.info({ userId }, 'password reset: other sessions ended');
    return reply.header('cache-control', 'no-store').send(v.parse(ForgotSaveResponseSchema, { success: true }));
  });
}
