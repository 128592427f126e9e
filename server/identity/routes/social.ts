/**
 * Social sign-in (`/social-api`): the reference server has no provider, so every call answers
 * 503 provider_not_configured (never a fake success).
 */
import type { FastifyInstance } from 'fastify';
import { AuthErrorCodes, SocialPaths, SocialStartRequestSchema } from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { IdentityContext } from '../context';

export function registerSocialRoutes(app: FastifyInstance, svc: IdentityContext): void {
  app.get(svc.social(SocialPaths.oneTapClientId), async (_request, reply) =>
    sendError(reply, 503, AuthErrorCodes.providerNotConfigured, 'Google One Tap is not configured on this server'),
  );

  app.post(svc.social(SocialPaths.start), async (request, reply) => {
    const body = parseBody(SocialStartRequestSchema, request.body, reply);
    if (!body) return reply;
    return sendError(reply, 503, AuthErrorCodes.providerNotConfigured, `Sign-in with ${body.network} is not configured on this server`);
  });

  // One Tap posts a multipart form; its body is accepted and dropped, since nothing can check it.
  void app.register(async (oneTap) => {
    oneTap.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) => done(null, undefined));
    oneTap.post(svc.social(SocialPaths.oneTap), { config: { contentTypes: ['multipart/form-data'] } }, async (_request, reply) =>
      sendError(reply, 503, AuthErrorCodes.providerNotConfigured, 'Google One Tap is not configured on this server'),
    );
  });
}
