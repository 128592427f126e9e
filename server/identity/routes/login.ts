/** Password and token logins: auth/login (e-mail or account ID), auth/login/phone, auth/login/token, auth/login/social. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  AuthErrorCodes,
  AuthPaths,
  LoginEmailRequestSchema,
  LoginPhoneRequestSchema,
  LoginSocialRequestSchema,
  LoginTokenRequestSchema,
} from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { failureKeys, passCaptchaGate } from '../http/captcha-gate';
import { fingerprintOf, type IdentityGuards } from '../http/guards';
import { passwordLogin, signIn } from '../login-flow';
import { failureSubject, findByLoginName, nameText, parseLoginName } from '../login-name';
import { normalizePhoneCode } from '../phone';
import type { IdentityContext } from '../context';

/** `sign` of a login token: HMAC-SHA256 of `<method_id>.<token>` with the server secret, base64url. */
export function loginTokenSign(secret: string, methodId: number, token: string): string {
  return createHmac('sha256', secret).update(`${methodId}.${token}`).digest('base64url');
}

export const PROVIDER_NOT_CONFIGURED_DETAIL = 'Social sign-in is not configured on this server';

export function registerLoginRoutes(app: FastifyInstance, svc: IdentityContext, guards: IdentityGuards): void {
  app.post(svc.web(AuthPaths.loginEmail), { preHandler: guards.fingerprint }, async (request, reply) => {
    const fingerprint = fingerprintOf(request);
    const body = parseBody(LoginEmailRequestSchema, request.body, reply);
    if (!body) return reply;
    const name = parseLoginName(body.uLogin);
    const user = findByLoginName(svc.stores.users, name);
    const failure = failureKeys(request, failureSubject(user, nameText(name)), fingerprint);
    if (!passCaptchaGate(svc, request, reply, failure)) return reply;
    return passwordLogin(svc, request, reply, { user, password: body.uPassword, save: body.save, failure });
  });

  app.post(svc.web(AuthPaths.loginPhone), { preHandler: guards.fingerprint }, async (request, reply) => {
    const fingerprint = fingerprintOf(request);
    const body = parseBody(LoginPhoneRequestSchema, request.body, reply);
    if (!body) return reply;
    const code = normalizePhoneCode(body.country_code);
    const user = svc.stores.users.byPhone(code, body.phone_number);
    const failure = failureKeys(request, failureSubject(user, `${code}${body.phone_number}`), fingerprint);
    if (!passCaptchaGate(svc, request, reply, failure)) return reply;
    return passwordLogin(svc, request, reply, { user, password: body.uPassword, save: body.save, failure });
  });

  app.post(svc.web(AuthPaths.loginToken), { preHandler: guards.fingerprint }, async (request, reply) => {
    const body = parseBody(LoginTokenRequestSchema, request.body, reply);
    if (!body) return reply;
    const step = svc.stores.pending.byCode(body.token, 'login_token');
    const expected = Buffer.from(loginTokenSign(svc.secret, body.method_id, body.token));
    const given = Buffer.from(body.sign);
    const signed = expected.length === given.length && timingSafeEqual(expected, given);
    const valid =
      signed && step !== undefined && step.login_key === `method:${body.method_id}` && step.expires_at > svc.clock.now() && step.user_id !== null;
    const user = valid && step.user_id !== null && svc.stores.pending.use(step.id) ? svc.stores.users.byId(step.user_id) : undefined;
    if (!user) return sendError(reply, 400, AuthErrorCodes.wrongCredentials, 'The login token is unknown, expired, used or badly signed');
    return signIn(svc, request, reply, user, false);
  });

  app.post(svc.web(AuthPaths.loginSocial), { preHandler: guards.fingerprint }, async (request, reply) => {
    const body = parseBody(LoginSocialRequestSchema, request.body, reply);
    if (!body) return reply;
    return sendError(reply, 503, AuthErrorCodes.providerNotConfigured, PROVIDER_NOT_CONFIGURED_DETAIL);
  });
}
