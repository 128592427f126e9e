/**
 * A provider ready for sign-ins: its settings, the keys its ID tokens are verified with and its token
 * endpoint. A configured provider's keys come from its JWKS URL (jose's `createRemoteJWKSet`, cached)
 * and its token endpoint is called over HTTPS; the demo provider's keys are its jwks document and its
 * token endpoint is called in-process (`app.inject`), through the same code otherwise.
 */
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import * as v from 'valibot';
import { FORM_CONTENT_TYPE } from '../../http/form-body';
import { DEMO_CLIENT_ID, DEMO_IDP_BASE, DEMO_ISSUER, type DemoIdp } from './demo-idp/index';
import { DEMO_NETWORK, type ProviderSettings } from './providers';

export interface SocialProvider {
  settings: ProviderSettings;
  keys: JWTVerifyGetKey;
  /** POSTs the token request; the ID token of the answer, or null (the reason is logged by the caller). */
  exchange(form: URLSearchParams): Promise<{ idToken: string } | { error: string }>;
}

const TokenReplySchema = v.object({ id_token: v.pipe(v.string(), v.minLength(1), v.maxLength(16384)) });
const TOKEN_TIMEOUT_MS = 10_000;

function tokenReply(status: number, body: unknown): { idToken: string } | { error: string } {
  if (status !== 200) return { error: `token endpoint answered ${status}` };
  const parsed = v.safeParse(TokenReplySchema, body);
  return parsed.success ? { idToken: parsed.output.id_token } : { error: 'token endpoint answered without an id_token' };
}

export function configuredProvider(settings: ProviderSettings): SocialProvider {
  return {
    settings,
    keys: createRemoteJWKSet(new URL(settings.jwksUrl)),
    async exchange(form) {
      try {
        const res = await fetch(settings.tokenUrl, {
          method: 'POST',
          headers: { 'content-type': FORM_CONTENT_TYPE, accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
        });
        return tokenReply(res.status, await res.json().catch(() => null));
      } catch (error) {
        return { error: error instanceof Error ? error.name : 'token request failed' };
      }
    },
  };
}

export const demoSettings: ProviderSettings = {
  network: DEMO_NETWORK,
  demo: true,
  clientId: DEMO_CLIENT_ID,
  issuer: DEMO_ISSUER,
  authorizeUrl: `${DEMO_IDP_BASE}/authorize`,
  tokenUrl: `${DEMO_IDP_BASE}/token`,
  jwksUrl: `${DEMO_IDP_BASE}/jwks.json`,
  scope: 'openid email profile',
};

export function demoProvider(app: FastifyInstance, idp: DemoIdp): SocialProvider {
  return {
    settings: demoSettings,
    keys: createLocalJWKSet(idp.jwks()),
    async exchange(form) {
      const res = await app.inject({ method: 'POST', url: demoSettings.tokenUrl, headers: { 'content-type': FORM_CONTENT_TYPE }, payload: form.toString() });
      let body: unknown = null;
      try {
        body = res.json();
      } catch {
        body = null;
      }
      return tokenReply(res.statusCode, body);
    },
  };
}
