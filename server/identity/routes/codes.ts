/**
 * Code-based steps: auth/sms/send and auth/login/sms (SMS login), auth/two-step (after a password
 * login of a two-factor user), auth/social/two-step. The pending step is named by the `kk_pending` cookie.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  AuthErrorCodes,
  AuthPaths,
  LoginSmsRequestSchema,
  SendSmsRequestSchema,
  SendSmsResponseSchema,
  SocialTwoStepRequestSchema,
  TwoStepRequestSchema,
} from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { checkCode, sendCodeError } from '../codes';
import { COOKIE_PENDING, PENDING_COOKIE_MAX_AGE_S, SMS_CODE_TTL_MS } from '../constants';
import { readCookie, setCookie } from '../http/cookies';
import { codeRequestGuard } from '../http/code-request-guard';
import type { IdentityGuards } from '../http/guards';
import { signIn } from '../login-flow';
import { fullPhone, phoneDigits } from '../phone';
import { randomCode, randomId } from '../random';
import type { IdentityContext } from '../context';
import type { PendingPurpose, PendingRow } from '../store/pending-steps';

/** The phone an SMS request names (`+79001234567`), when its body is valid. */
function smsTarget(request: FastifyRequest): string | undefined {
  const body = v.safeParse(SendSmsRequestSchema, request.body);
  return body.success ? `phone:${fullPhone(body.output['phone-code'], body.output['phone-number'])}` : undefined;
}

export function registerCodeRoutes(app: FastifyInstance, svc: IdentityContext, guards: IdentityGuards): void {
  const smsLimit = codeRequestGuard(svc, smsTarget);

  app.post(svc.web(AuthPaths.sendSms), { preHandler: [guards.fingerprint, smsLimit] }, async (request, reply) => {
    const body = parseBody(SendSmsRequestSchema, request.body, reply);
    if (!body) return reply;
    svc.sweep();
    const now = svc.clock.now();
    const phone = fullPhone(body['phone-code'], body['phone-number']);
    const step = { id: randomId(), purpose: 'sms' as const, phone, code: randomCode(), created_at: now, expires_at: now + SMS_CODE_TTL_MS };
    svc.stores.pending.create(step);
    setCookie(request, reply, COOKIE_PENDING, step.id, { httpOnly: true, maxAge: PENDING_COOKIE_MAX_AGE_S });
    svc.gateway.send(request, { channel: 'sms', to: phone, purpose: 'sms', code: step.code, stepId: step.id, createdAt: now, expiresAt: step.expires_at });
    const response: v.InferOutput<typeof SendSmsResponseSchema> = { success: true, expiresIn: SMS_CODE_TTL_MS / 1000 };
    if (svc.demo) response.demoCode = step.code;
    return reply.header('cache-control', 'no-store').send(v.parse(SendSmsResponseSchema, response));
  });

  /** The pending step of the cookie, checked against `code`; sends the error and returns undefined unless right. */
  async function takeStep(request: FastifyRequest, reply: FastifyReply, purpose: PendingPurpose, code: string): Promise<PendingRow | undefined> {
    const id = readCookie(request, COOKIE_PENDING);
    const step = id ? svc.stores.pending.byId(id, purpose) : undefined;
    if (!step) {
      sendCodeError(reply, 'missing');
      return undefined;
    }
    const check = await checkCode(svc, request, step, code);
    if (check !== 'ok') {
      sendCodeError(reply, check);
      return undefined;
    }
    return step;
  }

  app.post(svc.web(AuthPaths.loginSms), { preHandler: guards.fingerprint }, async (request, reply) => {
    const body = parseBody(LoginSmsRequestSchema, request.body, reply);
    if (!body) return reply;
    const step = await takeStep(request, reply, 'sms', body['sms-code']);
    if (!step) return reply;
    const user = step.phone ? svc.stores.users.byPhoneDigits(phoneDigits(step.phone)) : undefined;
    if (!user) return sendError(reply, 400, AuthErrorCodes.wrongCredentials, 'No account uses this phone number');
    return signIn(svc, request, reply, user, false);
  });

  app.post(svc.web(AuthPaths.twoStep), { preHandler: guards.fingerprint }, async (request, reply) => {
    const body = parseBody(TwoStepRequestSchema, request.body, reply);
    if (!body) return reply;
    const step = await takeStep(request, reply, 'two_step', body.code);
    if (!step) return reply;
    const user = step.user_id === null ? undefined : svc.stores.users.byId(step.user_id);
    if (!user) return sendError(reply, 400, AuthErrorCodes.wrongCredentials, 'The account no longer exists');
    return signIn(svc, request, reply, user, body.save);
  });

  // Social sign-in has no provider on the reference server, so no social step can be pending.
  app.post(svc.web(AuthPaths.socialTwoStep), { preHandler: guards.fingerprint }, async (request, reply) => {
    const body = parseBody(SocialTwoStepRequestSchema, request.body, reply);
    if (!body) return reply;
    const step = await takeStep(request, reply, 'social_two_step', body.code);
    if (!step) return reply;
    const user = step.user_id === null ? undefined : svc.stores.users.byId(step.user_id);
    if (!user) return sendError(reply, 400, AuthErrorCodes.wrongCredentials, 'The account no longer exists');
    return signIn(svc, request, reply, user, step.save === 1);
  });
}
