/** Staff sign-in: password then TOTP code, cookies, replayed codes, failed attempts rate-limited, sign-out. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cookieOf, expectError, setCookieLine } from '../identity/support';
import { DEV_STAFF_PASSWORD, devStaff, STAFF_COOKIE_PENDING, STAFF_COOKIE_SESSION, startStaff, TOTP_STEP_MS } from './support';

test('the password opens a pending step, the code a session; both cookies HttpOnly, SameSite=Strict, Path=/', async (t) => {
  const server = await startStaff(t);
  const trader = devStaff('trader');
  const browser = server.browser();
  const password = await browser.call('POST', '/staff-api/auth/password', { email: trader.email.toUpperCase(), password: DEV_STAFF_PASSWORD });
  assert.equal(password.statusCode, 200, password.body);
  assert.equal((password.json() as { data: { step: string } }).data.step, 'totp');
  const pendingLine = setCookieLine(password, STAFF_COOKIE_PENDING) ?? '';
  assert.match(pendingLine, /HttpOnly/);
  assert.match(pendingLine, /SameSite=Strict/);
  assert.match(pendingLine, /Path=\//);
  assert.equal(cookieOf(password, STAFF_COOKIE_SESSION), undefined, 'no session after the password alone');
  expectError(await browser.call('GET', '/staff-api/me'), 401, 'staff_unauthorized');

  const totp = await browser.call('POST', '/staff-api/auth/totp', { code: await server.code(trader.totpSecret) });
  assert.equal(totp.statusCode, 200, totp.body);
  const sessionLine = setCookieLine(totp, STAFF_COOKIE_SESSION) ?? '';
  assert.match(sessionLine, /HttpOnly/);
  assert.match(sessionLine, /SameSite=Strict/);
  assert.match(sessionLine, /Path=\//);
  assert.doesNotMatch(sessionLine, /Secure/, 'a development server on http');
  assert.ok(!browser.jar.has(STAFF_COOKIE_PENDING), 'the pending cookie is cleared');

  const me = await browser.call('GET', '/staff-api/me');
  assert.equal(me.statusCode, 200, me.body);
  const { data } = me.json() as { data: { email: string; roles: string[] } };
  assert.equal(data.email, trader.email);
  assert.deepEqual(data.roles, ['trader']);
});

test('a wrong password and an unknown e-mail get the same 401; a wrong code is refused', async (t) => {
  const server = await startStaff(t);
  const admin = devStaff('admin');
  const browser = server.browser();
  expectError(await browser.call('POST', '/staff-api/auth/password', { email: admin.email, password: 'wrong-password-1' }), 401, 'staff_credentials');
  expectError(await browser.call('POST', '/staff-api/auth/password', { email: 'nobody@staff.kickoff.test', password: DEV_STAFF_PASSWORD }), 401, 'staff_credentials');
  expectError(await browser.call('POST', '/staff-api/auth/totp', { code: '123456' }), 401, 'staff_step_expired');
  assert.equal((await browser.call('POST', '/staff-api/auth/password', { email: admin.email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  const right = await server.code(admin.totpSecret);
  const wrong = right === '000000' ? '111111' : '000000';
  expectError(await browser.call('POST', '/staff-api/auth/totp', { code: wrong }), 401, 'staff_code_invalid');
  expectError(await browser.call('GET', '/staff-api/me'), 401, 'staff_unauthorized');
});

test('a code is accepted once: the same time step is refused on the next sign-in, the next step passes', async (t) => {
  const server = await startStaff(t);
  const kyc = devStaff('kyc_reviewer');
  const first = await server.signIn(kyc);
  const used = await server.code(kyc.totpSecret);
  assert.equal((await first.call('GET', '/staff-api/me')).statusCode, 200);

  const second = server.browser();
  assert.equal((await second.call('POST', '/staff-api/auth/password', { email: kyc.email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  expectError(await second.call('POST', '/staff-api/auth/totp', { code: used }), 401, 'staff_code_used');
  expectError(await second.call('GET', '/staff-api/me'), 401, 'staff_unauthorized');

  server.clock.advance(TOTP_STEP_MS);
  const next = await server.code(kyc.totpSecret);
  assert.notEqual(next, used);
  assert.equal((await second.call('POST', '/staff-api/auth/totp', { code: next })).statusCode, 200);
  assert.equal((await second.call('GET', '/staff-api/me')).statusCode, 200);
});

test('failed attempts are rate-limited per e-mail: the right password is refused 429 until the window ends', async (t) => {
  const server = await startStaff(t);
  const payments = devStaff('payments');
  const browser = server.browser();
  for (let i = 0; i < 5; i += 1) {
    expectError(await browser.call('POST', '/staff-api/auth/password', { email: payments.email, password: `wrong-password-${i}` }), 401, 'staff_credentials');
  }
  const limited = await browser.call('POST', '/staff-api/auth/password', { email: payments.email, password: DEV_STAFF_PASSWORD });
  expectError(limited, 429, 'too_many_requests');
  assert.ok(Number(limited.headers['retry-after']) > 0);
  // Another member is not locked out by these failures.
  assert.equal((await server.browser().call('POST', '/staff-api/auth/password', { email: devStaff('support_agent').email, password: DEV_STAFF_PASSWORD })).statusCode, 200);

  server.clock.advance(15 * 60 * 1000);
  assert.equal((await browser.call('POST', '/staff-api/auth/password', { email: payments.email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
});

test('wrong codes count as failures too, and three end the pending step', async (t) => {
  const server = await startStaff(t);
  const content = devStaff('content_editor');
  const browser = server.browser();
  assert.equal((await browser.call('POST', '/staff-api/auth/password', { email: content.email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  const right = await server.code(content.totpSecret);
  const wrong = right === '000000' ? '111111' : '000000';
  for (let i = 0; i < 3; i += 1) expectError(await browser.call('POST', '/staff-api/auth/totp', { code: wrong }), 401, 'staff_code_invalid');
  expectError(await browser.call('POST', '/staff-api/auth/totp', { code: right }), 401, 'staff_step_expired');
  // Two more failures reach the limit of five for the e-mail.
  assert.equal((await browser.call('POST', '/staff-api/auth/password', { email: content.email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  for (let i = 0; i < 2; i += 1) expectError(await browser.call('POST', '/staff-api/auth/totp', { code: wrong }), 401, 'staff_code_invalid');
  expectError(await browser.call('POST', '/staff-api/auth/totp', { code: right }), 429, 'too_many_requests');
});

test('the pending step lasts five minutes', async (t) => {
  const server = await startStaff(t);
  const support = devStaff('support_agent');
  const browser = server.browser();
  assert.equal((await browser.call('POST', '/staff-api/auth/password', { email: support.email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  server.clock.advance(5 * 60 * 1000);
  expectError(await browser.call('POST', '/staff-api/auth/totp', { code: await server.code(support.totpSecret) }), 401, 'staff_step_expired');
});

test('sign-out ends the session; an idle session ends after 30 minutes', async (t) => {
  const server = await startStaff(t);
  const admin = devStaff('admin');
  const browser = await server.signIn(admin);
  const stolen = browser.jar.get(STAFF_COOKIE_SESSION);
  assert.equal((await browser.call('POST', '/staff-api/auth/logout')).statusCode, 204);
  expectError(await browser.call('GET', '/staff-api/me'), 401, 'staff_unauthorized');
  const replayed = server.browser();
  replayed.jar.set(STAFF_COOKIE_SESSION, stolen ?? '');
  expectError(await replayed.call('GET', '/staff-api/me'), 401, 'staff_unauthorized');

  const idle = await server.signIn(admin);
  server.clock.advance(29 * 60 * 1000);
  assert.equal((await idle.call('GET', '/staff-api/me')).statusCode, 200, 'a call counts as activity');
  server.clock.advance(30 * 60 * 1000);
  expectError(await idle.call('GET', '/staff-api/me'), 401, 'staff_unauthorized');
});
