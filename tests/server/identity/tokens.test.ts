import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { TokenClaimsSchema, TokenResponseSchema } from '../../../platform/src/schemas/auth';
import { cookieOf, DEMO, expectError, setCookieLine, startIdentity } from './support';

function claimsOf(token: string): v.InferOutput<typeof TokenClaimsSchema> {
  const parts = token.split('.');
  assert.equal(parts.length, 3);
  assert.deepEqual(JSON.parse(Buffer.from(parts[0] ?? '', 'base64url').toString()), { alg: 'HS256', typ: 'JWT' });
  return v.parse(TokenClaimsSchema, JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString()));
}

test('gettoken for a guest answers token null and clears user_token', async (t) => {
  const { browser } = await startIdentity(t);
  const res = await browser.get('user/gettoken?force_refresh=true');
  assert.equal(res.statusCode, 200);
  assert.deepEqual(v.parse(TokenResponseSchema, res.json()), { data: { token: null } });
  assert.equal(cookieOf(res, 'user_token')?.maxAge, 0);
  assert.equal(res.headers['cache-control'], 'no-store');
});

test('gettoken with a session gives an HS256 JWT (sub, iat, exp = iat + 15 min, sid) and a readable user_token cookie', async (t) => {
  const { browser } = await startIdentity(t);
  await browser.login(DEMO.demo.email);
  const before = Math.floor(Date.now() / 1000);
  const res = await browser.get('user/gettoken?force_refresh=true');
  const token = v.parse(TokenResponseSchema, res.json()).data.token;
  assert.ok(token);
  const claims = claimsOf(token);
  assert.equal(claims.sub, String(DEMO.demo.id));
  assert.ok(claims.iat !== undefined && claims.iat >= before && claims.iat <= before + 2);
  assert.equal(claims.exp, (claims.iat ?? 0) + 900);
  assert.equal(typeof claims.sid, 'string');
  const cookie = cookieOf(res, 'user_token');
  assert.equal(cookie?.value, token);
  assert.equal(cookie?.maxAge, 900);
  const line = setCookieLine(res, 'user_token') ?? '';
  assert.doesNotMatch(line, /HttpOnly/, 'the client reads user_token');
  assert.match(line, /Path=\/; SameSite=Lax/);
});

test('flagged calls need a bearer token: missing, malformed or tampered → 401 unauthorized', async (t) => {
  const { browser } = await startIdentity(t);
  const token = await browser.signIn(DEMO.demo.email);
  assert.equal((await browser.get('user/config', { token })).statusCode, 200);

  expectError(await browser.get('user/config'), 401, 'unauthorized');
  expectError(await browser.get('user/config', { headers: { authorization: token } }), 401, 'unauthorized');
  expectError(await browser.get('user/config', { token: 'not.a.jwt' }), 401, 'unauthorized');

  const [header, payload, signature] = token.split('.') as [string, string, string];
  // Flip the first character: the last one of a 32-byte signature carries 2 padding bits, so changing
  // it to a neighbour (A↔B, C↔D, …) can decode to the same bytes and the test would pass a valid token.
  const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  expectError(await browser.get('user/config', { token: `${header}.${payload}.${flipped}` }), 401, 'unauthorized');

  // A forged payload (another user) with the old signature fails too.
  const claims = claimsOf(token);
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(DEMO.banned.id) })).toString('base64url');
  const forgedRes = await browser.get('user/config', { token: `${header}.${forged}.${signature}` });
  expectError(forgedRes, 401, 'unauthorized');

  // alg none is refused.
  const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  expectError(await browser.get('user/config', { token: `${none}.${payload}.` }), 401, 'unauthorized');
});

test('every flagged call answers 401 without a token', async (t) => {
  const { browser } = await startIdentity(t);
  const calls: Array<['GET' | 'POST', string, unknown]> = [
    ['GET', 'user/config', undefined],
    ['GET', 'user/accounts', undefined],
    ['POST', 'user/accounts/active', { id: 1 }],
    ['POST', 'office/currency/add', { currency_id: 3 }],
    ['POST', 'office/currency/remove', { currency_id: 3 }],
    ['GET', 'api-v3/v2/user/agreement-rules/status', undefined],
    ['POST', 'api-v3/v2/user/agreement-rules/confirm', undefined],
    ['POST', 'user/updatetoken', undefined],
    ['POST', 'user/cookie-agreement', { cookiesAgreeTime: 1 }],
    ['GET', 'auth/rights', undefined],
  ];
  for (const [method, path, payload] of calls) {
    const res = method === 'GET' ? await browser.get(path) : await browser.post(path, payload);
    expectError(res, 401, 'unauthorized');
  }
});

test('an expired token is refused (default 15 min and a shortened test lifetime)', async (t) => {
  const server = await startIdentity(t, { logger: false });
  const token = await server.browser.signIn(DEMO.demo.email);
  await server.advance(14 * 60_000);
  assert.equal((await server.browser.get('user/config', { token })).statusCode, 200);
  await server.advance(60_000);
  const expired = expectError(await server.browser.get('user/config', { token }), 401, 'unauthorized');
  assert.match(expired.detail, /expired/);

  const ttl = await server.app.inject({ method: 'POST', url: '/__test/identity/token-ttl', payload: { seconds: 2 } });
  assert.deepEqual(ttl.json(), { seconds: 2 });
  const short = await server.browser.token();
  assert.equal(claimsOf(short).exp - (claimsOf(short).iat ?? 0), 2);
  assert.equal((await server.browser.get('user/config', { token: short })).statusCode, 200);
  await server.advance(2_000);
  expectError(await server.browser.get('user/config', { token: short }), 401, 'unauthorized');
});

test('a browser-session login expires on the server after 12 h even in use; a saved one lasts', async (t) => {
  const server = await startIdentity(t);
  await server.browser.login(DEMO.demo.email);
  const saved = await server.newBrowser();
  await saved.login(DEMO.banned.email, undefined, true);
  // Both stay in use (a keep-alive every 20 minutes, under the inactivity logoff).
  for (let i = 0; i < 36; i += 1) {
    await server.advance(20 * 60_000);
    await server.browser.get('session');
    await saved.get('session');
  }
  await server.advance(1);
  assert.deepEqual((await server.browser.get('auth/session-check')).json(), { user_id: null });
  assert.deepEqual((await server.browser.get('user/gettoken')).json(), { data: { token: null } });
  assert.deepEqual((await saved.get('auth/session-check')).json(), { user_id: DEMO.banned.id });
});

test('tokens survive a restart: the signing secret is stored in the database', async (t) => {
  const { buildApp } = await import('../../../server/app');
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.demo.email);
  await server.app.close();
  const again = await buildApp({ dbFile: server.dbFile, distDir: server.distDir, production: false });
  t.after(() => again.close());
  const res = await again.inject({ method: 'GET', url: '/web-api/user/config', headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.statusCode, 200, res.body);
});

test('GET session answers 204 no-store without setting cookies', async (t) => {
  const { browser } = await startIdentity(t);
  const guest = await browser.get('session');
  assert.equal(guest.statusCode, 204);
  assert.equal(guest.headers['cache-control'], 'no-store');
  assert.equal(guest.headers['set-cookie'], undefined);
  await browser.login(DEMO.demo.email);
  const signedIn = await browser.get('session');
  assert.equal(signedIn.statusCode, 204);
  assert.equal(signedIn.headers['set-cookie'], undefined);
  assert.equal(signedIn.body, '');
});
