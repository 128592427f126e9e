/**
 * A new player's social registration (`/social-api`, docs/api.md "Social sign-in"): the regulator wants the
 * age declaration at account opening, so a verified social identity that no player is linked to does not
 * open an account at once. routes/social.ts hands it to `hold`, which keeps it as a pending registration
 * (`social_registrations`: a one-use random token, 10 minutes) bound to this browser by the HttpOnly,
 * SameSite=Lax `kk_social_registration` cookie holding the token (a link cannot be completed in another
 * browser: no login CSRF), and answers the registration page that asks for the confirmation.
 *
 * - `GET oauth/register?token=` → `{ network, name, email }` of a pending registration this browser holds;
 *   unknown, used, expired or another browser's: 404 `bad_state`.
 * - `POST oauth/register` `{ token, ageConfirmed }` → the same checks, then `ageConfirmed: true` or 400
 *   `invalid_field` on `age_confirmed` (the wording of auth/register; the token stays usable), then the token
 *   is taken once, the player created and linked (registration closed or e-mail taken are checked again),
 *   signed in as the password login does, the cookie cleared → `{ redirectUrl }`, the flow's return path.
 *
 * Rate-limited per address like the other anonymous writes; without any provider both answer 503.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import {
  API_BASES,
  AuthErrorCodes,
  SOCIAL_CONFIRM_PARAM,
  SocialErrorCodes,
  SocialProviderPaths,
  SocialRegistrationDetailsSchema,
  SocialRegistrationDoneSchema,
  SocialRegistrationQuerySchema,
  SocialRegistrationRequestSchema,
} from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { parseFields, sendFieldError } from '../http/fields';
import { ageNotConfirmedDetail } from '../registration';
import { createSocialPlayer, linkedPlayer, type SocialIdentity } from '../social/players';
import { confirmPage, type SiteLng } from '../social/return-url';
import { startSocialSession } from '../social/session';
import type { SocialRegistrationRow } from '../store/social-registrations';
import type { IdentityContext } from '../context';

/** The browser's half of a pending registration (HttpOnly, only sent to /social-api). */
export const REGISTRATION_COOKIE = 'kk_social_registration';
const REGISTRATION_TTL_MS = 10 * 60_000;
/** 24 random bytes at least (the contract's token pattern); 32 here. */
const TOKEN_BYTES = 32;

export interface PendingRegistrations {
  /** Keeps a verified identity with no linked player for the age confirmation; the confirm page's path. */
  hold(request: FastifyRequest, reply: FastifyReply, identity: SocialIdentity, returnUrl: string, lng: SiteLng): string;
}

export interface SocialRegisterOptions {
  anonymousWrite: onRequestAsyncHookHandler;
  /** False when the server has no provider at all (every call answers 503, like the other social calls). */
  configured: boolean;
}

const cookieOptions = (request: FastifyRequest, maxAge: number) =>
  ({ path: API_BASES.social, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge }) as const;

export function registerSocialRegistrationRoutes(app: FastifyInstance, svc: IdentityContext, opts: SocialRegisterOptions): PendingRegistrations {
  const path = svc.social(SocialProviderPaths.register);
  const pending = svc.stores.socialRegistrations;

  /** The pending registration of `token` if this browser holds it (its cookie) and it is unused and unexpired. */
  function heldByBrowser(request: FastifyRequest, token: string): SocialRegistrationRow | undefined {
    const cookie = request.cookies[REGISTRATION_COOKIE];
    const row = cookie === token ? pending.find(token, svc.clock.now()) : undefined;
    if (!row) request.log.warn({ reason: cookie !== token ? 'token is not this browser’s' : 'unknown, used or expired token' }, 'social registration refused');
    return row;
  }

  const sendUnknown = (reply: FastifyReply) =>
    sendError(reply, 404, SocialErrorCodes.badState, 'No pending social registration of this browser has this token (unknown, used or expired)');
  const sendNotConfigured = (reply: FastifyReply) => sendError(reply, 503, AuthErrorCodes.providerNotConfigured, 'Social sign-in is not configured on this server');

  app.get(path, async (request, reply) => {
    if (!opts.configured) return sendNotConfigured(reply);
    const query = v.safeParse(SocialRegistrationQuerySchema, request.query);
    if (!query.success) return sendError(reply, 400, 'invalid_parameter', 'token must be a social registration token', { parameter: 'token' });
    const row = heldByBrowser(request, query.output.token);
    if (!row) return sendUnknown(reply);
    return reply.header('cache-control', 'no-store').send(v.parse(SocialRegistrationDetailsSchema, { network: row.network, name: row.name, email: row.email }));
  });

  app.post(path, { onRequest: opts.anonymousWrite }, async (request, reply) => {
    if (!opts.configured) return sendNotConfigured(reply);
    const body = parseFields(SocialRegistrationRequestSchema, request.body, reply);
    if (!body) return reply;
    if (!heldByBrowser(request, body.token)) return sendUnknown(reply);
    // Before the token is taken: a player who forgot the box ticks it and sends again.
    if (body.ageConfirmed !== true) return sendFieldError(reply, 'age_confirmed', ageNotConfirmedDetail(svc.siteRules().minAge));
    const row = pending.take(body.token, svc.clock.now());
    if (!row) return sendUnknown(reply); // taken by a concurrent post
    reply.setCookie(REGISTRATION_COOKIE, '', cookieOptions(request, 0));
    // The same identity may have been registered meanwhile (a second tab's confirmation): sign that player in.
    const player = linkedPlayer(svc, row.network, row.subject) ?? createSocialPlayer(app, svc, request, {
      network: row.network, subject: row.subject, email: row.email, name: row.name, currency: row.currency, countryId: row.country_id,
    });
    if (!player.ok) {
      request.log.warn({ network: row.network, reason: player.error }, 'social registration refused');
      return sendError(reply, player.error === SocialErrorCodes.emailTaken ? 409 : 403, player.error, `Social registration refused: ${player.error}`);
    }
    const refused = startSocialSession(svc, request, reply, player.userId);
    if (refused) return sendError(reply, 403, refused, 'A login check refused the sign-in');
    return reply.header('cache-control', 'no-store').send(v.parse(SocialRegistrationDoneSchema, { redirectUrl: row.return_url }));
  });

  return {
    hold(request, reply, identity, returnUrl, lng) {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const now = svc.clock.now();
      pending.create(token, {
        network: identity.network, subject: identity.subject, email: identity.email, name: identity.name, currency: identity.currency,
        country_id: identity.countryId, return_url: returnUrl, lng, created_at: now, expires_at: now + REGISTRATION_TTL_MS,
      });
      reply.setCookie(REGISTRATION_COOKIE, token, cookieOptions(request, REGISTRATION_TTL_MS / 1000));
      request.log.info({ network: identity.network }, 'social registration waits for the age confirmation');
      return confirmPage(lng, SOCIAL_CONFIRM_PARAM, token);
    },
  };
}
