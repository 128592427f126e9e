import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ageOn, birthdayProblem, emailProblem, newPasswordErrors, passwordProblem, phoneProblem, codeProblem, amountProblem, Problems,
} from '../../../shell-parcels/src/auth/validation';
import { messageText, serverField } from '../../../shell-parcels/src/auth/messages';
import { isI18nKey } from '../../../platform/src/i18n/message-text';
import { secondsLeft } from '../../../shell-parcels/src/auth/countdown';
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
});

test('new password: required, at least 8, both equal', () => {
  assert.deepEqual(newPasswordErrors('', ''), { password: Problems.required, password_repeat: Problems.required });
  assert.deepEqual(newPasswordErrors('short', 'short'), { password: Problems.passwordShort });
  assert.deepEqual(newPasswordErrors('long-enough', 'long-enougH'), { password_repeat: Problems.passwordsDiffer });
  assert.deepEqual(newPasswordErrors('long-enough', 'long-enough'), {});
});

test('errors: keys are translated, server sentences are kept as written', () => {
  assert.equal(isI18nKey('main_network_error'), true);
  assert.equal(isI18nKey('shell:auth_code_wrong'), true);
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
