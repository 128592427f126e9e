/**
 * Issue 9 item 5: forgot-password told known from unknown account IDs (channel email versus sms),
 * one-click registration skipped the age check, and `aaaaaaaa` was an acceptable password.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { ForgotCallResponseSchema, ForgotCodeResponseSchema } from '../../../platform/src/schemas/auth';
import { passwordWeakness } from '../../../server/identity/password-policy';
import { DEMO, expectError, startIdentity } from '../identity/support';

const BASE = { country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, componentsData: '' };

test('forgot password: one answer shape for known and unknown account IDs, e-mails and phones', async (t) => {
  const server = await startIdentity(t);
  const shapes = new Map<string, string>();
  for (const [login, form] of [
    [String(DEMO.twostep.id), 'id'], [String(DEMO.banned.id), 'id'], ['10009999', 'id'], ['99999999', 'id'],
    [DEMO.terms.email, 'email'], ['nobody@kickoff.test', 'email'],
    ['+7 900 123-45-67', 'phone'], ['+7 999 000-00-00', 'phone'],
  ] as const) {
    const browser = await server.newBrowser();
    const res = await browser.post('auth/password/forgot', { login });
    assert.equal(res.statusCode, 200, `${login}: ${res.body}`);
    const { demoCode, ...shape } = v.parse(ForgotCallResponseSchema, res.json());
    assert.match(demoCode ?? '', /^\d{6}$/);
    const seen = shapes.get(form);
    if (seen) assert.equal(JSON.stringify(shape), seen, login);
    shapes.set(form, JSON.stringify(shape));
  }
  assert.deepEqual(JSON.parse(shapes.get('id') ?? '{}'), { channel: 'email', expiresIn: 600 });
  assert.deepEqual(JSON.parse(shapes.get('phone') ?? '{}'), { channel: 'sms', expiresIn: 600 });
});

test('every registration type checks the age: the types without a birth date need age_confirmed', async (t) => {
  const server = await startIdentity(t);
  for (const body of [
    { type: 'one_click' },
    { type: 'one_click', age_confirmed: false },
    { type: 'pay-and-play', phone_code: '+7', phone_number: '9005550001', deposit_amount: 100 },
    { type: 'phone', phone_code: '+7', phone_number: '9005550002', password: 'Str0ng-pass!', sms_code: '123456' },
  ]) {
    const res = await server.browser.post('auth/register', { ...BASE, ...body });
    assert.equal(expectError(res, 400, 'invalid_field').source?.pointer, '/age_confirmed', JSON.stringify(body));
  }
  assert.deepEqual((await server.browser.get('auth/session-check')).json(), { user_id: null }, 'nobody registered');
  assert.equal((await server.browser.post('auth/register', { ...BASE, type: 'one_click', age_confirmed: true })).statusCode, 200);
});

test('the password policy: eight identical letters, common passwords and straight runs are refused (weak_password)', async (t) => {
  const server = await startIdentity(t);
  const full = { ...BASE, type: 'full', method: 'email', email: 'annabel@kickoff.test', name: 'Ann', surname: 'Lee', date_birthday: '1990-01-01' };
  for (const password of ['aaaaaaaa', 'password1', 'qwertyuiop', '12345678', 'abcdefgh', 'ababababab', 'Annabel-2026!']) {
    const res = await server.browser.post('auth/register', { ...full, password });
    assert.equal(expectError(res, 400, 'weak_password').source?.pointer, '/password', password);
  }
  assert.equal((await server.browser.post('auth/register', { ...full, password: 'Str0ng-pass!' })).statusCode, 200);

  // The reset path applies it too.
  const other = await server.newBrowser();
  const code = v.parse(ForgotCallResponseSchema, (await other.post('auth/password/forgot', { login: DEMO.demo.email })).json()).demoCode ?? '';
  const { resetToken } = v.parse(ForgotCodeResponseSchema, (await other.post('auth/password/code', { login: DEMO.demo.email, code })).json());
  expectError(await other.post('auth/password/save', { resetToken, password: 'aaaaaaaa' }), 400, 'weak_password');
  assert.equal((await other.post('auth/password/save', { resetToken, password: 'Brand-new-2026' })).statusCode, 200, 'the token is not spent by a refused password');
});

test('passwordWeakness: reasons, and the passwords the demo and the tests use pass', () => {
  assert.match(passwordWeakness('aaaaaaaa') ?? '', /different characters/);
  assert.match(passwordWeakness('87654321') ?? '', /straight run/);
  assert.match(passwordWeakness('Password1') ?? '', /too common/);
  assert.match(passwordWeakness('x9001234567y', { phone: '9001234567' }) ?? '', /phone/);
  for (const password of ['Demo-2026!', 'Str0ng-pass!', 'Brand-new-2026', 'Another-2026!', 'Fresh-Pass-1']) assert.equal(passwordWeakness(password), undefined, password);
});
