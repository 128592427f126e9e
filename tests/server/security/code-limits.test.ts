/**
 * Issue 9 item 3: reset and SMS codes could be guessed, because every call issued a new code without
 * limit. Code requests are now limited per account or phone (a cool-down, then an hourly count), per
 * fingerprint and per client address, the refusal tells the seconds to wait, and wrong answers are
 * capped per account per hour across all its codes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { ForgotCallResponseSchema } from '../../../platform/src/schemas/auth';
import { Browser, DEMO, expectError, startIdentity } from '../identity/support';

const sms = (browser: Browser, number = '9001234567') => browser.post('auth/sms/send', { 'phone-number': number, 'phone-code': '+7', componentsData: '' });
const forgot = (browser: Browser, login: string = DEMO.demo.email) => browser.post('auth/password/forgot', { login });
const other = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function retryAfter(res: { headers: Record<string, unknown>; json(): unknown }): number {
  const body = res.json() as { errors: Array<{ meta?: { retryAfter?: number } }> };
  const seconds = body.errors[0]?.meta?.retryAfter ?? 0;
  assert.equal(res.headers['retry-after'], String(seconds));
  return seconds;
}

test('20 reset requests in a row: the first is sent, the rest wait out the cool-down (429 with the seconds)', async (t) => {
  const server = await startIdentity(t);
  assert.equal((await forgot(server.browser)).statusCode, 200);
  const answers = await Promise.all(Array.from({ length: 19 }, () => forgot(server.browser)));
  for (const res of answers) {
    expectError(res, 429, 'too_many_requests');
    const wait = retryAfter(res);
    assert.ok(wait > 0 && wait <= 60, String(wait));
  }
  const outbox = server.db().prepare("SELECT count(*) AS n FROM message_outbox WHERE purpose = 'password_reset'").get() as { n: number };
  assert.equal(outbox.n, 1, 'one code went out');
  // Another spelling of the same account shares the cool-down.
  expectError(await forgot(server.browser, String(DEMO.demo.id)), 429, 'too_many_requests');
  await server.advance(60_000);
  assert.equal((await forgot(server.browser, String(DEMO.demo.id))).statusCode, 200);
});

test('unknown logins get the same limits and answers as known ones', async (t) => {
  const server = await startIdentity(t);
  for (const login of [DEMO.banned.email, 'nobody@kickoff.test']) {
    assert.equal((await forgot(server.browser, login)).statusCode, 200);
    expectError(await forgot(server.browser, login), 429, 'too_many_requests');
  }
});

test('SMS codes: one per phone per minute, five per hour', async (t) => {
  const server = await startIdentity(t);
  assert.equal((await sms(server.browser)).statusCode, 200);
  const refused = await sms(server.browser);
  expectError(refused, 429, 'too_many_requests');
  assert.ok(retryAfter(refused) <= 60);
  for (let i = 2; i <= 5; i += 1) {
    await server.advance(60_000);
    assert.equal((await sms(await server.newBrowser())).statusCode, 200, `code ${i}`);
  }
  await server.advance(60_000);
  const sixth = await sms(await server.newBrowser());
  expectError(sixth, 429, 'too_many_requests');
  assert.ok(retryAfter(sixth) > 60, 'the hourly count waits longer than the cool-down');
});

test('code requests are limited per fingerprint and per client address', async (t) => {
  const server = await startIdentity(t, { security: { codes: { perFingerprint: { max: 3 }, perAddress: { max: 5 } } } });
  const browser = server.browser;
  for (let i = 0; i < 3; i += 1) assert.equal((await sms(browser, `900555000${i}`)).statusCode, 200);
  expectError(await sms(browser, '9005550009'), 429, 'too_many_requests');
  const second = await server.newBrowser();
  for (let i = 3; i < 5; i += 1) assert.equal((await sms(second, `900555000${i}`)).statusCode, 200);
  expectError(await sms(second, '9005550008'), 429, 'too_many_requests');
  const elsewhere = await server.app.inject({
    method: 'POST',
    url: '/web-api/auth/sms/send',
    remoteAddress: '198.51.100.20',
    headers: { 'x-hd': (await server.newBrowser()).fingerprint ?? '' },
    payload: { 'phone-number': '9005550007', 'phone-code': '+7', componentsData: '' },
  });
  assert.equal(elsewhere.statusCode, 200, 'another address has its own count');
});

test('wrong answers are capped per account per hour across its codes', async (t) => {
  const server = await startIdentity(t);
  let wrong = 0;
  for (let round = 0; round < 3 && wrong < 10; round += 1) {
    if (round > 0) await server.advance(60_000);
    const code = v.parse(ForgotCallResponseSchema, (await forgot(server.browser)).json()).demoCode ?? '';
    for (let i = 0; i < 5 && wrong < 10; i += 1) {
      expectError(await server.browser.post('auth/password/code', { login: DEMO.demo.email, code: other(code) }), 400, 'code_wrong');
      wrong += 1;
    }
  }
  assert.equal(wrong, 10);
  await server.advance(60_000);
  const code = v.parse(ForgotCallResponseSchema, (await forgot(server.browser)).json()).demoCode ?? '';
  const capped = await server.browser.post('auth/password/code', { login: DEMO.demo.email, code });
  expectError(capped, 429, 'too_many_attempts');
  assert.ok(retryAfter(capped) > 0);
  await server.advance(3600_000);
  const fresh = v.parse(ForgotCallResponseSchema, (await forgot(server.browser)).json()).demoCode ?? '';
  assert.equal((await server.browser.post('auth/password/code', { login: DEMO.demo.email, code: fresh })).statusCode, 200);
});

test('the limits come from one config: buildApp overrides, env JSON overrides, bad values refused', async () => {
  const { resolveSecurityConfig, securityOverridesFromEnv, DEFAULT_SECURITY_CONFIG } = await import('../../../server/http/security-config');
  const config = resolveSecurityConfig({ codes: { cooldown: { windowSeconds: 30 } } }, securityOverridesFromEnv({ KICKOFF_LIMITS: '{"anonymousWrites":{"max":5}}', KICKOFF_ALLOWED_ORIGINS: 'https://kickoff.example, http://localhost:8080' }));
  assert.deepEqual(config.codes.cooldown, { max: 1, windowSeconds: 30 });
  assert.deepEqual(config.anonymousWrites, { max: 5, windowSeconds: DEFAULT_SECURITY_CONFIG.anonymousWrites.windowSeconds });
  assert.deepEqual(config.allowedOrigins, ['https://kickoff.example', 'http://localhost:8080']);
  assert.throws(() => securityOverridesFromEnv({ KICKOFF_LIMITS: '{"codes":{"cooldown":{"max":0}}}' }));
  assert.throws(() => securityOverridesFromEnv({ KICKOFF_LIMITS: 'not json' }), /JSON/);
  assert.throws(() => securityOverridesFromEnv({ KICKOFF_ALLOWED_ORIGINS: 'https://kickoff.example/path' }));
});
