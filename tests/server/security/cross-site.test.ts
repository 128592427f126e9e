/**
 * Issue 9 item 7: any web page could drive the test API (no Origin check, text/plain bodies accepted)
 * and force a logout. Every state-changing request is now refused when its Origin (or Referer) is not
 * an allowed origin, and a body that is not JSON is refused.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startApp } from '../support/helpers';
import { DEMO, expectError, startIdentity } from '../identity/support';

const userCount = (rows: unknown): number => (rows as { n: number }).n;

test('a cross-site no-cors text/plain POST to /__test/reset is refused and wipes nothing', async (t) => {
  const server = await startIdentity(t);
  await server.browser.post('auth/register', { type: 'one_click', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: '' });
  const before = userCount(server.db().prepare('SELECT count(*) AS n FROM users').get());
  // What `fetch('http://127.0.0.1:8080/__test/reset', { method: 'POST', mode: 'no-cors', body: 'x' })` from evil.example sends.
  const attack = await server.app.inject({
    method: 'POST',
    url: '/__test/reset',
    headers: { origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' },
    payload: 'x',
  });
  expectError(attack, 403, 'forbidden_origin');
  // Same-site, other port (a page on another local dev server): also foreign.
  expectError(await server.app.inject({ method: 'POST', url: '/__test/reset', headers: { origin: 'http://localhost:9999' } }), 403, 'forbidden_origin');
  // No Origin, but a foreign Referer; and a sandboxed page's `Origin: null`.
  expectError(await server.app.inject({ method: 'POST', url: '/__test/reset', headers: { referer: 'https://evil.example/page' } }), 403, 'forbidden_origin');
  expectError(await server.app.inject({ method: 'POST', url: '/__test/reset', headers: { origin: 'null' } }), 403, 'forbidden_origin');
  // Same origin but a text/plain body: 415.
  expectError(
    await server.app.inject({ method: 'POST', url: '/__test/reset', headers: { origin: 'http://localhost', 'content-type': 'text/plain' }, payload: 'x' }),
    415,
    'unsupported_media_type',
  );
  assert.equal(userCount(server.db().prepare('SELECT count(*) AS n FROM users').get()), before, 'nothing was reset');
  // The site itself, and clients that send no Origin (curl, tests), still reset.
  assert.equal((await server.app.inject({ method: 'POST', url: '/__test/reset', headers: { origin: 'http://localhost' } })).statusCode, 200);
  assert.equal((await server.app.inject({ method: 'POST', url: '/__test/reset' })).statusCode, 200);
});

test('a cross-site text/plain form cannot log a player out', async (t) => {
  const server = await startIdentity(t);
  await server.browser.signIn(DEMO.demo.email);
  const cookie = `kk_sid=${server.browser.jar.get('kk_sid') ?? ''}`;
  const forced = await server.app.inject({
    method: 'POST',
    url: '/web-api/auth/disconnect',
    headers: { cookie, origin: 'http://127.0.0.1:9999', 'content-type': 'text/plain' },
    payload: 'a=b',
  });
  expectError(forced, 403, 'forbidden_origin');
  const textOnly = await server.app.inject({ method: 'POST', url: '/web-api/auth/disconnect', headers: { cookie, 'content-type': 'text/plain' }, payload: 'a=b' });
  expectError(textOnly, 415, 'unsupported_media_type');
  assert.deepEqual((await server.browser.get('auth/session-check')).json(), { user_id: DEMO.demo.id }, 'still signed in');
  // The site's own logout works.
  const own = await server.app.inject({ method: 'POST', url: '/web-api/auth/disconnect', headers: { cookie, origin: 'http://localhost' } });
  assert.equal(own.statusCode, 204);
});

test('every service gets the guard: a foreign origin is refused on every write, reads are not affected', async (t) => {
  const { app } = await startApp(t);
  const writes: Array<[string, string, unknown]> = [
    ['POST', '/redirects-api/api/v1/redirect-light', { url: '/ru' }],
    ['POST', '/blocks-api/api/v2/block', { auth: false, url: '/ru' }],
    ['POST', '/web-api/fingerprint', { componentsData: 'x' }],
    ['PUT', '/__test/site-config', { minAge: 21 }],
    ['POST', '/__test/feed/tick', { seconds: 1 }],
    ['DELETE', '/web-api/fingerprint', undefined],
  ];
  for (const [method, url, payload] of writes) {
    const res = await app.inject({ method: method as 'POST', url, headers: { origin: 'https://evil.example' }, ...(payload === undefined ? {} : { payload: payload as object }) });
    expectError(res, 403, 'forbidden_origin');
  }
  const read = await app.inject({ method: 'GET', url: '/bff-api/config/all.json', headers: { origin: 'https://evil.example' } });
  assert.equal(read.statusCode, 200);
});

test('the allow-list comes from configuration; without one only a loopback host counts as the site', async (t) => {
  const configured = await startApp(t, { security: { allowedOrigins: ['https://kickoff.example'] } });
  const post = (app: typeof configured.app, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', headers, payload: { url: '/ru' } });
  assert.equal((await post(configured.app, { origin: 'https://kickoff.example', host: 'kickoff.example' })).statusCode, 200);
  assert.equal((await post(configured.app, { referer: 'https://kickoff.example/ru/live', host: 'kickoff.example' })).statusCode, 200);
  expectError(await post(configured.app, { origin: 'http://localhost' }), 403, 'forbidden_origin');

  const plain = await startApp(t);
  assert.equal((await post(plain.app, { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' })).statusCode, 200);
  // DNS rebinding: evil.example resolved to 127.0.0.1 sends its own name as Host and Origin.
  expectError(await post(plain.app, { origin: 'http://evil.example:8080', host: 'evil.example:8080' }), 403, 'forbidden_origin');
});

test('JSON endpoints refuse other body types (415); a route may declare its own (One Tap: multipart)', async (t) => {
  const { app } = await startApp(t);
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/html', 'application/xml']) {
    const res = await app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', headers: { 'content-type': type }, payload: 'url=/ru' });
    expectError(res, 415, 'unsupported_media_type');
  }
  const json = await app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '{"url":"/ru"}' });
  assert.equal(json.statusCode, 200);
});
