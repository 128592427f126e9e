/**
 * Issue 9 item 10: anonymous clients could fill the database (twenty 1 MB fingerprints; 200,000-character
 * names). Every request string has a maximum, bodies are limited per route family, and anonymous writes
 * are rate-limited per client address.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectError, startIdentity } from '../identity/support';

test('a 1 MB fingerprint is refused before it is parsed (413), a 10 KB one by its schema (400); nothing is stored', async (t) => {
  const server = await startIdentity(t);
  const count = () => (server.db().prepare('SELECT count(*) AS n FROM fingerprints').get() as { n: number }).n;
  const before = count();
  for (let i = 0; i < 20; i += 1) {
    const res = await server.app.inject({ method: 'POST', url: '/web-api/fingerprint', payload: { componentsData: 'x'.repeat(1024 * 1024) } });
    expectError(res, 413, 'payload_too_large');
  }
  expectError(await server.app.inject({ method: 'POST', url: '/web-api/fingerprint', payload: { componentsData: 'x'.repeat(10_000) } }), 400, 'invalid_body');
  assert.equal(count(), before);
});

test('registration with a 200,000-character name is refused (413), a 101-character one by its schema', async (t) => {
  const server = await startIdentity(t);
  const body = { type: 'full', method: 'email', email: 'long@kickoff.test', password: 'Str0ng-pass!', surname: 'Lee', date_birthday: '1990-01-01', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, componentsData: '' };
  expectError(await server.browser.post('auth/register', { ...body, name: 'N'.repeat(200_000) }), 413, 'payload_too_large');
  const long = await server.browser.post('auth/register', { ...body, name: 'N'.repeat(101) });
  assert.equal(expectError(long, 400, 'invalid_field').source?.pointer, '/name');
  const users = server.db().prepare("SELECT count(*) AS n FROM users WHERE email = 'long@kickoff.test'").get() as { n: number };
  assert.equal(users.n, 0);
});

test('every login and code string has a maximum', async (t) => {
  const server = await startIdentity(t);
  const long = 'a'.repeat(300);
  expectError(await server.browser.post('auth/login', { uLogin: `${long}@kickoff.test`, uPassword: 'x', save: false, componentsData: '' }), 400, 'invalid_body');
  expectError(await server.browser.post('auth/login', { uLogin: 'a@kickoff.test', uPassword: 'p'.repeat(129), save: false, componentsData: '' }), 400, 'invalid_body');
  expectError(await server.browser.post('auth/password/forgot', { login: long }), 400, 'invalid_body');
  expectError(await server.browser.post('auth/login/token', { method_id: 1, token: long, sign: 's', lng: 'ru' }), 400, 'invalid_body');
  expectError(await server.app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', payload: { url: `/${'a'.repeat(3000)}` } }), 400, 'invalid_body');
});

test('anonymous writes are rate-limited per client address (429 with the wait); another address is not', async (t) => {
  const server = await startIdentity(t, { security: { anonymousWrites: { max: 5, windowSeconds: 600 } } });
  // startIdentity made one fingerprint already.
  for (let i = 0; i < 4; i += 1) assert.equal((await server.app.inject({ method: 'POST', url: '/web-api/fingerprint', payload: { componentsData: 'x' } })).statusCode, 200);
  const refused = await server.app.inject({ method: 'POST', url: '/web-api/fingerprint', payload: { componentsData: 'x' } });
  expectError(refused, 429, 'too_many_requests');
  const body = refused.json() as { errors: Array<{ meta: { retryAfter: number } }> };
  assert.ok((body.errors[0]?.meta.retryAfter ?? 0) > 0);
  assert.equal(refused.headers['retry-after'], String(body.errors[0]?.meta.retryAfter));
  expectError(await server.browser.get('auth/captcha/update'), 429, 'too_many_requests');
  const elsewhere = await server.app.inject({ method: 'POST', url: '/web-api/fingerprint', remoteAddress: '198.51.100.3', payload: { componentsData: 'x' } });
  assert.equal(elsewhere.statusCode, 200);
  // The window ends on the server clock; the test API reset also forgets the counts.
  await server.advance(600_000);
  assert.equal((await server.app.inject({ method: 'POST', url: '/web-api/fingerprint', payload: { componentsData: 'x' } })).statusCode, 200);
});
