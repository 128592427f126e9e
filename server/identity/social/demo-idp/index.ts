/**
 * The demo identity provider, served by the reference server under `/demo-idp/` outside production
 * only (like the demo payment provider, server/payments/provider/): an OpenID Connect-style provider
 * with its own consent page.
 *
 * - `GET /demo-idp/authorize` (response_type=code, client_id, redirect_uri, scope, state, nonce,
 *   code_challenge, code_challenge_method=S256): the page (./pages.ts); `POST` it with Allow sends the
 *   browser to redirect_uri with `code` and `state`, with Deny `error=access_denied` and `state`;
 * - `POST /demo-idp/token` (urlencoded grant_type=authorization_code, code, redirect_uri, client_id,
 *   code_verifier): the ID token; the code works once, for 60 s, and only with the verifier whose
 *   S256 hash was the challenge;
 * - `GET /demo-idp/jwks.json`: the public key (ES256, drawn at each start) the ID tokens are signed with;
 * - `GET /demo-idp/one-tap?client_id=`: the one-tap stand-in, a fresh ID token (no nonce) for the
 *   account last allowed in this browser (the provider's own cookie), 204 when there is none.
 *
 * ID tokens carry iss, aud (the client id), sub (stable per e-mail), email, name, nonce, iat, exp, jti.
 * Codes live in memory: it is a demo, a restart forgets them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import * as v from 'valibot';
import { API_BASES, SocialProviderPaths } from '@kickoff/contracts';
import { FORM_CONTENT_TYPE } from '../../../http/form-body';
import { badRequestPage, consentErrorText, consentPage, DEMO_IDENTITIES, type DemoIdentity, type IdpLng } from './pages';
import { sendDemoPage } from '../../../http/demo-page';

export const DEMO_IDP_BASE = '/demo-idp';
/** The demo provider's issuer (the `iss` of its tokens). */
export const DEMO_ISSUER = 'urn:kickoff:demo-idp';
/** The one client the demo provider knows: the reference server (a public client, PKCE only). */
export const DEMO_CLIENT_ID = 'kickoff-demo';
/** The path every redirect_uri must have (on the host the request came to). */
export const DEMO_REDIRECT_PATH = `${API_BASES.social}/${SocialProviderPaths.callback}`;
const CODE_TTL_MS = 60_000;
const ID_TOKEN_TTL_S = 300;
const ACCOUNT_COOKIE = 'demo_idp_account';

const Text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
const AuthorizeParamsSchema = v.object({
  response_type: v.literal('code'),
  client_id: v.literal(DEMO_CLIENT_ID),
  redirect_uri: Text(2048),
  scope: Text(256),
  state: Text(256),
  nonce: Text(256),
  code_challenge: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  code_challenge_method: v.literal('S256'),
});
type AuthorizeParams = v.InferOutput<typeof AuthorizeParamsSchema>;

const TokenFormSchema = v.object({
  grant_type: v.literal('authorization_code'),
  code: Text(256),
  redirect_uri: Text(2048),
  client_id: Text(256),
  code_verifier: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{43,128}$/)),
});

const AccountCookieSchema = v.object({ name: Text(100), email: Text(254) });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The claims a demo token carries besides the standard ones; tests may override them. */
export interface ClaimOverrides {
  nonce?: string;
  aud?: string;
  iss?: string;
  /** Seconds from now to the expiry (default 300; negative for an expired token). */
  expiresIn?: number;
}

interface PendingCode {
  params: AuthorizeParams;
  identity: DemoIdentity;
  overrides: ClaimOverrides;
  expiresAt: number;
}

export interface DemoIdp {
  /** The public keys (the jwks.json document). */
  jwks(): JSONWebKeySet;
  /** Issues a code for a validated authorisation request (the Allow button; tests). */
  authorize(params: Readonly<Record<string, string>>, identity: DemoIdentity, overrides?: ClaimOverrides): string | null;
  /** A signed ID token for an identity (one-tap; tests). */
  idToken(identity: DemoIdentity, audience: string, overrides?: ClaimOverrides): Promise<string>;
  /** Forgets the codes (test API reset). */
  clear(): void;
}

/** The subject of a demo identity: stable for its e-mail. */
export const demoSubject = (email: string): string => `demo-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

const lngOf = (value: unknown): IdpLng => (value === 'en' ? 'en' : 'ru');
const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** The redirect_uri must be the server's callback on the host the browser used (the registered URI). */
function redirectAllowed(request: FastifyRequest, redirectUri: string): boolean {
  try {
    const url = new URL(redirectUri);
    const own = new URL(`${request.protocol}://${request.host}`);
    return url.origin === own.origin && url.pathname === DEMO_REDIRECT_PATH && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

export async function registerDemoIdp(app: FastifyInstance, deps: { now(): number }): Promise<DemoIdp> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const codes = new Map<string, PendingCode>();

  async function sign(key: CryptoKey, identity: DemoIdentity, audience: string, nonce: string | undefined, overrides: ClaimOverrides): Promise<string> {
    const now = Math.floor(deps.now() / 1000);
    const claims: Record<string, string> = { email: identity.email, name: identity.name };
    const theNonce = overrides.nonce ?? nonce;
    if (theNonce !== undefined) claims.nonce = theNonce;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer(overrides.iss ?? DEMO_ISSUER)
      .setAudience(overrides.aud ?? audience)
      .setSubject(demoSubject(identity.email))
      .setIssuedAt(now)
      .setExpirationTime(now + (overrides.expiresIn ?? ID_TOKEN_TTL_S))
      .setJti(randomBytes(12).toString('base64url'))
      .sign(key);
  }

  const idp: DemoIdp = {
    jwks: () => ({ keys: [jwk] }),
    authorize(raw, identity, overrides = {}) {
      const params = v.safeParse(AuthorizeParamsSchema, raw);
      if (!params.success) return null;
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { params: params.output, identity, overrides, expiresAt: deps.now() + CODE_TTL_MS });
      return code;
    },
    idToken: (identity, audience, overrides = {}) => sign(privateKey, identity, audience, undefined, overrides),
    clear: () => codes.clear(),
  };


  const paramsOf = (source: Record<string, unknown>): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const key of Object.keys(AuthorizeParamsSchema.entries)) {
      const value = source[key];
      if (typeof value === 'string') out[key] = value;
    }
    return out;
  };
  const record = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});

  const withParams = (redirectUri: string, params: Record<string, string>): string => {
    const url = new URL(redirectUri);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  };

  void app.register(async (scope) => {
    const formRoute = { config: { contentTypes: [FORM_CONTENT_TYPE] } };

    scope.get<{ Querystring: Record<string, unknown> }>(`${DEMO_IDP_BASE}/authorize`, async (request, reply) => {
      // ui_locales (OpenID Connect) names the page's language.
      const lng = lngOf(request.query.ui_locales ?? request.query.lng);
      const params = paramsOf(request.query);
      const valid = v.safeParse(AuthorizeParamsSchema, params);
      if (!valid.success || !redirectAllowed(request, valid.output.redirect_uri)) return sendDemoPage(reply, 400, badRequestPage(lng));
      return sendDemoPage(reply, 200, consentPage({ lng, params: { ...params, lng } }));
    });

    scope.post(`${DEMO_IDP_BASE}/authorize`, formRoute, async (request, reply) => {
      const form = record(request.body);
      const lng = lngOf(form.lng);
      const params = paramsOf(form);
      const valid = v.safeParse(AuthorizeParamsSchema, params);
      if (!valid.success || !redirectAllowed(request, valid.output.redirect_uri)) return sendDemoPage(reply, 400, badRequestPage(lng));
      const { redirect_uri: redirectUri, state } = valid.output;
      const seeOther = (url: string) => reply.code(303).header('cache-control', 'no-store').redirect(url, 303);
      if (form.decision !== 'allow') return seeOther(withParams(redirectUri, { error: 'access_denied', state }));
      const choice = typeof form.choice === 'string' ? form.choice : '0';
      const name = typeof form.name === 'string' ? form.name.trim().slice(0, 100) : '';
      const email = typeof form.email === 'string' ? form.email.trim().slice(0, 254) : '';
      let identity: DemoIdentity | undefined = DEMO_IDENTITIES[Number(choice)];
      if (choice === 'other') {
        const errors = { ...(name ? {} : { name: consentErrorText(lng, 'nameMissing') }), ...(EMAIL.test(email) ? {} : { email: consentErrorText(lng, 'emailWrong') }) };
        if (errors.name || errors.email) return sendDemoPage(reply, 422, consentPage({ lng, params: { ...params, lng }, values: { choice, name, email }, errors }));
        identity = { name, email: email.toLowerCase() };
      }
      if (!identity) return sendDemoPage(reply, 400, badRequestPage(lng));
      const code = idp.authorize(params, identity);
      if (!code) return sendDemoPage(reply, 400, badRequestPage(lng));
      // The provider remembers who signed in here (its own session, for the one-tap stand-in).
      reply.setCookie(ACCOUNT_COOKIE, Buffer.from(JSON.stringify(identity)).toString('base64url'), {
        path: DEMO_IDP_BASE, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: 30 * 24 * 3600,
      });
      return seeOther(withParams(redirectUri, { code, state }));
    });

    scope.post(`${DEMO_IDP_BASE}/token`, formRoute, async (request, reply) => {
      const refuse = (error: string, status = 400) => reply.code(status).header('cache-control', 'no-store').send({ error });
      const form = v.safeParse(TokenFormSchema, request.body);
      if (!form.success) return refuse('invalid_request');
      const pending = codes.get(form.output.code);
      // A code works once, whatever the outcome.
      codes.delete(form.output.code);
      if (!pending || pending.expiresAt <= deps.now()) return refuse('invalid_grant');
      const { params } = pending;
      if (form.output.client_id !== params.client_id || form.output.redirect_uri !== params.redirect_uri) return refuse('invalid_grant');
      if (s256(form.output.code_verifier) !== params.code_challenge) return refuse('invalid_grant');
      const idToken = await sign(privateKey, pending.identity, params.client_id, params.nonce, pending.overrides);
      return reply.header('cache-control', 'no-store').send({
        access_token: randomBytes(24).toString('base64url'),
        token_type: 'Bearer',
        expires_in: ID_TOKEN_TTL_S,
        id_token: idToken,
      });
    });

    scope.get(`${DEMO_IDP_BASE}/jwks.json`, async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(idp.jwks()));

    scope.get<{ Querystring: Record<string, unknown> }>(`${DEMO_IDP_BASE}/one-tap`, async (request, reply) => {
      if (request.query.client_id !== DEMO_CLIENT_ID) return reply.code(400).header('cache-control', 'no-store').send({ error: 'invalid_client' });
      const raw = request.cookies[ACCOUNT_COOKIE];
      let account: v.SafeParseResult<typeof AccountCookieSchema> | undefined;
      try {
        account = raw ? v.safeParse(AccountCookieSchema, JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))) : undefined;
      } catch {
        account = undefined;
      }
      if (!account?.success) return reply.code(204).header('cache-control', 'no-store').send();
      const credential = await idp.idToken(account.output, DEMO_CLIENT_ID);
      return reply.header('cache-control', 'no-store').send({ name: account.output.name, email: account.output.email, credential });
    });
  });

  return idp;
}
