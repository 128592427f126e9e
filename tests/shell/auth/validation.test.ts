import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ageConfirmedProblem, ageOn, birthdayProblem, emailProblem, newPasswordErrors, passwordProblem, phoneProblem, codeProblem, amountProblem, Problems,
} from '../../../shell-parcels/src/auth/validation';
import { messageText, playerFailure, serverField, type ActionFailure } from '../../../shell-parcels/src/auth/messages';
import { isI18nKey } from '../../../platform/src/i18n/message-text';
import { msToNextSecond, retryUntil, secondsLeft } from '../../../shell-parcels/src/auth/countdown';
import { depositText } from '../../../shell-parcels/src/auth/deposit';
import { initialReferralCode } from '../../../shell-parcels/src/auth/referral';

test('e-mail, password, phone and code checks answer with the right i18n key', () => {
  assert.equal(emailProblem(''), Problems.required);
  assert.equal(emailProblem('player@'), Problems.email);
  assert.equal(emailProblem('player@example.com'), null);
  assert.equal(passwordProblem(''), Problems.required);
  assert.equal(passwordProblem('1234567'), Problems.passwordShort);
  assert.equal(passwordProblem('12345678'), null);
  assert.equal(phoneProblem('123 4567'), null, 'spaces are dropped');
  assert.equal(phoneProblem('12ab'), Problems.phone);
  assert.equal(codeProblem('123'), Problems.code);
  assert.equal(codeProblem('123456'), null);
  assert.equal(amountProblem('0'), Problems.amount);
  assert.equal(amountProblem('10,5'), null);
});

test('age is counted in full years and checked against the minimum', () => {
  const today = new Date(2026, 4, 10); // 10 May 2026
  assert.equal(ageOn('2008-05-10', today), 18, 'birthday today');
  assert.equal(ageOn('2008-05-11', today), 17, 'birthday tomorrow');
  assert.equal(ageOn('2008-02-30', today), null, 'not a real date');
  assert.equal(birthdayProblem('2008-05-11', 18, today), Problems.tooYoung);
  assert.equal(birthdayProblem('2008-05-10', 18, today), null);
  assert.equal(birthdayProblem('', 18, today), Problems.required);
  assert.equal(birthdayProblem('1800-01-01', 18, today), Problems.date);
  assert.equal(ageConfirmedProblem(false), Problems.ageNotConfirmed);
  assert.equal(ageConfirmedProblem(true), null);
});

test('new password: required, at least 8, both equal', () => {
  assert.deepEqual(newPasswordErrors('', ''), { password: Problems.required, password_repeat: Problems.required });
  assert.deepEqual(newPasswordErrors('short', 'short'), { password: Problems.passwordShort });
  assert.deepEqual(newPasswordErrors('long-enough', 'long-enougH'), { password_repeat: Problems.passwordsDiffer });
  assert.deepEqual(newPasswordErrors('long-enough', 'long-enough'), {});
});

test('errors: keys are translated, server sentences are kept as written', () => {
  assert.equal(isI18nKey('main_network_error'), true);
  assert.equal(isI18nKey('auth:auth_code_wrong'), true);
  assert.equal(isI18nKey('Wrong login: try again.'), false);
  const t = (k: string) => `T(${k})`;
  assert.equal(messageText(t, 'auth_wrong_credentials'), 'T(auth_wrong_credentials)');
  assert.equal(messageText(t, 'Provider is not configured: google'), 'Provider is not configured: google');
  assert.equal(serverField('/data/attributes/email'), 'email');
  assert.equal(serverField('email'), 'email');
  assert.equal(serverField(undefined), null);
});

test('resend countdown and referral code', () => {
  assert.equal(secondsLeft(60_000, 0), 60);
  assert.equal(secondsLeft(60_000, 59_001), 1);
  assert.equal(secondsLeft(60_000, 61_000), 0);
  assert.equal(initialReferralCode('?ref=PARTNER7', 'cookie1'), 'PARTNER7', 'query first');
  assert.equal(initialReferralCode('', 'cookie1'), 'cookie1', 'then the refererid cookie');
  assert.equal(initialReferralCode('?ref=<script>', undefined), '', 'unsafe values are dropped');
});

test('a rate limit waits the seconds the server named, and the display changes on whole seconds', () => {
  assert.equal(retryUntil(42, 1_000), 43_000);
  assert.equal(retryUntil(1.2, 0), 2_000, 'a fraction rounds up: never earlier than the server allows');
  assert.equal(retryUntil(0, 5_000), 5_000, 'no wait');
  assert.equal(retryUntil(Number.NaN, 5_000), 5_000);
  assert.equal(secondsLeft(retryUntil(3, 0), 0), 3);
  assert.equal(msToNextSecond(3_000, 0), 1_000);
  assert.equal(msToNextSecond(3_000, 250), 750, '3 s shown until 2.0 s are left');
  assert.equal(msToNextSecond(3_000, 3_000), 1_000, 'at the end: one more check');
});

test('failures the shell words itself: ban, refused origin, rate limits; a weak password keeps the server reason', () => {
  const fail = (code: string | null, error = 'Server says so', extra: Partial<ActionFailure> = {}): ActionFailure => ({ ok: false, error, code, ...extra });
  assert.equal(playerFailure(fail('banned')).error, 'auth:auth_banned');
  assert.equal(playerFailure(fail('forbidden_origin')).error, 'auth:auth_request_refused');
  const limited = playerFailure(fail('too_many_requests', 'Too many code requests: try again in 42 s', { retryAfter: 42 }));
  assert.deepEqual(limited, { ok: false, error: 'auth:auth_too_many', code: 'too_many_requests', retryAfter: 42 }, 'the wait is kept');
  assert.equal(playerFailure(fail('too_many_attempts')).error, 'auth:auth_too_many');
  const weak = fail('weak_password', 'This password is too common: choose another one', { field: 'password' });
  assert.equal(playerFailure(weak), weak, 'the policy reason is shown as the server wrote it');
  assert.equal(playerFailure(fail('weak_password', 'main_query_error')).error, 'auth:auth_weak_password', 'no reason: the auth text');
  const taken = fail('email_taken', 'This e-mail is already registered', { field: 'email' });
  assert.equal(playerFailure(taken), taken, 'other failures are unchanged');
  assert.equal(playerFailure(fail(null, 'main_network_error')).error, 'main_network_error');
});

test('the pay-and-play deposit reads as the amount in the page language and the currency code', () => {
  assert.equal(depositText({ amount: 500, iso: 'RUB' }, 'en'), '500 RUB');
  assert.equal(depositText({ amount: 1500.5, iso: 'EUR' }, 'en'), '1,500.5 EUR');
  assert.equal(depositText({ amount: 1500.5, iso: 'RUB' }, 'ru').replace(/\s/g, ' '), '1 500,5 RUB');
  assert.equal(depositText({ amount: 10, iso: 'USD' }, 'not a language!'), '10 USD', 'a bad language tag falls back to the plain number');
});
