import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { TermsStatusResponseSchema } from '../../../platform/src/schemas/auth';
import { TermsChangesResponseSchema } from '../../../office-parcel/src/contracts/terms';
import { INITIAL_TERMS_CHANGES } from '../../../server/identity/terms-changes';
import { Browser, DEMO, expectError, startIdentity } from './support';

const STATUS = 'api-v3/v2/user/agreement-rules/status';
const CONFIRM = 'api-v3/v2/user/agreement-rules/confirm';

async function status(browser: Browser, token: string): Promise<v.InferOutput<typeof TermsStatusResponseSchema>> {
  const res = await browser.get(STATUS, { token });
  assert.equal(res.statusCode, 200, res.body);
  return v.parse(TermsStatusResponseSchema, res.json());
}

test('the terms user: status changed; action calls answer 451 code 1; reads still work', async (t) => {
  const { browser } = await startIdentity(t);
  const token = await browser.signIn(DEMO.terms.email);
  assert.deepEqual(await status(browser, token), { result: true, updatedAt: '2026-01-01T00:00:00.000Z' });

  const blocked: Array<[string, unknown]> = [
    ['user/updatetoken', undefined],
    ['office/currency/add', { currency_id: 2 }],
    ['office/currency/remove', { currency_id: 2 }],
    ['user/accounts/active', { id: 20000006 }],
    ['user/cookie-agreement', { cookiesAgreeTime: 1 }],
  ];
  for (const [path, payload] of blocked) {
    const error = expectError(await browser.post(path, payload, { token }), 451, '1');
    assert.match(error.detail, /terms/);
  }
  expectError(await browser.get('auth/rights', { token }), 451, '1');

  // Exempt: config, accounts, gettoken, terms status, disconnect.
  assert.equal((await browser.get('user/config', { token })).statusCode, 200);
  assert.equal((await browser.get('user/accounts', { token })).statusCode, 200);
  assert.equal((await browser.get('user/gettoken?force_refresh=true')).statusCode, 200);

  const confirm = await browser.post(CONFIRM, undefined, { token });
  assert.equal(confirm.statusCode, 204);
  assert.deepEqual(await status(browser, token), { result: false, updatedAt: '2026-01-01T00:00:00.000Z' });
  const video = await browser.post('user/updatetoken', undefined, { token });
  assert.equal(video.statusCode, 200);
  assert.equal((await browser.post('auth/disconnect', undefined, { token })).statusCode, 204);
});

test('without isConfirmTermsEnabled there is no 451', async (t) => {
  const server = await startIdentity(t);
  await server.app.inject({ method: 'PUT', url: '/__test/site-config', payload: { isConfirmTermsEnabled: false } });
  const token = await server.browser.signIn(DEMO.terms.email);
  assert.equal((await server.browser.post('user/updatetoken', undefined, { token })).statusCode, 200);
  assert.equal((await status(server.browser, token)).result, true, 'the status still tells the truth');
});

test('new terms (test API) make every player confirm again', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.demo.email);
  assert.equal((await status(server.browser, token)).result, false);
  assert.equal((await server.browser.post('user/updatetoken', undefined, { token })).statusCode, 200);

  const bump = await server.app.inject({ method: 'POST', url: '/__test/identity/terms' });
  assert.equal(bump.statusCode, 200);
  const published = bump.json() as { version: number; updatedAt: string };
  assert.equal(published.version, 2);
  assert.deepEqual(await status(server.browser, token), { result: true, updatedAt: published.updatedAt });
  expectError(await server.browser.post('user/updatetoken', undefined, { token }), 451, '1');
  assert.equal((await server.browser.post(CONFIRM, undefined, { token })).statusCode, 204);
  assert.equal((await server.browser.post('user/updatetoken', undefined, { token })).statusCode, 200);
});

test('terms changes: the changes since the accepted version in the request language; none once accepted; a guest is refused', async (t) => {
  const { browser } = await startIdentity(t);
  const token = await browser.signIn(DEMO.terms.email);
  const read = async (lang: string) => {
    const res = await browser.get('office/terms/changes', { token, headers: { 'accept-language': lang } });
    assert.equal(res.statusCode, 200, res.body);
    return v.parse(TermsChangesResponseSchema, res.json());
  };
  const en = await read('en-GB,en;q=0.9');
  assert.equal(en.version, 1);
  assert.equal(en.acceptedVersion, 0);
  assert.deepEqual(en.changes.map((c) => c.tags), INITIAL_TERMS_CHANGES.map((c) => [...c.tags]));
  assert.equal(en.changes[0]?.title, INITIAL_TERMS_CHANGES[0]?.title.en);
  assert.equal((await read('ru'))?.changes[0]?.title, INITIAL_TERMS_CHANGES[0]?.title.ru);

  assert.equal((await browser.post(CONFIRM, undefined, { token })).statusCode, 204);
  const after = await read('en');
  assert.equal(after.acceptedVersion, 1);
  assert.deepEqual(after.changes, [], 'an accepted version has nothing left to show');

  assert.equal((await browser.get('office/terms/changes')).statusCode, 401);
});
