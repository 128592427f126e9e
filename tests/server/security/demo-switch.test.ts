/**
 * Issue 9 item 6: outside production the server handed out demo codes and signed login tokens for any
 * user. Demo codes and the test API are now behind one explicit switch (`testApi` / KICKOFF_TEST_API=1),
 * honoured only on a loopback address and never in production.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testApiSwitch, trustProxyFromEnv } from '../../../server/env-switches';
import { DEMO, expectError, startIdentity } from '../identity/support';
import { startApp } from '../support/helpers';

test('switch off (a development server by default): no demoCode, no test API, no login tokens', async (t) => {
  const server = await startIdentity(t, { testApi: false });
  const sms = (await server.browser.post('auth/sms/send', { 'phone-number': '9001234567', 'phone-code': '+7', componentsData: '' })).json() as Record<string, unknown>;
  assert.equal(sms.demoCode, undefined);
  const forgot = (await server.browser.post('auth/password/forgot', { login: DEMO.demo.email })).json() as Record<string, unknown>;
  assert.equal(forgot.demoCode, undefined);
  const twoStep = (await server.browser.login(DEMO.twostep.email)).json() as Record<string, unknown>;
  assert.deepEqual(twoStep, { status: 'two_step_required', channel: 'email' });
  for (const url of ['/__test/identity/login-token', '/__test/identity/sms-code?phone=79001234567', '/__test/reset', '/__test/identity/clock']) {
    expectError(await server.app.inject({ method: 'POST', url, payload: { user_id: DEMO.demo.id } }), 404, 'not_found');
  }
});

test('production never has the switch, even when asked', async (t) => {
  const { app } = await startApp(t, { production: true, testApi: true });
  expectError(await app.inject({ method: 'POST', url: '/__test/identity/login-token', payload: { user_id: DEMO.demo.id } }), 404, 'not_found');
  const fingerprint = (await app.inject({ method: 'POST', url: '/web-api/fingerprint', payload: { componentsData: 'x' } })).json() as { token: string };
  const sms = (await app.inject({ method: 'POST', url: '/web-api/auth/sms/send', headers: { 'x-hd': fingerprint.token }, payload: { 'phone-number': '9001234567', 'phone-code': '+7', componentsData: '' } })).json() as Record<string, unknown>;
  assert.equal(sms.demoCode, undefined);
});

test('KICKOFF_TEST_API=1 turns the switch on only on a loopback HOST and never in production', () => {
  assert.equal(testApiSwitch({ KICKOFF_TEST_API: '1' }, '127.0.0.1', false).on, true);
  assert.equal(testApiSwitch({ KICKOFF_TEST_API: '1' }, 'localhost', false).on, true);
  assert.equal(testApiSwitch({ KICKOFF_TEST_API: '1' }, '::1', false).on, true);
  assert.equal(testApiSwitch({ KICKOFF_TEST_API: '1' }, '0.0.0.0', false).on, false);
  assert.equal(testApiSwitch({ KICKOFF_TEST_API: '1' }, '192.168.1.10', false).on, false);
  assert.equal(testApiSwitch({ KICKOFF_TEST_API: '1' }, '127.0.0.1', true).on, false);
  assert.equal(testApiSwitch({}, '127.0.0.1', false).on, false);
  assert.equal(testApiSwitch({ KICKOFF_TEST_API: '0' }, '127.0.0.1', false).on, false);
});

test('KICKOFF_TRUST_PROXY: off by default, true, a hop count, or addresses', () => {
  assert.equal(trustProxyFromEnv(undefined), false);
  assert.equal(trustProxyFromEnv('false'), false);
  assert.equal(trustProxyFromEnv('true'), true);
  assert.equal(trustProxyFromEnv('1'), 1);
  assert.deepEqual(trustProxyFromEnv('127.0.0.1, 10.0.0.0/8'), ['127.0.0.1', '10.0.0.0/8']);
  assert.throws(() => trustProxyFromEnv('evil proxy'));
});
