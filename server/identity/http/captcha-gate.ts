/**
 * The captcha gate of password logins: after `CAPTCHA_AFTER_FAILURES` failures for the login or the
 * fingerprint within the window, a login needs a valid single-use `x-captcha` pass token
 * (missing 100, unknown 111, expired 112, already used 113).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthHeaders } from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { CAPTCHA_AFTER_FAILURES, LOGIN_FAILURE_WINDOW_MS } from '../constants';
import type { IdentityContext } from '../context';
import { headerValue } from './cookies';

export function captchaRequired(svc: IdentityContext, loginKey: string, fingerprint: string): boolean {
  const since = svc.clock.now() - LOGIN_FAILURE_WINDOW_MS;
  return svc.stores.loginFailures.count(loginKey, fingerprint, since) >= CAPTCHA_AFTER_FAILURES;
}

/** True when the login may go on; otherwise the captcha error has been sent. */
export function passCaptchaGate(
  svc: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  loginKey: string,
  fingerprint: string,
): boolean {
  if (!captchaRequired(svc, loginKey, fingerprint)) return true;
  const token = headerValue(request, AuthHeaders.captcha);
  const parameter = { parameter: AuthHeaders.captcha };
  if (!token) {
    sendError(reply, 400, '100', 'Solve the captcha to continue', parameter);
    return false;
  }
  const pass = svc.stores.captcha.pass(token);
  if (!pass) {
    sendError(reply, 400, '111', 'The captcha is wrong', parameter);
    return false;
  }
  if (pass.used === 1) {
    sendError(reply, 400, '113', 'The captcha was already used', parameter);
    return false;
  }
  if (pass.expires_at <= svc.clock.now()) {
    sendError(reply, 400, '112', 'The captcha has expired', parameter);
    return false;
  }
  if (!svc.stores.captcha.usePass(token)) {
    sendError(reply, 400, '113', 'The captcha was already used', parameter);
    return false;
  }
  return true;
}

export function recordLoginFailure(svc: IdentityContext, loginKey: string, fingerprint: string): void {
  svc.stores.loginFailures.record(loginKey, fingerprint, svc.clock.now());
}

export function clearLoginFailures(svc: IdentityContext, loginKey: string, fingerprint: string): void {
  svc.stores.loginFailures.clear(loginKey, fingerprint);
}
