import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import * as v from 'valibot';
import { LoginResponseSchema, SendSmsResponseSchema } from '../../../platform/src/schemas/auth';
import { Browser, cookieOf, DEMO, expectError, setCookieLine, startIdentity } from './support';

async function sendSms(browser: Browser, phone = '9001234567', code = '+7'): Promise<string> {
  const res = await browser.post('auth/sms/send', { 'phone-number': phone, 'phone-code': code, componentsData: '' });
  assert.equal(res.statusCode, 200, res.body);
  const body = v.parse(SendSmsResponseSchema, res.json());
  assert.equal(body.expiresIn, 300);
  assert.match(body.demoCode ?? '', /^\d{6}$/);
  const line = setCookieLine(res, 'kk_pending') ?? '';
  assert.match(line, /HttpOnly/);
  assert.match(line, /SameSite=Lax/);
  return body.demoCode ?? '';
}

const other = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('SMS login: the sent code signs in the owner of the phone', async (t) => {
  const { browser, app } = await startIdentity(t);
  const code = await sendSms(browser);
  const fromTestApi = (await app.inject({ method: 'POST', url: '/__test/identity/sms-code?phone=79001234567' })).json() as { code: string; purpose: string };
  assert.equal(fromTestApi.code, code);
  assert.equal(fromTestApi.purpose, 'sms');
  const res = await browser.post('auth/login/sms', { 'sms-code': code });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(v.parse(LoginResponseSchema, res.json()), { status: 'ok', user_id: DEMO.demo.id });
  assert.ok(cookieOf(res, 'kk_sid')?.value);
  assert.equal(cookieOf(res, 'kk_pending')?.maxAge, 0, 'the pending cookie is cleared');
  expectError(await browser.post('auth/login/sms', { 'sms-code': code }), 400, 'code_wrong');
});

test('SMS login: a code works once', async (t) => {
  const { browser } = await startIdentity(t);
  const code = await sendSms(browser);
  const pending = browser.jar.get('kk_pending') ?? '';
  assert.equal((await browser.post('auth/login/sms', { 'sms-code': code })).statusCode, 200);
  browser.jar.set('kk_pending', pending);
  expectError(await browser.post('auth/login/sms', { 'sms-code': code }), 400, 'code_expired');
});

test('SMS login: wrong code → code_wrong; after 5 wrong answers even the right code is expired', async (t) => {
  const { browser } = await startIdentity(t);
  const code = await sendSms(browser);
  for (let i = 0; i < 5; i += 1) expectError(await browser.post('auth/login/sms', { 'sms-code': other(code) }), 400, 'code_wrong');
  expectError(await browser.post('auth/login/sms', { 'sms-code': code }), 400, 'code_expired');
});

test('SMS login: the code expires after 5 minutes', async (t) => {
  const server = await startIdentity(t);
  const code = await sendSms(server.browser);
  await server.advance(4 * 60_000);
  expectError(await server.browser.post('auth/login/sms', { 'sms-code': other(code) }), 400, 'code_wrong');
  await server.advance(60_000);
  expectError(await server.browser.post('auth/login/sms', { 'sms-code': code }), 400, 'code_expired');
});

test('SMS login: no pending step → code_wrong; an unknown phone → wrong_credentials', async (t) => {
  const { browser } = await startIdentity(t);
  expectError(await browser.post('auth/login/sms', { 'sms-code': '123456' }), 400, 'code_wrong');
  const code = await sendSms(browser, '9990000000');
  expectError(await browser.post('auth/login/sms', { 'sms-code': code }), 400, 'wrong_credentials');
  expectError(await browser.post('auth/login/sms', { 'sms-code': 'abc' }), 400, 'invalid_body');
});

test('SMS login: the pending step belongs to the browser that asked for it', async (t) => {
  const server = await startIdentity(t);
  const code = await sendSms(server.browser);
  const stranger = await server.newBrowser();
  expectError(await stranger.post('auth/login/sms', { 'sms-code': code }), 400, 'code_wrong');
});

test('two-step: a two-factor user gets two_step_required (email) and finishes with auth/two-step', async (t) => {
  const { browser, app } = await startIdentity(t);
  const res = await browser.login(DEMO.twostep.email, undefined, true);
  assert.equal(res.statusCode, 200, res.body);
  const body = v.parse(LoginResponseSchema, res.json());
  assert.equal(body.status, 'two_step_required');
  if (body.status !== 'two_step_required') return;
  assert.equal(body.channel, 'email');
  assert.match(body.demoCode ?? '', /^\d{6}$/);
  assert.equal(cookieOf(res, 'kk_sid'), undefined, 'not signed in yet');
  assert.ok(cookieOf(res, 'kk_pending')?.value);
  assert.deepEqual((await browser.get('auth/session-check')).json(), { user_id: null });
  const fromTestApi = (await app.inject({ method: 'POST', url: `/__test/identity/code?login=${DEMO.twostep.email}` })).json() as { code: string };
  assert.equal(fromTestApi.code, body.demoCode);

  const code = body.demoCode ?? '';
  expectError(await browser.post('auth/two-step', { code: other(code), save: true, componentsData: '' }), 400, 'code_wrong');
  const done = await browser.post('auth/two-step', { code, save: true, componentsData: '' });
  assert.equal(done.statusCode, 200, done.body);
  assert.deepEqual(done.json(), { status: 'ok', user_id: DEMO.twostep.id });
  assert.equal(cookieOf(done, 'kk_sid')?.maxAge, 30 * 24 * 3600, 'save from the two-step request');
});

test('two-step: the code expires after 5 minutes and after 5 wrong answers', async (t) => {
  const server = await startIdentity(t);
  const first = v.parse(LoginResponseSchema, (await server.browser.login(DEMO.twostep.email)).json());
  assert.equal(first.status, 'two_step_required');
  const code = first.status === 'two_step_required' ? (first.demoCode ?? '') : '';
  await server.advance(5 * 60_000);
  expectError(await server.browser.post('auth/two-step', { code, save: false, componentsData: '' }), 400, 'code_expired');

  const second = v.parse(LoginResponseSchema, (await server.browser.login(DEMO.twostep.email)).json());
  const code2 = second.status === 'two_step_required' ? (second.demoCode ?? '') : '';
  for (let i = 0; i < 5; i += 1) expectError(await server.browser.post('auth/two-step', { code: other(code2), save: false, componentsData: '' }), 400, 'code_wrong');
  expectError(await server.browser.post('auth/two-step', { code: code2, save: false, componentsData: '' }), 400, 'code_expired');
});

test('two-step: an SMS code is not a two-step code', async (t) => {
  const { browser } = await startIdentity(t);
  const code = await sendSms(browser);
  expectError(await browser.post('auth/two-step', { code, save: false, componentsData: '' }), 400, 'code_wrong');
});

test('social two-step: code_wrong, since no social step can be pending', async (t) => {
  const { browser } = await startIdentity(t);
  expectError(await browser.post('auth/social/two-step', { code: '123456' }), 400, 'code_wrong');
  await browser.login(DEMO.twostep.email);
  expectError(await browser.post('auth/social/two-step', { code: '123456' }), 400, 'code_wrong');
});

const LOG_PROBE = fileURLToPath(new URL('./log-probe.ts', import.meta.url));

function probe(mode: 'production' | 'development' | 'demo'): { replies: Record<'sms' | 'twoStep' | 'forgot', Record<string, unknown>>; codes: string[]; logs: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', LOG_PROBE, mode], { encoding: 'utf8', timeout: 30_000 });
  assert.equal(run.status, 0, run.stderr);
  const lines = run.stdout.trim().split('\n');
  const line = lines.find((l) => l.startsWith('PROBE ')) ?? 'PROBE {}';
  const parsed = JSON.parse(line.slice('PROBE '.length)) as { sms: Record<string, unknown>; twoStep: Record<string, unknown>; forgot: Record<string, unknown>; codes: string[] };
  const { codes, ...replies } = parsed;
  return { replies, codes, logs: lines.filter((l) => !l.startsWith('PROBE ')).join('\n') };
}

test('outside the demo switch a code never reaches a log or a reply; the demo gateway keeps it in its outbox', () => {
  for (const mode of ['production', 'development'] as const) {
    const { replies, codes, logs } = probe(mode);
    assert.equal(codes.length, 3, `${mode}: SMS, two-step and reset codes are in the outbox`);
    for (const code of codes) assert.ok(!logs.includes(code), `${mode}: code ${code} must not be logged`);
    assert.match(logs, /"msg":"SMS code sent"/);
    assert.match(logs, /"msg":"Two-step code sent"/);
    assert.match(logs, /"msg":"Password reset code sent"/);
    assert.doesNotMatch(logs, /9001234567/, 'the phone is masked in logs');
    assert.equal(replies.sms.demoCode, undefined);
    assert.equal(replies.twoStep.demoCode, undefined);
    assert.equal(replies.forgot.demoCode, undefined);
    assert.deepEqual(replies.twoStep, { status: 'two_step_required', channel: 'email' });
  }
});

test('with the demo switch (test API on) codes are logged with the phone or login and returned as demoCode', () => {
  const { replies, codes, logs } = probe('demo');
  const smsLog = /SMS code for \+79001234567: (\d{6})/.exec(logs);
  const twoStepLog = /Two-step code for twostep@kickoff\.test: (\d{6})/.exec(logs);
  const resetLog = /Password reset code for demo@kickoff\.test: (\d{6})/.exec(logs);
  assert.ok(smsLog && twoStepLog && resetLog, logs);
  assert.equal(replies.sms.demoCode, smsLog[1]);
  assert.equal(replies.twoStep.demoCode, twoStepLog[1]);
  assert.equal(replies.forgot.demoCode, resetLog[1]);
  assert.deepEqual(codes, [smsLog[1], twoStepLog[1], resetLog[1]]);
});
