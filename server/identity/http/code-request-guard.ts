/**
 * The guard of a route that sends a code (`preHandler`, after the fingerprint guard): admits the
 * request within the code limits of its target (the account or phone the body names), its fingerprint
 * and its client address, or answers 429 `too_many_requests` with `meta.retryAfter`. A body that names
 * no target is left to the route's validation (400).
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { IdentityContext } from '../context';

export function codeRequestGuard(svc: IdentityContext, targetOf: (request: FastifyRequest) => string | undefined): preHandlerAsyncHookHandler {
  return async (request) => {
    const target = targetOf(request);
    if (target !== undefined) await svc.codeLimits.admitRequest(request, target);
  };
}
