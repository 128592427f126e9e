import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import { providerList, providersFromEnv } from '../../../server/identity/social/providers';
import { confirmPage, errorPage, lngOfPath, sameOriginPath } from '../../../server/identity/social/return-url';
import { demoSettings } from '../../../server/identity/social/runtime';
import { verifyIdToken } from '../../../server/identity/social/verify';

const NOW = Date.UTC(2026, 10, 29, 8, 0, 0);
const ISSUER = 'https://idp.example';
const AUDIENCE = 'client-1';

async function keys(alg: 'RS256' | 'ES256'): Promise<{ privateKey: CryptoKey; jwks: JSONWebKeySet }> {
  const { privateKey, publicKey } = await generateKeyPair(alg);
  return { privateKey, jwks: { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg }] } };
}

function token(key: CryptoKey, alg: string, claims: Record<string, unknown> = {}, opts: { iss?: string; aud?: string; exp?: number } = {}): Promise<string> {
  const now = Math.floor(NOW / 1000);
  return new SignJWT({ email: 'Player@Example.com', name: ' Player ', nonce: 'n-1', ...claims })
    .setProtectedHeader({ alg, kid: 'k1' })
    .setIssuer(opts.iss ?? ISSUER)
    .setAudience(opts.aud ?? AUDIENCE)
    .setSubject('subject-1')
    .setIssuedAt(now)
    .setExpirationTime(opts.exp ?? now + 300)
    .sign(key);
}

test('verifyIdToken accepts a good RS256 or ES256 token and checks issuer, audience, expiry, nonce and signature', async () => {
  for (const alg of ['RS256', 'ES256'] as const) {
    const { privateKey, jwks } = await keys(alg);
    const opts = { keys: createLocalJWKSet(jwks), issuer: ISSUER, audience: AUDIENCE, nonce: 'n-1', now: NOW };
    assert.deepEqual(await verifyIdToken(await token(privateKey, alg), opts), { ok: true, claims: { sub: 'subject-1', email: 'player@example.com', name: 'Player' } });
    assert.deepEqual(await verifyIdToken(await token(privateKey, alg, {}, { aud: 'other' }), opts), { ok: false, reason: 'claim aud' });
    assert.deepEqual(await verifyIdToken(await token(privateKey, alg, {}, { iss: 'https://evil.example' }), opts), { ok: false, reason: 'claim iss' });
    assert.deepEqual(await verifyIdToken(await token(privateKey, alg, {}, { exp: Math.floor(NOW / 1000) - 61 }), opts), { ok: false, reason: 'expired' });
    assert.deepEqual(await verifyIdToken(await token(privateKey, alg, { nonce: 'n-2' }), opts), { ok: false, reason: 'claim nonce' });
    assert.deepEqual(await verifyIdToken(await token(privateKey, alg, { nonce: undefined }), opts), { ok: false, reason: 'claim nonce' });
    // One-tap: no nonce to check.
    assert.equal((await verifyIdToken(await token(privateKey, alg, { nonce: undefined }), { ...opts, nonce: null })).ok, true);
    // An unverified e-mail is dropped.
    const unverified = await verifyIdToken(await token(privateKey, alg, { email_verified: false }), opts);
    assert.deepEqual(unverified, { ok: true, claims: { sub: 'subject-1', email: null, name: 'Player' } });
  }
  const { jwks } = await keys('ES256');
  const other = await keys('ES256');
  const forged = await verifyIdToken(await token(other.privateKey, 'ES256'), { keys: createLocalJWKSet(jwks), issuer: ISSUER, audience: AUDIENCE, nonce: 'n-1', now: NOW });
  assert.equal(forged.ok, false, 'signed with another key');
  const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'x', iss: ISSUER, aud: AUDIENCE })).toString('base64url')}.`;
  assert.equal((await verifyIdToken(unsigned, { keys: createLocalJWKSet(jwks), issuer: ISSUER, audience: AUDIENCE, nonce: null, now: NOW })).ok, false, 'alg none');
  assert.equal((await verifyIdToken('garbage', { keys: createLocalJWKSet(jwks), issuer: ISSUER, audience: AUDIENCE, nonce: null, now: NOW })).ok, false);
});

test('providersFromEnv: a network is on with its client id; Google has its endpoints, others must name theirs over https', () => {
  assert.deepEqual(providersFromEnv({}), []);
  const [google] = providersFromEnv({ KICKOFF_SOCIAL_GOOGLE_CLIENT_ID: 'g-id', KICKOFF_SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret' });
  assert.deepEqual(google, {
    network: 'google', demo: false, clientId: 'g-id', clientSecret: 'g-secret', issuer: 'https://accounts.google.com',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', tokenUrl: 'https://oauth2.googleapis.com/token',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs', scope: 'openid email profile',
  });
  assert.throws(() => providersFromEnv({ KICKOFF_SOCIAL_VK_CLIENT_ID: 'vk' }), /KICKOFF_SOCIAL_VK_ISSUER is required/);
  const vk = {
    KICKOFF_SOCIAL_VK_CLIENT_ID: 'vk', KICKOFF_SOCIAL_VK_ISSUER: 'https://id.vk.example', KICKOFF_SOCIAL_VK_AUTHORIZE_URL: 'https://id.vk.example/authorize',
    KICKOFF_SOCIAL_VK_TOKEN_URL: 'https://id.vk.example/token', KICKOFF_SOCIAL_VK_JWKS_URL: 'https://id.vk.example/jwks',
  };
  assert.equal(providersFromEnv(vk)[0]?.network, 'vk');
  assert.throws(() => providersFromEnv({ ...vk, KICKOFF_SOCIAL_VK_TOKEN_URL: 'http://id.vk.example/token' }), /KICKOFF_SOCIAL_VK_TOKEN_URL must be an https URL/);
});

test('providerList: the demo provider stands in for Google only when Google is not configured', () => {
  assert.deepEqual(providerList([], null), []);
  assert.deepEqual(providerList([], demoSettings).map((p) => [p.network, p.demo]), [['google', true]]);
  const google = providersFromEnv({ KICKOFF_SOCIAL_GOOGLE_CLIENT_ID: 'g-id' });
  assert.deepEqual(providerList(google, demoSettings).map((p) => [p.network, p.demo]), [['google', false]]);
});

test('return URLs: same-origin paths only; the language from the path', () => {
  assert.equal(sameOriginPath('/en/live?x=1#top'), '/en/live?x=1#top');
  for (const bad of [undefined, '', 'en/live', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a\nb', `/${'a'.repeat(2050)}`]) {
    assert.equal(sameOriginPath(bad), null, String(bad));
  }
  assert.equal(lngOfPath('/en/live'), 'en');
  assert.equal(lngOfPath('/en'), 'en');
  assert.equal(lngOfPath('/english'), 'ru');
  assert.equal(errorPage('en', 'register', 'social_error', 'denied'), '/en/registration?social_error=denied');
  assert.equal(errorPage('ru', 'login', 'social_error', 'bad_state'), '/ru/login?social_error=bad_state');
  assert.equal(confirmPage('en', 'social_confirm', 'abc_DEF-1'), '/en/registration?social_confirm=abc_DEF-1', 'a new player confirms the age on the registration page');
});
