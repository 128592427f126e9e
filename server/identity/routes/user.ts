/**
 * Signed-in player calls (bearer token): GET user/config, POST user/updatetoken (video token),
 * terms status, changes and confirm, POST user/cookie-agreement.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  CookieAgreementRequestSchema,
  SessionPaths,
  TermsStatusResponseSchema,
  UserConfigResponseSchema,
  VideoTokenResponseSchema,
} from '@kickoff/contracts';
import { parseBody } from '../../http/validate';
import { TERMS_CHANGES_PATH, TermsChangesResponseSchema } from '@kickoff/office-contracts/terms';
import { replyLanguage } from '../../http/lang';
import { playerOf, termsChanged, type IdentityGuards } from '../http/guards';
import { signVideoToken, videoKeys } from '../../media/video-token';
import type { IdentityContext } from '../context';
import { toUserConfig } from '../user-config';

export function registerUserRoutes(app: FastifyInstance, svc: IdentityContext, guards: IdentityGuards): void {
  app.get(svc.web(SessionPaths.userConfig), { preHandler: guards.player, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const auth = playerOf(request);
    const countryCode = auth.user.country_id === null ? null : (svc.stores.reference.countryCode(auth.user.country_id) ?? null);
    // user_msg_count: the unread support messages (the support service provides the count).
    const user = { ...auth.user, user_msg_count: app.playerMessages.unread(auth.user) };
    const now = svc.clock.now();
    // restricted: a self-exclusion or time-out (the limits service reports it) leaves only withdrawals and history.
    const result = { ...toUserConfig(user, countryCode, now), restricted: svc.checks.restriction(user.id, now) };
    return reply.header('cache-control', 'no-store').send(v.parse(UserConfigResponseSchema, { result }));
  });

  // The video token the media service checks (server/media/video-token.ts): signed with a key of its own, derived
  // from the token secret. Like every player route it refuses a banned (403 `banned`) or self-excluded player.
  const videoKey = videoKeys(svc.secret).token;
  app.post(svc.web(SessionPaths.updateToken), { preHandler: guards.playerWithTerms }, async (request, reply) => {
    const { token } = signVideoToken(videoKey, playerOf(request).user.id, svc.clock.now());
    return reply.header('cache-control', 'no-store').send(v.parse(VideoTokenResponseSchema, { token }));
  });

  app.get(svc.web(SessionPaths.termsStatus), { preHandler: guards.player, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const auth = playerOf(request);
    const current = svc.stores.terms.current();
    return reply
      .header('cache-control', 'no-store')
      .send(v.parse(TermsStatusResponseSchema, { result: termsChanged(svc, auth.user), updatedAt: current.updated_at }));
  });

  app.post(svc.web(SessionPaths.termsConfirm), { preHandler: guards.player, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const auth = playerOf(request);
    svc.stores.users.setTermsVersion(auth.user.id, svc.stores.terms.current().version);
    request.log.info({ userId: auth.user.id }, 'terms accepted');
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  // What changed since the version the player accepted (the confirm-terms page; contract @kickoff/office-contracts/terms).
  app.get(TERMS_CHANGES_PATH, { preHandler: guards.player, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const auth = playerOf(request);
    const current = svc.stores.terms.current();
    const acceptedVersion = Math.min(auth.user.terms_version, current.version);
    const changes = svc.stores.terms.changesAfter(acceptedVersion, current.version, replyLanguage(request));
    return reply
      .header('cache-control', 'no-store')
      .send(v.parse(TermsChangesResponseSchema, { version: current.version, updatedAt: current.updated_at, acceptedVersion, changes }));
  });

  app.post(svc.web(SessionPaths.cookieAgreement), { preHandler: guards.playerWithTerms, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const auth = playerOf(request);
    const body = parseBody(CookieAgreementRequestSchema, request.body, reply);
    if (!body) return reply;
    svc.stores.users.setCookiesAgreement(auth.user.id, body.cookiesAgreeTime, body.cookiesAgreeType);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
