import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import {
  CaptchaChallengeSchema,
  CaptchaTimeResponseSchema,
  CaptchaValidateResponseSchema,
  FingerprintRecordSchema,
} from '../../../platform/src/schemas/auth';
import { Browser, DEMO, DEMO_PASSWORD, expectError, startIdentity, type IdentityServer } from './support';

test('POST fingerprint returns a record valid for 24 h', async (t) => {
  const { app } = await startIdentity(t);
  const before = Date.now();
  const res = await app.inject({ method: 'POST', url: '/web-api/fingerprint', payload: { componentsData: 'abc' } });
  assert.equal(res.statusCode, 200);
  const record = v.parse(FingerprintRecordSchema, res.json());
  assert.equal(record.componentsData, 'abc');
  assert.ok(record.token.length >= 20);
  assert.ok(record.expiresAt >= before + 24 * 3600_000 && record.expiresAt <= Date.now() + 24 * 3600_000);
  expectError(await app.inject({ method: 'POST', url: '/web-api/fingerprint', payload: {} }), 400, 'invalid_body');
});

test('every auth POST needs a known, unexpired x-hd fingerprint: else 400 code 120', async (t) => {
  const server = await startIdentity(t);
  const bare = new Browser(server.app);
  const calls: Array<[string, unknown]> = [
    ['auth/login', { uLogin: DEMO.demo.email, uPassword: DEMO_PASSWORD, save: false, componentsData: '' }],
    ['auth/login/phone', { phone_number: '9001234567', country_code: '+7', uPassword: DEMO_PASSWORD, save: false }],
    ['auth/login/token', { method_id: 1, token: 't', sign: 's', lng: 'ru' }],
    ['auth/login/social', { login: 'a', pass: 'b' }],
    ['auth/sms/send', { 'phone-number': '9001234567', 'phone-code': '+7', componentsData: '' }],
    ['auth/login/sms', { 'sms-code': '123456' }],
    ['auth/two-step', { code: '123456', save: false, componentsData: '' }],
    ['auth/social/two-step', { code: '123456' }],
    ['auth/captcha/validate', { captcha: { time: 1, answer: '1' } }],
    ['auth/register', { type: 'one_click', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: '' }],
    ['auth/password/forgot', { login: DEMO.demo.email }],
    ['auth/password/code', { login: DEMO.demo.email, code: '123456' }],
    ['auth/password/save', { resetToken: 'x', password: 'Another-2026!' }],
  ];
  for (const [path, payload] of calls) {
    const missing = expectError(await bare.post(path, payload), 400, '120');
    assert.equal(missing.source?.parameter, 'x-hd', path);
    expectError(await bare.post(path, payload, { fingerprint: 'unknown-token' }), 400, '120');
  }
  // The same login passes with a fingerprint, and fails again once it has expired.
  assert.equal((await server.browser.login(DEMO.demo.email)).statusCode, 200);
  await server.advance(24 * 3600_000 + 1);
  expectError(await server.browser.login(DEMO.demo.email), 400, '120');
});

async function challenge(server: IdentityServer, browser: Browser): Promise<{ time: number; answer: string }> {
  const res = await browser.get('auth/captcha/update');
  assert.equal(res.statusCode, 200);
  const { time, image } = v.parse(CaptchaChallengeSchema, res.json());
  assert.match(image, /^data:image\/svg\+xml;base64,/);
  const svg = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString();
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  const answer = (await server.app.inject({ method: 'POST', url: `/__test/identity/captcha-answer?time=${time}` })).json() as { answer: string };
  assert.match(answer.answer, /^\d+$/);
  assert.doesNotMatch(svg, new RegExp(`>${answer.answer}<`), 'the answer is not in the markup as text');
  return { time, answer: answer.answer };
}

async function solve(server: IdentityServer, browser: Browser): Promise<string> {
  const { time, answer } = await challenge(server, browser);
  const res = await browser.post('auth/captcha/validate', { captcha: { time, answer } });
  const result = v.parse(CaptchaValidateResponseSchema, res.json());
  assert.equal(result.success, true);
  assert.equal(result.type, 1);
  assert.ok(result.token);
  return result.token;
}

async function failLogins(browser: Browser, login: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) expectError(await browser.login(login, 'wrong-password'), 400, 'wrong_credentials');
}

test('after 3 failed logins the captcha is required (100); a solved captcha lets the login through once', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  await failLogins(browser, DEMO.demo.email, 3);
  expectError(await browser.login(DEMO.demo.email), 400, '100');

  const pass = await solve(server, browser);
  // The header is needed, not just a solved captcha.
  expectError(await browser.login(DEMO.demo.email, DEMO_PASSWORD, false), 400, '100');
  const signedIn = await browser.post('auth/login', { uLogin: DEMO.demo.email, uPassword: DEMO_PASSWORD, save: false, componentsData: '' }, { headers: { 'x-captcha': pass } });
  assert.equal(signedIn.statusCode, 200, signedIn.body);

  // Success reset the counter: one more failure is a plain wrong_credentials, not a captcha demand.
  await failLogins(browser, DEMO.demo.email, 1);
});

test('captcha pass token: unknown 111, used 113, expired 112', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  const loginWith = (captcha: string) =>
    browser.post('auth/login', { uLogin: DEMO.demo.email, uPassword: DEMO_PASSWORD, save: false, componentsData: '' }, { headers: { 'x-captcha': captcha } });

  await failLogins(browser, DEMO.demo.email, 3);
  expectError(await loginWith('made-up'), 400, '111');
  const pass = await solve(server, browser);
  // A wrong password with a valid pass uses the pass up.
  const wrong = await browser.post('auth/login', { uLogin: DEMO.demo.email, uPassword: 'bad', save: false, componentsData: '' }, { headers: { 'x-captcha': pass } });
  expectError(wrong, 400, 'wrong_credentials');
  expectError(await loginWith(pass), 400, '113');

  const late = await solve(server, browser);
  await server.advance(2 * 60_000);
  expectError(await loginWith(late), 400, '112');
});

test('failures on one fingerprint count across logins; another fingerprint is not affected', async (t) => {
  const server = await startIdentity(t);
  await failLogins(server.browser, 'a@kickoff.test', 1);
  await failLogins(server.browser, 'b@kickoff.test', 1);
  await failLogins(server.browser, 'c@kickoff.test', 1);
  expectError(await server.browser.login(DEMO.banned.email), 400, '100');
  const other = await server.newBrowser();
  assert.equal((await other.login(DEMO.banned.email)).statusCode, 200);
  // The same login from another fingerprint is still behind the captcha (failures count per login too).
  const third = await server.newBrowser();
  await failLogins(third, DEMO.unverified.email, 3);
  const fourth = await server.newBrowser();
  expectError(await fourth.login(DEMO.unverified.email), 400, '100');
});

test('failures older than 15 minutes no longer count', async (t) => {
  const server = await startIdentity(t);
  await failLogins(server.browser, DEMO.demo.email, 3);
  await server.advance(15 * 60_000 + 1);
  assert.equal((await server.browser.login(DEMO.demo.email)).statusCode, 200);
});

test('captcha validate: a wrong answer is success false, type 1; a challenge takes one answer', async (t) => {
  const server = await startIdentity(t);
  const { time, answer } = await challenge(server, server.browser);
  const wrong = v.parse(CaptchaValidateResponseSchema, (await server.browser.post('auth/captcha/validate', { captcha: { time, answer: `${answer}0` } })).json());
  assert.deepEqual(wrong, { success: false, type: 1, token: null });
  const reused = v.parse(CaptchaValidateResponseSchema, (await server.browser.post('auth/captcha/validate', { captcha: { time, answer } })).json());
  assert.equal(reused.success, false, 'the challenge was used by the wrong answer');
  const unknown = v.parse(CaptchaValidateResponseSchema, (await server.browser.post('auth/captcha/validate', { captcha: { time: 42, answer: '1' } })).json());
  assert.equal(unknown.success, false);
  expectError(await server.browser.post('auth/captcha/validate', { captcha: { time: 'x' } }), 400, 'invalid_body');
});

test('captcha challenges have unique times', async (t) => {
  const server = await startIdentity(t);
  const times = new Set<number>();
  for (let i = 0; i < 5; i += 1) times.add(v.parse(CaptchaChallengeSchema, (await server.browser.get('auth/captcha/update')).json()).time);
  assert.equal(times.size, 5);
});

test('five wrong captcha answers on one fingerprint answer type 2 and log the user out', async (t) => {
  const server = await startIdentity(t);
  const { browser } = server;
  await browser.signIn(DEMO.demo.email);
  for (let i = 1; i <= 5; i += 1) {
    const { time } = await challenge(server, browser);
    const res = await browser.post('auth/captcha/validate', { captcha: { time, answer: '-1' } });
    const result = v.parse(CaptchaValidateResponseSchema, res.json());
    if (i < 5) {
      assert.deepEqual(result, { success: false, type: 1, token: null }, `answer ${i}`);
    } else {
      assert.deepEqual(result, { success: false, type: 2, token: null, isLogoutUser: true });
      assert.ok(res.cookies.some((cookie) => cookie.name === 'kk_sid' && cookie.maxAge === 0));
    }
  }
  assert.deepEqual((await browser.get('auth/session-check')).json(), { user_id: null });
  // The counter starts again after the logout.
  const { time } = await challenge(server, browser);
  const next = v.parse(CaptchaValidateResponseSchema, (await browser.post('auth/captcha/validate', { captcha: { time, answer: '-1' } })).json());
  assert.equal(next.type, 1);
});

test('captcha gettime answers the server time', async (t) => {
  const server = await startIdentity(t);
  const before = Date.now();
  const { time } = v.parse(CaptchaTimeResponseSchema, (await server.browser.get('auth/captcha/gettime')).json());
  assert.ok(time >= before && time <= Date.now());
  await server.advance(60_000);
  const later = v.parse(CaptchaTimeResponseSchema, (await server.browser.get('auth/captcha/gettime')).json());
  assert.ok(later.time >= time + 60_000);
});
