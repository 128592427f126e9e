import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startApp } from '../support/helpers';
import { DEMO, expectError, startIdentity } from './support';

const ENDPOINTS = ['sms-code?phone=79001234567', 'code?login=demo@kickoff.test', 'captcha-answer?time=1', 'terms', 'token-ttl', 'clock', 'login-token'];

test('the identity test API does not exist in production or without testApi', async (t) => {
  for (const options of [{ production: true, testApi: true }, { testApi: false }]) {
    const { app } = await startApp(t, options);
    for (const path of ENDPOINTS) {
      const res = await app.inject({ method: 'POST', url: `/__test/identity/${path}`, payload: {} });
      assert.equal(res.statusCode, 404, `${JSON.stringify(options)} ${path}`);
    }
  }
});

test('sms-code and code: 400 without the parameter, 404 when nothing was sent', async (t) => {
  const { app } = await startIdentity(t);
  expectError(await app.inject({ method: 'POST', url: '/__test/identity/sms-code' }), 400, 'missing_parameter');
  expectError(await app.inject({ method: 'POST', url: '/__test/identity/sms-code?phone=79001234567' }), 404, 'not_found');
  expectError(await app.inject({ method: 'POST', url: '/__test/identity/code' }), 400, 'missing_parameter');
  expectError(await app.inject({ method: 'POST', url: `/__test/identity/code?login=${DEMO.demo.email}` }), 404, 'not_found');
  expectError(await app.inject({ method: 'POST', url: '/__test/identity/captcha-answer?time=nope' }), 404, 'not_found');
});

test('sms-code returns the newest code for the phone, whatever the spelling', async (t) => {
  const { app, browser, advance } = await startIdentity(t);
  await browser.post('auth/sms/send', { 'phone-number': '9001234567', 'phone-code': '+7', componentsData: '' });
  await advance(60_000); // the cool-down between two codes for one phone
  const second = (await browser.post('auth/sms/send', { 'phone-number': '9001234567', 'phone-code': '+7', componentsData: '' })).json() as { demoCode: string };
  for (const phone of ['79001234567', '%2B79001234567', '%2B7%20900%20123-45-67']) {
    const res = await app.inject({ method: 'POST', url: `/__test/identity/sms-code?phone=${phone}` });
    assert.equal(res.statusCode, 200, phone);
    assert.equal((res.json() as { code: string }).code, second.demoCode);
  }
});

test('token-ttl, clock and login-token validate their bodies', async (t) => {
  const { app } = await startIdentity(t);
  for (const payload of [{}, { seconds: 0 }, { seconds: 1.5 }, { seconds: 100000 }, { seconds: 5, extra: 1 }]) {
    expectError(await app.inject({ method: 'POST', url: '/__test/identity/token-ttl', payload }), 400, 'invalid_body');
  }
  expectError(await app.inject({ method: 'POST', url: '/__test/identity/clock', payload: { advanceMs: -1 } }), 400, 'invalid_body');
  expectError(await app.inject({ method: 'POST', url: '/__test/identity/login-token', payload: { user_id: 1 } }), 404, 'not_found');
  const before = Date.now();
  const moved = (await app.inject({ method: 'POST', url: '/__test/identity/clock', payload: { advanceMs: 3_600_000 } })).json() as { now: number };
  assert.ok(moved.now >= before + 3_600_000);
});
