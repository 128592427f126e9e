/**
 * Signs a social player in as the password login does: the login checks other services add (ban,
 * self-exclusion, ...) may refuse; otherwise the `kk_sid` session of a browser session (no "remember me").
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SocialErrorCodes, type SocialErrorCode } from '@kickoff/contracts';
import { startSession } from '../http/session';
import type { IdentityContext } from '../context';

/** Null when signed in; the refusal's code otherwise. */
export function startSocialSession(svc: IdentityContext, request: FastifyRequest, reply: FastifyReply, userId: number): SocialErrorCode | null {
  const refusal = svc.checks.login(userId, svc.clock.now());
  if (refusal) {
    request.log.info({ userId, code: refusal.code }, 'social login refused');
    return SocialErrorCodes.refused;
  }
  startSession(svc, request, reply, userId, false);
  request.log.info({ userId }, 'user signed in (social)');
  return null;
}
