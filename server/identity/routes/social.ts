/**
 * Social sign-in (`/social-api`; shell spec §3, §7; docs/api.md "Social sign-in"): the OpenID Connect
 * authorization-code flow with PKCE (S256), state and nonce against the providers of ../social/
 * (configured by environment variables; outside production the demo identity provider stands in for
 * Google), and Google One Tap's credential post.
 *
 * - `GET oauth/providers`: the networks this server signs in with (the shell shows only those);
 * - `POST oauth/start` `{ network, returnUrl?, mode?, currency?, countryId? }` → `{ redirectUrl }`, the
 *   provider's authorisation URL; the flow (state, nonce, verifier, return path; one use, 10 min) is a
 *   `social_flows` row and the state is also an HttpOnly cookie of this browser;
 * - `GET oauth/callback?code&state` (or `error`): checks the state against the cookie and the row,
 *   exchanges the code, verifies the ID token (jose: signature, issuer, audience, expiry, nonce), signs
 *   in the linked player (../social/players.ts), setting the session as the password login does, and
 *   redirects to the return path; an identity no player is linked to is not registered here: it becomes a
 *   pending registration (./social-register.ts) and the redirect goes to the registration page
 *   (`?social_confirm=<token>`), where the new player confirms the minimum age; a failure redirects to the
 *   login or registration page with `?social_error=<code>` (`SocialErrorCodes`), which the shell shows translated;
 * - `GET oauth/google-one-tap/clientId` → `{ clientId }`, `POST oauth/google-one-tap` (multipart:
 *   credential, language, currency, countryId) → `{ redirectUrl }`: the credential is an ID token of the
 *   Google provider, verified the same way (no nonce: One Tap has none); a new player's `redirectUrl` is the
 *   registration page's confirmation, as above.
 *
 * Telegram (not OpenID Connect; ../social/telegram/) goes through the same start, flow row, state cookie,
 * player and session: start answers Telegram's authorisation URL whose `return_to` is
 * `GET oauth/callback/telegram?state&lng`, a page whose same-origin script posts the URL fragment
 * (`#tgAuthResult`) with the state to `POST oauth/callback/telegram`; that checks the state like the
 * callback, verifies the bot-token hash and the age of `auth_date`, and redirects like the callback.
 *
 * Without a provider every call but the list answers 503 provider_not_configured. Tokens, codes and
 * verifiers are never logged. Rate-limited per address like the other anonymous writes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import {
  AuthErrorCodes,
  SOCIAL_ERROR_PARAM,
  SocialErrorCodes,
  SocialOneTapClientIdResponseSchema,
  SocialOneTapFormSchema,
  SocialPaths,
  SocialProviderPaths,
  SocialProvidersResponseSchema,
  SocialStartRequestSchema,
  type SocialErrorCode,
} from '@kickoff/contracts';
import { sendError } from '../../http/errors';
import { FORM_CONTENT_TYPE } from '../../http/form-body';
import { parseBody } from '../../http/validate';
import { createOneUseSet } from '../social/one-use';
import { linkedPlayer, newPlayerRefusal, type SocialIdentity } from '../social/players';
import { startSocialSession } from '../social/session';
import { errorPage, lngOfPath, sameOriginPath, type SiteLng } from '../social/return-url';
import type { SocialProvider } from '../social/runtime';
import { RETURN_PAGE_CSP, RETURN_SCRIPT, returnPage, TELEGRAM_RETURN_PATH, TELEGRAM_RETURN_SCRIPT_PATH } from '../social/telegram/return-page';
import { telegramAuthUrl, type TelegramProvider } from '../social/telegram/settings';
import { verifyTelegramAuth } from '../social/telegram/verify';
import { verifyIdToken, type IdClaims } from '../social/verify';
import type { SocialFlowRow } from '../store/social';
import type { IdentityContext } from '../context';
import { registerSocialRegistrationRoutes } from './social-register';

const FLOW_TTL_MS = 10 * 60_000;
/** The browser's half of the state check (HttpOnly, only sent to /social-api). */
export const STATE_COOKIE = 'kk_social_state';
const NOT_CONFIGURED = 'Social sign-in is not configured on this server';

const CallbackQuerySchema = v.object({
  state: v.optional(v.pipe(v.string(), v.maxLength(256))),
  code: v.optional(v.pipe(v.string(), v.maxLength(1024))),
  error: v.optional(v.pipe(v.string(), v.maxLength(256))),
});

/** The Telegram return page's form: the state and the fragment's `tgAuthResult` (empty when Telegram sent none). */
const TelegramReturnFormSchema = v.object({
  state: v.pipe(v.string(), v.maxLength(256)),
  tgAuthResult: v.pipe(v.string(), v.maxLength(8192)),
});
const TelegramReturnQuerySchema = v.object({ lng: v.optional(v.string()) });

export interface SocialRouteOptions {
  /** The providers by network (the demo provider stands in for Google outside production). */
  providers: ReadonlyMap<string, SocialProvider>;
  /** Per-address limit of anonymous writes (the same count as registration and captcha). */
  anonymousWrite: onRequestAsyncHookHandler;
  /** The callback URL registered with the providers; default: this server's own, from the request. */
  callbackUrl?: string;
  /** The Telegram provider (configured, or the demo stand-in outside production), or null. */
  telegram: TelegramProvider | null;
}

const random = (bytes: number): string => randomBytes(bytes).toString('base64url');
const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

export function registerSocialRoutes(app: FastifyInstance, svc: IdentityContext, opts: SocialRouteOptions): void {
  const { providers, anonymousWrite, telegram } = opts;
  const oneTap = providers.get('google');
  const callbackPath = svc.social(SocialProviderPaths.callback);
  const cookieOptions = (request: FastifyRequest, maxAge: number) =>
    ({ path: callbackPath, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge }) as const;

  // A verified identity with no linked player waits there for the new player's age confirmation.
  const registrations = registerSocialRegistrationRoutes(app, svc, { anonymousWrite, configured: providers.size > 0 || telegram !== null });

  app.get(svc.social(SocialProviderPaths.providers), async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(
      v.parse(SocialProvidersResponseSchema, {
        providers: [
          ...[...providers.values()].map((p) => ({ network: p.settings.network, demo: p.settings.demo })),
          ...(telegram ? [{ network: telegram.network, demo: telegram.demo }] : []),
        ],
      }),
    ),
  );

  app.post(svc.social(SocialPaths.start), { onRequest: anonymousWrite }, async (request, reply) => {
    const body = parseBody(SocialStartRequestSchema, request.body, reply);
    if (!body) return reply;
    const provider = providers.get(body.network);
    const isTelegram = body.network === 'telegram' && telegram !== null;
    if (!provider && !isTelegram) return sendError(reply, 503, AuthErrorCodes.providerNotConfigured, `Sign-in with ${body.network} is not configured on this server`);
    const returnPath = sameOriginPath(body.returnUrl);
    const lng = lngOfPath(returnPath ?? '/');
    const state = random(24);
    // A Telegram flow keeps a nonce and verifier too (the row's shape), unused: Telegram has neither.
    const nonce = random(24);
    const verifier = random(48);
    const origin = originOf(request);
    // Telegram returns to its page with the state (and the page's language) in the query.
    const callbackBase = new URL(opts.callbackUrl ?? origin).origin;
    const redirectUri = isTelegram
      ? `${callbackBase}${TELEGRAM_RETURN_PATH}?${new URLSearchParams({ state, lng }).toString()}`
      : opts.callbackUrl ?? `${origin}${callbackPath}`;
    const now = svc.clock.now();
    svc.stores.social.createFlow({
      state, network: body.network, nonce, code_verifier: verifier, redirect_uri: redirectUri, return_url: returnPath ?? `/${lng}/`,
      mode: body.mode ?? 'login', currency: body.currency ?? null, country_id: body.countryId ?? null, lng, created_at: now, expires_at: now + FLOW_TTL_MS,
    });
    reply.setCookie(STATE_COOKIE, state, cookieOptions(request, FLOW_TTL_MS / 1000));
    if (isTelegram) return reply.header('cache-control', 'no-store').send({ redirectUrl: telegramAuthUrl(telegram, callbackBase, redirectUri) });
    if (!provider) return sendError(reply, 503, AuthErrorCodes.providerNotConfigured, NOT_CONFIGURED);
    const { settings } = provider;
    const url = new URL(settings.authorizeUrl, originOf(request));
    url.search = new URLSearchParams({
      response_type: 'code', client_id: settings.clientId, redirect_uri: redirectUri, scope: settings.scope,
      state, nonce, code_challenge: s256(verifier), code_challenge_method: 'S256', ui_locales: lng,
    }).toString();
    return reply.header('cache-control', 'no-store').send({ redirectUrl: url.toString() });
  });

  app.get(callbackPath, { onRequest: anonymousWrite }, async (request, reply) => {
    const query = v.safeParse(CallbackQuerySchema, request.query);
    const taken = takeBrowserFlow(request, reply, query.success ? query.output.state : undefined, null);
    if (!taken.ok) return taken.reply;
    const { flow, fail, seeOther } = taken;
    if (!query.success) return fail(SocialErrorCodes.badState, 'malformed callback');
    if (query.output.error !== undefined) return fail(query.output.error === 'access_denied' ? SocialErrorCodes.denied : SocialErrorCodes.badToken, `provider error ${query.output.error}`);
    const provider = providers.get(flow.network);
    if (!provider) return fail(SocialErrorCodes.badToken, 'provider no longer configured');
    if (!query.output.code) return fail(SocialErrorCodes.badToken, 'no code');
    const form = new URLSearchParams({
      grant_type: 'authorization_code', code: query.output.code, redirect_uri: flow.redirect_uri, client_id: provider.settings.clientId, code_verifier: flow.code_verifier,
    });
    if (provider.settings.clientSecret) form.set('client_secret', provider.settings.clientSecret);
    const exchanged = await provider.exchange(form);
    if ('error' in exchanged) return fail(SocialErrorCodes.badToken, exchanged.error);
    const verified = await verifyIdToken(exchanged.idToken, {
      keys: provider.keys, issuer: provider.settings.issuer, audience: provider.settings.clientId, nonce: flow.nonce, now: svc.clock.now(),
    });
    if (!verified.ok) return fail(SocialErrorCodes.badToken, `id token: ${verified.reason}`);
    return finishSignIn(request, reply, flowInput(flow.network, verified.claims, flow), fail, seeOther);
  });

  // Telegram's return page and its script (the page has no inline script).
  app.get(TELEGRAM_RETURN_PATH, async (request, reply) => {
    const query = v.safeParse(TelegramReturnQuerySchema, request.query);
    const lng: SiteLng = query.success && query.output.lng === 'en' ? 'en' : 'ru';
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', RETURN_PAGE_CSP)
      .header('referrer-policy', 'same-origin')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(returnPage(lng));
  });
  app.get(TELEGRAM_RETURN_SCRIPT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(RETURN_SCRIPT),
  );

  app.post(TELEGRAM_RETURN_PATH, { onRequest: anonymousWrite, config: { contentTypes: [FORM_CONTENT_TYPE] } }, async (request, reply) => {
    const form = v.safeParse(TelegramReturnFormSchema, request.body);
    const taken = takeBrowserFlow(request, reply, form.success ? form.output.state : undefined, 'telegram');
    if (!taken.ok) return taken.reply;
    const { flow, fail, seeOther } = taken;
    if (!form.success) return fail(SocialErrorCodes.badState, 'malformed return form');
    if (flow.network !== 'telegram' || !telegram) return fail(SocialErrorCodes.badToken, 'not a telegram flow');
    // Telegram sends `false` (or nothing) when the user refused.
    const result = form.output.tgAuthResult;
    if (result === '' || result === 'false') return fail(SocialErrorCodes.denied, 'no tgAuthResult');
    const verified = verifyTelegramAuth(result, { botToken: telegram.botToken, now: svc.clock.now() });
    if (!verified.ok) return fail(SocialErrorCodes.badToken, `telegram data: ${verified.reason}`);
    return finishSignIn(request, reply, flowInput('telegram', verified.claims, flow), fail, seeOther);
  });

  /**
   * The flow a browser comes back with (the provider's callback, Telegram's return page): the state must be
   * the one this browser started with (its cookie, cleared here), unused and within its 10 minutes. Answers
   * the flow with the redirects that end it, or only `refusal`, the redirect to the login page's error.
   */
  function takeBrowserFlow(request: FastifyRequest, reply: FastifyReply, state: string | undefined, network: string | null) {
    const seeOther = (url: string) => reply.code(303).header('cache-control', 'no-store').redirect(url, 303);
    const cookieState = request.cookies[STATE_COOKIE];
    reply.setCookie(STATE_COOKIE, '', cookieOptions(request, 0));
    const flow = state && cookieState === state ? svc.stores.social.takeFlow(state, svc.clock.now()) : undefined;
    if (!flow) {
      const reason = !state ? 'no state' : cookieState !== state ? 'state is not this browser’s' : 'unknown, used or expired state';
      request.log.warn({ ...(network ? { network } : {}), reason }, 'social sign-in refused');
      return { ok: false as const, reply: seeOther(errorPage('ru', 'login', SOCIAL_ERROR_PARAM, SocialErrorCodes.badState)) };
    }
    const lng: SiteLng = flow.lng === 'en' ? 'en' : 'ru';
    const fail = (code: SocialErrorCode, reason: string) => {
      request.log.warn({ network: network ?? flow.network, reason }, 'social sign-in refused');
      return seeOther(errorPage(lng, flow.mode, SOCIAL_ERROR_PARAM, code));
    };
    return { ok: true as const, flow, fail, seeOther };
  }

  /**
   * The end of a verified redirect sign-in: a linked player is signed in and sent to the return path; a new
   * one (if registration is open to them) goes to the registration page to confirm the minimum age first.
   */
  function finishSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    input: VerifiedSignIn,
    fail: (code: SocialErrorCode, reason: string) => FastifyReply,
    seeOther: (url: string) => FastifyReply,
  ): FastifyReply {
    const next = signInOrHold(request, reply, input);
    return next.ok ? seeOther(next.url) : fail(next.error, next.error);
  }

  /** Signs a linked player in (→ the return path) or holds a new player's registration (→ the confirm page). */
  function signInOrHold(request: FastifyRequest, reply: FastifyReply, input: VerifiedSignIn): { ok: true; url: string } | { ok: false; error: SocialErrorCode } {
    const linked = linkedPlayer(svc, input.identity.network, input.identity.subject);
    if (linked) {
      if (!linked.ok) return linked;
      const refused = startSocialSession(svc, request, reply, linked.userId);
      return refused ? { ok: false, error: refused } : { ok: true, url: input.returnUrl };
    }
    const refusal = newPlayerRefusal(svc, input.identity.email);
    if (refusal) return { ok: false, error: refusal };
    return { ok: true, url: registrations.hold(request, reply, input.identity, input.returnUrl, input.lng) };
  }

  app.get(svc.social(SocialPaths.oneTapClientId), async (_request, reply) => {
    if (!oneTap) return sendError(reply, 503, AuthErrorCodes.providerNotConfigured, 'Google One Tap is not configured on this server');
    return reply.header('cache-control', 'no-store').send(v.parse(SocialOneTapClientIdResponseSchema, { clientId: oneTap.settings.clientId }));
  });

  // A one-tap credential signs in once: a replay within the longest life an accepted ID token can have
  // (Google's last an hour, plus the verifier's minute of leeway) is refused.
  const usedCredentials = createOneUseSet(ONE_TAP_HOLD_MS, () => svc.clock.now());

  // One Tap posts a multipart form of text fields (read here with the web FormData parser).
  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(svc.social(SocialPaths.oneTap), { onRequest: anonymousWrite, config: { contentTypes: ['multipart/form-data'] } }, async (request, reply) => {
      if (!oneTap) return sendError(reply, 503, AuthErrorCodes.providerNotConfigured, NOT_CONFIGURED);
      const fields = await multipartFields(request);
      const form = v.safeParse(SocialOneTapFormSchema, fields);
      if (!form.success) return sendError(reply, 400, AuthErrorCodes.invalidField, 'Send credential, language, currency and countryId as multipart/form-data');
      const verified = await verifyIdToken(form.output.credential, {
        keys: oneTap.keys, issuer: oneTap.settings.issuer, audience: oneTap.settings.clientId, nonce: null, now: svc.clock.now(),
      });
      if (verified.ok && !usedCredentials.firstUse(form.output.credential)) {
        request.log.warn({ network: 'google', reason: 'one-tap id token: replayed' }, 'social sign-in refused');
        return sendError(reply, 401, SocialErrorCodes.badToken, 'The credential was already used');
      }
      if (!verified.ok) {
        request.log.warn({ network: 'google', reason: `one-tap id token: ${verified.reason}` }, 'social sign-in refused');
        return sendError(reply, 401, SocialErrorCodes.badToken, 'The credential is not a valid ID token of the one-tap provider');
      }
      const countryId = form.output.countryId ? Number(form.output.countryId) : null;
      const lng: SiteLng = form.output.language === 'en' ? 'en' : 'ru';
      const next = signInOrHold(request, reply, {
        identity: identityOf(oneTap.settings.network, verified.claims, { currency: form.output.currency || null, country_id: countryId }),
        returnUrl: `/${lng}/`,
        lng,
      });
      if (!next.ok) {
        const status = next.error === SocialErrorCodes.emailTaken ? 409 : 403;
        return sendError(reply, status, next.error, next.error === SocialErrorCodes.refused ? 'A login check refused the sign-in' : `One-tap sign-in refused: ${next.error}`);
      }
      return reply.header('cache-control', 'no-store').send({ redirectUrl: next.url });
    });
  });
}

/** A verified sign-in: who, and where a signed-in player goes (in which language). */
interface VerifiedSignIn {
  identity: SocialIdentity;
  returnUrl: string;
  lng: SiteLng;
}

/** The identity of verified claims with the currency and country a flow carried. */
function identityOf(network: string, claims: IdClaims, carried: { currency: string | null; country_id: number | null }): SocialIdentity {
  return { network, subject: claims.sub, email: claims.email, name: claims.name, currency: carried.currency, countryId: carried.country_id };
}

/** A redirect flow's verified sign-in. */
function flowInput(network: string, claims: IdClaims, flow: SocialFlowRow): VerifiedSignIn {
  return { identity: identityOf(network, claims, flow), returnUrl: flow.return_url, lng: flow.lng === 'en' ? 'en' : 'ru' };
}

/** How long a used one-tap credential is remembered. */
const ONE_TAP_HOLD_MS = 2 * 60 * 60 * 1000;

/** The text fields of a multipart body (files are ignored); null when it cannot be read. */
async function multipartFields(request: FastifyRequest): Promise<Record<string, string> | null> {
  const contentType = request.headers['content-type'];
  if (!Buffer.isBuffer(request.body) || typeof contentType !== 'string') return null;
  try {
    const data = await new Response(new Uint8Array(request.body), { headers: { 'content-type': contentType } }).formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of data.entries()) if (typeof value === 'string') fields[key] = value;
    return fields;
  } catch {
    return null;
  }
}
