/**
 * Session calls: GET session (keep-alive, 204), GET auth/session-check, GET user/gettoken (signed
 * user token + `user_token` cookie), POST auth/disconnect, GET auth/rights, POST auth/oauth.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  AuthErrorCodes,
  AuthPaths,
  RightsResponseSchema,
  SessionCheckResponseSchema,
  SessionPaths,
  TokenResponseSchema,
} from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { COOKIE_PENDING, COOKIE_USER_TOKEN } from '../constants';
import { clearCookie, headerValue, setCookie } from '../http/cookies';
import { playerOf, type IdentityGuards } from '../http/guards';
import { currentSession, endSession } from '../http/session';
import { rightsOf } from '../rights';
import type { IdentityContext } from '../context';
import { checkBearer, issueToken } from '../tokens';
import { PROVIDER_NOT_CONFIGURED_DETAIL } from './login';

export function registerSessionRoutes(app: FastifyInstance, svc: IdentityContext, guards: IdentityGuards): void {
  app.get(svc.web(SessionPaths.session), async (request, reply) => {
    // Reading the session records the activity (./session-activity.ts).
    currentSession(svc, request);
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  app.get(svc.web(AuthPaths.sessionCheck), async (request, reply) => {
    const session = currentSession(svc, request);
    return reply.header('cache-control', 'no-store').send(v.parse(SessionCheckResponseSchema, { user_id: session?.user_id ?? null }));
  });

  app.get(svc.web(SessionPaths.getToken), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = currentSession(svc, request);
    if (!session) {
      clearCookie(request, reply, COOKIE_USER_TOKEN, false);
      return reply.send(v.parse(TokenResponseSchema, { data: { token: null } }));
    }
    const { token } = await issueToken(svc, session);
    setCookie(request, reply, COOKIE_USER_TOKEN, token, { httpOnly: false, maxAge: svc.settings.tokenTtlSeconds });
    return reply.send(v.parse(TokenResponseSchema, { data: { token } }));
  });

  app.post(svc.web(AuthPaths.disconnect), async (request, reply) => {
    const bearer = await checkBearer(svc, headerValue(request, 'authorization'));
    endSession(svc, request, reply, [bearer.ok ? bearer.session.id : undefined]);
    clearCookie(request, reply, COOKIE_PENDING, true);
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  app.get(svc.web(AuthPaths.rights), { preHandler: guards.playerWithTerms, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const auth = playerOf(request);
    return reply.header('cache-control', 'no-store').send(v.parse(RightsResponseSchema, { rights: rightsOf(auth.user) }));
  });

  app.post(svc.web(AuthPaths.oauth), async (_request, reply) =>
    sendError(reply, 503, AuthErrorCodes.providerNotConfigured, PROVIDER_NOT_CONFIGURED_DETAIL),
  );
}
