import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import {
  CodeSentResponseSchema,
  PasswordChangeResponseSchema,
  SecurityStateResponseSchema,
  type SecurityState,
} from '../../../office-parcel/src/contracts/security';
import { protectionLevelOf } from '../../../server/identity/protection';
import { Browser, DEMO, DEMO_PASSWORD, expectError, startIdentity } from './support';

const S = 'office/security';
const NEW_PASSWORD = 'Blue-harbour-77';

async function stateOf(browser: Browser, token: string): Promise<SecurityState> {
  const res = await browser.get(`${S}/state`, { token });
  assert.equal(res.statusCode, 200, res.body);
  return v.parse(SecurityStateResponseSchema, res.json()).state;
}

function stateFrom(res: { statusCode: number; body: string; json(): unknown }): SecurityState {
  assert.equal(res.statusCode, 200, res.body);
  return v.parse(SecurityStateResponseSchema, res.json()).state;
}

test('the protection level follows the methods in use (20 base, 20 e-mail, 20 phone, 20 two-step, 10 question, 10 changed password)', () => {
  const none = { is_changed_password: 0, enable_two_factor_auth: 0, enable_phone_binding: 0, enable_security_question: 0, enable_email_auth: 0 };
  assert.equal(protectionLevelOf(none), 20);
  assert.equal(protectionLevelOf({ ...none, enable_email_auth: 1, enable_phone_binding: 1 }), 60);
  assert.equal(protectionLevelOf({ ...none, enable_email_auth: 1, enable_phone_binding: 1, enable_two_factor_auth: 1 }), 80);
  assert.equal(protectionLevelOf({ is_changed_password: 1, enable_two_factor_auth: 1, enable_phone_binding: 1, enable_security_question: 1, enable_email_auth: 1 }), 100);
});

test('the state shows the methods, contacts and level; guests get 401 and banned players 403', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.demo.email);
  const state = await stateOf(server.browser, token);
  assert.equal(state.protectionLevel, 60);
  assert.equal(state.protectionStatus, 'normal');
  assert.equal(state.activationType, 2);
  assert.deepEqual(state.phone, { code: '+7', number: '9001234567' });
  assert.equal(state.email, DEMO.demo.email);
  assert.equal(state.secretQuestion, null);
  assert.deepEqual(state.events, []);
  const config = (await server.browser.get('user/config', { token })).json() as { result: { protection_level: number } };
  assert.equal(config.result.protection_level, 60, 'the user config shows the same computed level');

  expectError(await server.browser.get(`${S}/state`), 401, 'unauthorized');
  const banned = await server.newBrowser();
  const bannedToken = await banned.signIn(DEMO.banned.email);
  expectError(await banned.get(`${S}/state`, { token: bannedToken }), 403, 'banned');
  expectError(await banned.post(`${S}/password`, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }, { token: bannedToken }), 403, 'banned');
  expectError(await banned.post(`${S}/question`, { password: DEMO_PASSWORD, question: 'Pet?', answer: 'Rex' }, { token: bannedToken }), 403, 'banned');
});

test('password change: wrong current password, weak and same passwords are refused and nothing changes', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.demo.email);
  const wrong = expectError(await server.browser.post(`${S}/password`, { currentPassword: 'Not-my-pass-1', newPassword: NEW_PASSWORD }, { token }), 400, 'wrong_password');
  assert.equal(wrong.source?.pointer, '/currentPassword');
  const weak = expectError(await server.browser.post(`${S}/password`, { currentPassword: DEMO_PASSWORD, newPassword: 'password1' }, { token }), 400, 'weak_password');
  assert.equal(weak.source?.pointer, '/newPassword');
  expectError(await server.browser.post(`${S}/password`, { currentPassword: DEMO_PASSWORD, newPassword: 'abcdefgh' }, { token }), 400, 'weak_password');
  expectError(await server.browser.post(`${S}/password`, { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, { token }), 400, 'same_password');
  const short = expectError(await server.browser.post(`${S}/password`, { currentPassword: DEMO_PASSWORD, newPassword: 'Ab1!' }, { token }), 400, 'invalid_field');
  assert.equal(short.source?.pointer, '/newPassword');
  const state = await stateOf(server.browser, token);
  assert.equal(state.protectionMethods.is_changed_password, false);
  assert.deepEqual(state.events, []);
  assert.equal((await (await server.newBrowser()).login(DEMO.demo.email, DEMO_PASSWORD)).statusCode, 200, 'the old password still works');
});

test('password change ends every other session, keeps this one, and the new password signs in', async (t) => {
  const server = await startIdentity(t);
  const elsewhere = await server.newBrowser();
  const otherToken = await elsewhere.signIn(DEMO.demo.email);
  const third = await server.newBrowser();
  const thirdToken = await third.signIn(DEMO.demo.email);
  const token = await server.browser.signIn(DEMO.demo.email);

  const res = await server.browser.post(`${S}/password`, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }, { token, headers: { 'x-forwarded-for': '203.0.113.9' } });
  assert.equal(res.statusCode, 200, res.body);
  const reply = v.parse(PasswordChangeResponseSchema, res.json());
  assert.equal(reply.endedSessions, 2);
  assert.equal(reply.state.protectionMethods.is_changed_password, true);
  assert.equal(reply.state.changedPassDayCount, 0);
  assert.equal(reply.state.protectionLevel, 70);
  assert.equal(reply.state.protectionStatus, 'good', '70 is the first good level');
  assert.deepEqual(reply.state.events.map((e) => e.kind), ['password_changed']);

  expectError(await elsewhere.get('user/config', { token: otherToken }), 401, 'unauthorized');
  expectError(await third.get('user/config', { token: thirdToken }), 401, 'unauthorized');
  assert.equal((await server.browser.get('user/config', { token })).statusCode, 200, 'the changing session stays');
  const config = (await server.browser.get('user/config', { token })).json() as { result: { protection_methods: { is_changed_password: boolean }; changed_pass_day_count: number | null } };
  assert.equal(config.result.protection_methods.is_changed_password, true);
  assert.equal(config.result.changed_pass_day_count, 0);

  const fresh = await server.newBrowser();
  expectError(await fresh.login(DEMO.demo.email, DEMO_PASSWORD), 400, 'wrong_credentials');
  assert.equal((await fresh.login(DEMO.demo.email, NEW_PASSWORD)).statusCode, 200);
  const row = server.db().prepare('SELECT kind, ip FROM security_log WHERE user_id = ?').all(DEMO.demo.id);
  assert.equal(row.length, 1);
});

test('wrong current passwords are capped like wrong codes (429 too_many_attempts)', async (t) => {
  const server = await startIdentity(t, { security: { codes: { wrongAnswersPerTarget: { max: 2, windowSeconds: 3600 } } } });
  const token = await server.browser.signIn(DEMO.demo.email);
  const attempt = () => server.browser.post(`${S}/password`, { currentPassword: 'Not-my-pass-1', newPassword: NEW_PASSWORD }, { token });
  expectError(await attempt(), 400, 'wrong_password');
  expectError(await attempt(), 400, 'wrong_password');
  expectError(await attempt(), 429, 'too_many_attempts');
  expectError(await server.browser.post(`${S}/password`, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }, { token }), 429, 'too_many_attempts');
});

test('two-step sign-in: on with the password, off with an e-mailed code; login follows', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.demo.email);
  expectError(await server.browser.post(`${S}/two-step/on`, { password: 'Not-my-pass-1' }, { token }), 400, 'wrong_password');
  expectError(await server.browser.post(`${S}/two-step/code`, undefined, { token }), 409, 'already_set');
  const on = stateFrom(await server.browser.post(`${S}/two-step/on`, { password: DEMO_PASSWORD }, { token }));
  assert.equal(on.protectionMethods.enable_two_factor_auth, true);
  assert.equal(on.protectionLevel, 80);
  expectError(await server.browser.post(`${S}/two-step/on`, { password: DEMO_PASSWORD }, { token }), 409, 'already_set');

  const other = await server.newBrowser();
  const login = await other.login(DEMO.demo.email);
  assert.equal((login.json() as { status: string }).status, 'two_step_required', 'a login now asks for the code');

  expectError(await server.browser.post(`${S}/two-step/off`, { code: '123456' }, { token }), 400, 'code_wrong');
  const sent = await server.browser.post(`${S}/two-step/code`, undefined, { token });
  assert.equal(sent.statusCode, 200, sent.body);
  const { demoCode, sentTo } = v.parse(CodeSentResponseSchema, sent.json());
  assert.ok(demoCode);
  assert.match(sentTo, /@kickoff\.test$/);
  const wrongCode = String((Number(demoCode) + 1) % 1_000_000).padStart(6, '0');
  expectError(await server.browser.post(`${S}/two-step/off`, { code: wrongCode }, { token }), 400, 'code_wrong');
  const off = stateFrom(await server.browser.post(`${S}/two-step/off`, { code: demoCode }, { token }));
  assert.equal(off.protectionMethods.enable_two_factor_auth, false);
  assert.deepEqual(off.events.map((e) => e.kind), ['two_step_off', 'two_step_on']);
  assert.equal(((await other.login(DEMO.demo.email)).json() as { status: string }).status, 'ok');
});

test('phone binding: wrong and expired codes refused; the right one binds, moves activation 1 → 2 and turns binding on', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.unverified.email);
  const before = await stateOf(server.browser, token);
  assert.equal(before.activationType, 1);
  assert.equal(before.phone, null);

  expectError(await server.browser.post(`${S}/phone/bind`, { code: '123456' }, { token }), 400, 'code_wrong');
  const taken = expectError(await server.browser.post(`${S}/phone/code`, { phoneCode: '+7', phoneNumber: '9001234567' }, { token }), 409, 'phone_taken');
  assert.equal(taken.source?.pointer, '/phoneNumber');
  expectError(await server.browser.post(`${S}/phone/code`, { phoneCode: '+7', phoneNumber: '12' }, { token }), 400, 'invalid_field');

  const first = v.parse(CodeSentResponseSchema, (await server.browser.post(`${S}/phone/code`, { phoneCode: '+7', phoneNumber: '9005550101' }, { token })).json());
  assert.ok(first.demoCode);
  const outbox = await server.app.inject({ method: 'POST', url: '/__test/identity/sms-code?phone=79005550101' });
  assert.equal((outbox.json() as { code: string }).code, first.demoCode, 'the demo gateway sent the SMS');
  await server.advance(6 * 60 * 1000);
  expectError(await server.browser.post(`${S}/phone/bind`, { code: first.demoCode }, { token }), 400, 'code_expired');

  const token2 = await server.browser.token();
  const second = v.parse(CodeSentResponseSchema, (await server.browser.post(`${S}/phone/code`, { phoneCode: '7', phoneNumber: '9005550101' }, { token: token2 })).json());
  const wrong = String((Number(second.demoCode) + 1) % 1_000_000).padStart(6, '0');
  expectError(await server.browser.post(`${S}/phone/bind`, { code: wrong }, { token: token2 }), 400, 'code_wrong');
  const bound = stateFrom(await server.browser.post(`${S}/phone/bind`, { code: second.demoCode }, { token: token2 }));
  assert.deepEqual(bound.phone, { code: '+7', number: '9005550101' });
  assert.equal(bound.activationType, 2);
  assert.equal(bound.protectionMethods.enable_phone_binding, true);
  assert.equal(bound.protectionLevel, 40);
  assert.equal(bound.protectionStatus, 'normal');
  assert.deepEqual(bound.events.map((e) => e.kind), ['phone_bound']);
  const config = (await server.browser.get('user/config', { token: token2 })).json() as { result: { activation_type: number; phone_number: string; protection_methods: { enable_phone_binding: boolean } } };
  assert.equal(config.result.activation_type, 2);
  assert.equal(config.result.phone_number, '9005550101');
  assert.equal(config.result.protection_methods.enable_phone_binding, true);
  expectError(await server.browser.post(`${S}/phone/bind`, { code: second.demoCode }, { token: token2 }), 400, 'code_expired');
});

test('phone binding moves activation 0 → 3 for a player without contacts', async (t) => {
  const server = await startIdentity(t);
  server.db(); // opens the reader early (read-only); the write goes through a second connection below
  const { default: Database } = await import('better-sqlite3');
  const writer = new Database(server.dbFile);
  writer.prepare('UPDATE users SET activation_type = 0, enable_email_auth = 0 WHERE id = ?').run(DEMO.unverified.id);
  writer.close();
  const token = await server.browser.signIn(DEMO.unverified.email);
  const sent = v.parse(CodeSentResponseSchema, (await server.browser.post(`${S}/phone/code`, { phoneCode: '+7', phoneNumber: '9005550102' }, { token })).json());
  const bound = stateFrom(await server.browser.post(`${S}/phone/bind`, { code: sent.demoCode }, { token }));
  assert.equal(bound.activationType, 3);
});

test('secret question: set and changed with the password, answer stored only as a hash', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.demo.email);
  expectError(await server.browser.post(`${S}/question`, { password: 'Not-my-pass-1', question: 'First pet?', answer: 'Rex' }, { token }), 400, 'wrong_password');
  const empty = expectError(await server.browser.post(`${S}/question`, { password: DEMO_PASSWORD, question: 'First pet?', answer: ' ' }, { token }), 400, 'invalid_field');
  assert.equal(empty.source?.pointer, '/answer');
  const set = stateFrom(await server.browser.post(`${S}/question`, { password: DEMO_PASSWORD, question: 'First pet?', answer: 'Rex' }, { token }));
  assert.equal(set.secretQuestion, 'First pet?');
  assert.equal(set.protectionMethods.enable_security_question, true);
  assert.equal(set.protectionLevel, 70);
  const changed = stateFrom(await server.browser.post(`${S}/question`, { password: DEMO_PASSWORD, question: 'Home town?', answer: 'Kazan' }, { token }));
  assert.equal(changed.secretQuestion, 'Home town?');
  assert.equal(changed.events.length, 2);
  const config = (await server.browser.get('user/config', { token })).json() as { result: { is_active_secure_question: boolean } };
  assert.equal(config.result.is_active_secure_question, true);
  const stored = server.db().prepare('SELECT * FROM secret_questions WHERE user_id = ?').get(DEMO.demo.id) as Record<string, unknown>;
  assert.ok(!JSON.stringify(stored).toLowerCase().includes('kazan'), 'the answer is not stored in clear');
});
