import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { ForgotCallResponseSchema, ForgotCodeResponseSchema } from '../../../platform/src/schemas/auth';
import { Browser, DEMO, DEMO_PASSWORD, expectError, startIdentity } from './support';

async function forgot(browser: Browser, login: string): Promise<v.InferOutput<typeof ForgotCallResponseSchema>> {
  const res = await browser.post('auth/password/forgot', { login });
  assert.equal(res.statusCode, 200, res.body);
  return v.parse(ForgotCallResponseSchema, res.json());
}

const other = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('forgot → code → save sets the new password and ends the other sessions', async (t) => {
  const server = await startIdentity(t);
  const signedIn = await server.newBrowser();
  const oldToken = await signedIn.signIn(DEMO.demo.email);

  const { browser } = server;
  const call = await forgot(browser, DEMO.demo.email);
  assert.equal(call.channel, 'email');
  assert.equal(call.expiresIn, 600);
  const code = call.demoCode ?? '';
  expectError(await browser.post('auth/password/code', { login: DEMO.demo.email, code: other(code) }), 400, 'code_wrong');
  const approved = await browser.post('auth/password/code', { login: DEMO.demo.email, code });
  assert.equal(approved.statusCode, 200, approved.body);
  const { resetToken } = v.parse(ForgotCodeResponseSchema, approved.json());

  const short = expectError(await browser.post('auth/password/save', { resetToken, password: 'short' }), 400, 'invalid_field');
  assert.equal(short.source?.pointer, '/password');
  const saved = await browser.post('auth/password/save', { resetToken, password: 'Brand-new-2026' });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(saved.json(), { success: true });

  expectError(await signedIn.get('user/config', { token: oldToken }), 401, 'unauthorized');
  expectError(await browser.login(DEMO.demo.email, DEMO_PASSWORD), 400, 'wrong_credentials');
  assert.equal((await browser.login(DEMO.demo.email, 'Brand-new-2026')).statusCode, 200);
  const token = await browser.token();
  const config = (await browser.get('user/config', { token })).json() as { result: { protection_methods: { is_changed_password: boolean }; changed_pass_day_count: number } };
  assert.equal(config.result.protection_methods.is_changed_password, true);
  assert.equal(config.result.changed_pass_day_count, 0);

  // The reset token works once.
  expectError(await browser.post('auth/password/save', { resetToken, password: 'Another-2026!' }), 400, 'code_expired');
  expectError(await browser.post('auth/password/save', { resetToken: 'made-up', password: 'Another-2026!' }), 400, 'code_wrong');
});

test('the resetting browser keeps its own session', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.demo.email);
  const code = (await forgot(server.browser, DEMO.demo.email)).demoCode ?? '';
  const { resetToken } = v.parse(ForgotCodeResponseSchema, (await server.browser.post('auth/password/code', { login: DEMO.demo.email, code })).json());
  assert.equal((await server.browser.post('auth/password/save', { resetToken, password: 'Brand-new-2026' })).statusCode, 200);
  assert.equal((await server.browser.get('user/config', { token })).statusCode, 200);
});

test('forgot by phone digits answers channel sms; by account ID channel email', async (t) => {
  const server = await startIdentity(t);
  const byPhone = await forgot(server.browser, '+7 900 123-45-67');
  assert.equal(byPhone.channel, 'sms');
  const sms = (await server.app.inject({ method: 'POST', url: '/__test/identity/sms-code?phone=%2B79001234567' })).json() as { code: string; purpose: string };
  assert.deepEqual([sms.code, sms.purpose], [byPhone.demoCode, 'password_reset']);
  const code = byPhone.demoCode ?? '';
  assert.equal((await server.browser.post('auth/password/code', { login: '79001234567', code })).statusCode, 200);

  const byId = await forgot(server.browser, String(DEMO.banned.id));
  assert.equal(byId.channel, 'email');
  assert.equal((await server.browser.post('auth/password/code', { login: String(DEMO.banned.id), code: byId.demoCode })).statusCode, 200);
});

test('an unknown login gets the same reply shape, and no code ever matches', async (t) => {
  const server = await startIdentity(t);
  const known = await forgot(server.browser, DEMO.demo.email);
  const unknown = await forgot(server.browser, 'nobody@kickoff.test');
  assert.deepEqual(Object.keys(unknown).sort(), Object.keys(known).sort());
  assert.equal(unknown.channel, 'email');
  expectError(await server.browser.post('auth/password/code', { login: 'nobody@kickoff.test', code: unknown.demoCode }), 400, 'code_wrong');
  expectError(await server.browser.post('auth/password/code', { login: 'never-asked@kickoff.test', code: '123456' }), 400, 'code_wrong');
});

test('reset codes expire after 10 minutes and after 5 wrong answers', async (t) => {
  const server = await startIdentity(t);
  const first = (await forgot(server.browser, DEMO.demo.email)).demoCode ?? '';
  await server.advance(10 * 60_000);
  expectError(await server.browser.post('auth/password/code', { login: DEMO.demo.email, code: first }), 400, 'code_expired');

  const second = (await forgot(server.browser, DEMO.demo.email)).demoCode ?? '';
  for (let i = 0; i < 5; i += 1) expectError(await server.browser.post('auth/password/code', { login: DEMO.demo.email, code: other(second) }), 400, 'code_wrong');
  expectError(await server.browser.post('auth/password/code', { login: DEMO.demo.email, code: second }), 400, 'code_expired');
});

test('a reset token expires after 10 minutes', async (t) => {
  const server = await startIdentity(t);
  const code = (await forgot(server.browser, DEMO.demo.email)).demoCode ?? '';
  const { resetToken } = v.parse(ForgotCodeResponseSchema, (await server.browser.post('auth/password/code', { login: DEMO.demo.email, code })).json());
  await server.advance(10 * 60_000);
  expectError(await server.browser.post('auth/password/save', { resetToken, password: 'Brand-new-2026' }), 400, 'code_expired');
  assert.equal((await server.browser.login(DEMO.demo.email)).statusCode, 200, 'old password unchanged');
});
