import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import {
  LoginResponseSchema,
  RightsResponseSchema,
  SessionCheckResponseSchema,
  UserConfigResponseSchema,
} from '../../../platform/src/schemas/auth';
import { cookieOf, DEMO, DEMO_PASSWORD, expectError, setCookieLine, startIdentity } from './support';

test('login by e-mail signs in with an HttpOnly, SameSite=Lax session cookie', async (t) => {
  const { browser } = await startIdentity(t);
  const res = await browser.login('Demo@Kickoff.test ');
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(v.parse(LoginResponseSchema, res.json()), { status: 'ok', user_id: DEMO.demo.id });
  const line = setCookieLine(res, 'kk_sid');
  assert.ok(line);
  assert.match(line, /; Path=\/(;|$)/);
  assert.match(line, /; SameSite=Lax/);
  assert.match(line, /; HttpOnly/);
  assert.doesNotMatch(line, /Max-Age/, 'without save the cookie lasts for the browser session');
  assert.doesNotMatch(line, /Secure/, 'plain http: no Secure flag');
  const check = v.parse(SessionCheckResponseSchema, (await browser.get('auth/session-check')).json());
  assert.equal(check.user_id, DEMO.demo.id);
});

test('login with save keeps the session cookie for 30 days', async (t) => {
  const { browser } = await startIdentity(t);
  const res = await browser.login(DEMO.demo.email, DEMO_PASSWORD, true);
  assert.equal(cookieOf(res, 'kk_sid')?.maxAge, 30 * 24 * 3600);
});

test('login by account ID and by phone', async (t) => {
  const { browser } = await startIdentity(t);
  const byId = await browser.login(String(DEMO.demo.id));
  assert.deepEqual(byId.json(), { status: 'ok', user_id: DEMO.demo.id });

  for (const countryCode of ['+7', '7']) {
    const other = await startIdentity(t);
    const res = await other.browser.post('auth/login/phone', { phone_number: '9001234567', country_code: countryCode, uPassword: DEMO_PASSWORD, save: false });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { status: 'ok', user_id: DEMO.demo.id });
    assert.ok(cookieOf(res, 'kk_sid')?.value);
  }
  const wrongPhone = await browser.post('auth/login/phone', { phone_number: '9001234568', country_code: '+7', uPassword: DEMO_PASSWORD, save: false });
  expectError(wrongPhone, 400, 'wrong_credentials');
});

test('wrong password and unknown login answer the same 400 wrong_credentials', async (t) => {
  const { browser } = await startIdentity(t);
  for (const [login, password] of [[DEMO.demo.email, 'nope-nope'], ['nobody@kickoff.test', DEMO_PASSWORD], ['99999999', DEMO_PASSWORD]] as const) {
    const res = await browser.login(login, password);
    const error = expectError(res, 400, 'wrong_credentials');
    assert.equal(error.detail, 'Wrong login or password');
    assert.equal(cookieOf(res, 'kk_sid'), undefined, 'no session on failure');
  }
  const check = (await browser.get('auth/session-check')).json();
  assert.deepEqual(check, { user_id: null });
});

test('invalid login bodies are 400 invalid_body', async (t) => {
  const { browser } = await startIdentity(t);
  for (const payload of [{}, { uLogin: '', uPassword: 'x', save: false, componentsData: '' }, { uLogin: 'a', uPassword: 'x', save: 'yes', componentsData: '' }]) {
    expectError(await browser.post('auth/login', payload), 400, 'invalid_body');
  }
  expectError(await browser.post('auth/login/phone', { phone_number: '12', country_code: '+7', uPassword: 'x', save: false }), 400, 'invalid_body');
});

test('a banned user can log in; the config carries the ban', async (t) => {
  const { browser } = await startIdentity(t);
  const token = await browser.signIn(DEMO.banned.email);
  const config = v.parse(UserConfigResponseSchema, (await browser.get('user/config', { token })).json()).result;
  assert.equal(config?.ban_level, 53);
  assert.equal(config?.ban_version, 1);
  const rights = v.parse(RightsResponseSchema, (await browser.get('auth/rights', { token })).json());
  assert.deepEqual(rights.rights, ['login', 'office']);
});

test('auth/rights depends on ban and verification and needs a token', async (t) => {
  const server = await startIdentity(t);
  const demoToken = await server.browser.signIn(DEMO.demo.email);
  assert.deepEqual((await server.browser.get('auth/rights', { token: demoToken })).json(), {
    rights: ['login', 'office', 'bet', 'casino', 'deposit', 'withdraw'],
  });
  const other = await server.newBrowser();
  const unverifiedToken = await other.signIn(DEMO.unverified.email);
  assert.deepEqual((await other.get('auth/rights', { token: unverifiedToken })).json(), {
    rights: ['login', 'office', 'bet', 'casino', 'deposit'],
  });
  expectError(await other.get('auth/rights'), 401, 'unauthorized');
});

test('login by token: a token from the test API works once; anything else is wrong_credentials', async (t) => {
  const { app, browser } = await startIdentity(t);
  const issued = (await app.inject({ method: 'POST', url: '/__test/identity/login-token', payload: { user_id: DEMO.demo.id } })).json() as {
    method_id: number;
    token: string;
    sign: string;
  };
  const body = { method_id: issued.method_id, token: issued.token, sign: issued.sign, lng: 'ru' };
  expectError(await browser.post('auth/login/token', { ...body, sign: `${issued.sign.slice(0, -2)}xx` }), 400, 'wrong_credentials');
  expectError(await browser.post('auth/login/token', { ...body, method_id: 2 }), 400, 'wrong_credentials');
  const ok = await browser.post('auth/login/token', body);
  assert.equal(ok.statusCode, 200, ok.body);
  assert.deepEqual(ok.json(), { status: 'ok', user_id: DEMO.demo.id });
  expectError(await browser.post('auth/login/token', body), 400, 'wrong_credentials');
  expectError(await browser.post('auth/login/token', { method_id: 1, token: 'made-up', sign: 'made-up', lng: 'ru' }), 400, 'wrong_credentials');
});

test('login by token expires after 5 minutes', async (t) => {
  const server = await startIdentity(t);
  const issued = (await server.app.inject({ method: 'POST', url: '/__test/identity/login-token', payload: { user_id: DEMO.demo.id } })).json() as {
    method_id: number;
    token: string;
    sign: string;
  };
  await server.advance(5 * 60_000 + 1);
  expectError(await server.browser.post('auth/login/token', { ...issued, lng: 'en' }), 400, 'wrong_credentials');
});

test('social login and auth/oauth answer 503 provider_not_configured', async (t) => {
  const { browser } = await startIdentity(t);
  expectError(await browser.post('auth/login/social', { login: 'someone', pass: 'secret' }), 503, 'provider_not_configured');
  expectError(await browser.post('auth/oauth', {}), 503, 'provider_not_configured');
});

test('disconnect ends the session, clears kk_sid and user_token, and kills the token', async (t) => {
  const { browser } = await startIdentity(t);
  const token = await browser.signIn(DEMO.demo.email);
  assert.ok(browser.jar.has('user_token'));
  const res = await browser.post('auth/disconnect', undefined, { token });
  assert.equal(res.statusCode, 204);
  assert.equal(cookieOf(res, 'kk_sid')?.maxAge, 0);
  assert.equal(cookieOf(res, 'user_token')?.maxAge, 0);
  const cleared = (setCookieLine(res, 'user_token') ?? '').split('; ');
  assert.deepEqual(cleared.slice(1).sort(), ['Max-Age=0', 'Path=/', 'SameSite=Lax'], 'exactly these attributes, in any order');
  assert.deepEqual((await browser.get('auth/session-check')).json(), { user_id: null });
  expectError(await browser.get('user/config', { token }), 401, 'unauthorized');
  // Without any session it still answers 204.
  assert.equal((await browser.post('auth/disconnect')).statusCode, 204);
});

test('a new login replaces the previous session of the same browser', async (t) => {
  const { browser } = await startIdentity(t);
  const first = await browser.signIn(DEMO.demo.email);
  await browser.signIn(DEMO.banned.email);
  expectError(await browser.get('user/config', { token: first }), 401, 'unauthorized');
});
