/**
 * The captcha gate of password logins: once the account (or unknown login), the fingerprint or the
 * client address has failed too often within the window (`loginFailures` in the security config), a
 * login needs a valid single-use `x-captcha` pass token (missing 100, unknown 111, expired 112,
 * already used 113). Known and unknown logins are counted and answered alike.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthHeaders } from '@kickoff/contracts';
import { clientAddress } from '../../http/client-address';
import { sendError } from '../../http/errors';
import type { IdentityContext } from '../context';
import type { FailureKeys } from '../store/login-failures';
import { headerValue } from './cookies';

export function failureKeys(request: FastifyRequest, subject: string, fingerprint: string): FailureKeys {
  return { subject, fingerprint, address: clientAddress(request) };
}

export function captchaRequired(svc: IdentityContext, keys: FailureKeys): boolean {
  const limits = svc.loginFailures;
  const counts = svc.stores.loginFailures.counts(keys, svc.clock.now() - limits.windowSeconds * 1000);
  return counts.subject >= limits.perAccount || counts.fingerprint >= limits.perFingerprint || counts.address >= limits.perAddress;
}

/** True when the login may go on; otherwise the captcha error has been sent. */
export function passCaptchaGate(svc: IdentityContext, request: FastifyRequest, reply: FastifyReply, keys: FailureKeys): boolean {
  if (!captchaRequired(svc, keys)) return true;
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

export function recordLoginFailure(svc: IdentityContext, keys: FailureKeys): void {
  svc.stores.loginFailures.record(keys, svc.clock.now());
}

/** A successful login forgets the failures against its own account only (not other accounts tried from the same fingerprint). */
export function clearLoginFailures(svc: IdentityContext, subject: string): void {
  svc.stores.loginFailures.clearSubject(subject);
}
