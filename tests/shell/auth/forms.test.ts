import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EMPTY_LOGIN_VALUES, loginErrors, loginField, loginInput, loginTabs } from '../../../shell-parcels/src/auth/login-model';
import {
  confirmsAge, EMPTY_REGISTRATION_VALUES, nameFieldProblem, registrationErrors, registrationField, registrationFields, registrationInput, registrationTabs,
  type RegistrationValues,
} from '../../../shell-parcels/src/auth/registration-model';
import { registrationButton, registrationEntry } from '../../../shell-parcels/src/auth/registration-entry';
import { confirmFailure, confirmProblem, isConfirmToken, socialConfirmOf } from '../../../shell-parcels/src/auth/social-confirm';
import { Problems } from '../../../shell-parcels/src/auth/validation';
import { nameProblem } from '../../../platform/src/forms/personal-data';

test('login tabs follow the auth group and never offer the two-step step as a tab', () => {
  assert.deepEqual(loginTabs(null), ['login_password', 'phone_password', 'sms']);
  assert.deepEqual(loginTabs(['sms', 'login_password_two_step_code']), ['sms']);
  assert.deepEqual(loginTabs([]), ['login_password', 'phone_password', 'sms'], 'an empty list falls back to all');
});

test('login input per mode', () => {
  const values = { ...EMPTY_LOGIN_VALUES, login: ' demo@kickoff.test ', password: 'pw', phoneCode: '+7', phone: '900 123-45-67', smsCode: '1234', twoStepCode: '654321', save: true };
  assert.deepEqual(loginInput('login_password', values), { mode: 'login_password', login: 'demo@kickoff.test', password: 'pw', save: true });
  assert.deepEqual(loginInput('phone_password', values), { mode: 'phone_password', phoneCode: '+7', phone: '9001234567', password: 'pw', save: true });
  assert.deepEqual(loginInput('sms', values), { mode: 'sms', code: '1234' });
  assert.deepEqual(loginInput('login_password_two_step_code', values), { mode: 'login_password_two_step_code', code: '654321', save: true });
  assert.deepEqual(loginErrors('login_password', EMPTY_LOGIN_VALUES), { login: Problems.required, password: Problems.required });
  assert.equal(loginField('uPassword'), 'password');
  assert.equal(loginField('unknown'), null);
});

const today = new Date(2026, 0, 1);
const filled: RegistrationValues = {
  ...EMPTY_REGISTRATION_VALUES, country_id: '1', currency_id: '2', email: 'new@kickoff.test', password: 'Secret-123',
  name: 'Ann', surname: 'Lee', date_birthday: '1990-02-03', phone_code: '+7', phone_number: '9001234567', sms_code: '1234', deposit_amount: '50',
  age_confirmed: true,
};

test('registration checks depend on the type and the method', () => {
  assert.deepEqual(registrationErrors('one_click', filled, 18, today), {});
  assert.deepEqual(Object.keys(registrationErrors('one_click', EMPTY_REGISTRATION_VALUES, 18, today)).sort(), ['age_confirmed', 'country_id', 'currency_id']);
  const full = registrationErrors('full', { ...filled, email: 'bad', password: 'short', date_birthday: '2010-01-01' }, 18, today);
  assert.deepEqual(full, { email: Problems.email, password: Problems.passwordShort, date_birthday: Problems.tooYoung });
  const byPhone = registrationErrors('full', { ...filled, method: 'phone', email: '', phone_number: '' }, 18, today);
  assert.deepEqual(byPhone, { phone_number: Problems.required }, 'e-mail is not needed when registering by phone');
  assert.deepEqual(registrationErrors('social', EMPTY_REGISTRATION_VALUES, 18, today), {});
  assert.deepEqual(registrationTabs(['phone', 'full']), ['phone', 'full']);
});

test('registration input sends only the fields of its type', () => {
  assert.deepEqual(registrationInput('one_click', { ...filled, ref_code: ' R1 ', first_deposit_bonus_choice: 2 }), {
    type: 'one_click', country_id: 1, currency_id: 2, first_deposit_bonus_choice: 2, ref_code: 'R1', age_confirmed: true,
  });
  assert.deepEqual(registrationInput('full', filled), {
    type: 'full', country_id: 1, currency_id: 2, first_deposit_bonus_choice: 0, method: 'email', email: 'new@kickoff.test',
    password: 'Secret-123', name: 'Ann', surname: 'Lee', date_birthday: '1990-02-03',
  });
  assert.deepEqual(registrationInput('pay-and-play', filled), {
    type: 'pay-and-play', country_id: 1, currency_id: 2, first_deposit_bonus_choice: 0, phone_code: '+7', phone_number: '9001234567', deposit_amount: 50,
    age_confirmed: true,
  });
  assert.equal(registrationField('full', filled, 'email'), 'email');
  assert.equal(registrationField('one_click', filled, 'email'), null, 'a field the type does not show is a general error');
});

test('the types without a birth date need the age box ticked, send age_confirmed, and show it last', () => {
  for (const type of ['one_click', 'phone', 'pay-and-play'] as const) {
    assert.equal(confirmsAge(type), true, type);
    assert.deepEqual(registrationErrors(type, { ...filled, age_confirmed: false }, 18, today), { age_confirmed: Problems.ageNotConfirmed }, type);
    assert.deepEqual(registrationErrors(type, filled, 18, today), {}, type);
    assert.equal(registrationInput(type, filled).age_confirmed, true, `${type} sends the confirmation`);
    assert.equal(registrationFields(type, 'email').at(-1), 'age_confirmed', `${type}: the box is the last field`);
    assert.equal(registrationField(type, filled, 'age_confirmed'), 'age_confirmed', `${type}: the server's /age_confirmed lands on the box`);
  }
  for (const type of ['full', 'social'] as const) {
    assert.equal(confirmsAge(type), false, type);
    assert.equal(registrationFields(type, 'email').includes('age_confirmed'), false, `${type} shows no box`);
    assert.equal('age_confirmed' in registrationInput(type, { ...filled, age_confirmed: false }), false, `${type} does not send it`);
  }
  assert.deepEqual(registrationErrors('full', { ...filled, age_confirmed: false }, 18, today), {}, 'full checks the birth date instead');
  assert.equal(registrationField('full', filled, 'age_confirmed'), null);
});

const config = { isRegistrationAllowed: true, isVipDomain: false, isAvailableCustomRegistration: false, isShowRegistrationWidget: false };

test('registration opens as a modal, goes to the page in the spec cases, never starts when closed', () => {
  assert.equal(registrationEntry({ routeName: 'home', search: '', config }), 'modal');
  assert.equal(registrationEntry({ routeName: 'registration', search: '', config }), 'page');
  assert.equal(registrationEntry({ routeName: 'login', search: '', config }), 'page');
  assert.equal(registrationEntry({ routeName: 'home', search: '?redirect=/ru/account', config }), 'page');
  assert.equal(registrationEntry({ routeName: 'home', search: '', config: { ...config, isAvailableCustomRegistration: true } }), 'page');
  assert.equal(registrationEntry({ routeName: 'home', search: '', config: { ...config, isShowRegistrationWidget: true } }), 'page');
  assert.equal(registrationEntry({ routeName: 'home', search: '', config: { ...config, isVipDomain: true } }), 'none');
  assert.equal(registrationEntry({ routeName: 'registration', search: '', config: { ...config, isRegistrationAllowed: false } }), 'none');
  assert.deepEqual(registrationButton({ isRegistrationAllowed: true, isVipDomain: false, isRegistrationButtonDisabled: true }), { shown: true, disabled: true });
  assert.deepEqual(registrationButton({ isRegistrationAllowed: true, isVipDomain: true, isRegistrationButtonDisabled: false }), { shown: false, disabled: false });
});

test('registration names follow the shared personal-data rules once they are loaded, presence only before', () => {
  const full = (name: string, surname: string) => registrationErrors('full', { ...filled, name, surname }, 18, today, undefined, nameProblem);
  assert.deepEqual(full('Анна-Мария', "O'Brien"), {});
  assert.deepEqual(full('Ivan2', 'Lee'), { name: Problems.nameLetters });
  assert.deepEqual(full('Ann', 'L'.repeat(61)), { surname: Problems.nameTooLong });
  assert.deepEqual(full('  ', 'Lee'), { name: Problems.required });
  assert.deepEqual(registrationErrors('full', { ...filled, name: 'Ivan2' }, 18, today), {}, 'without the rules: presence only');
  assert.equal(nameFieldProblem('Anna  Maria', nameProblem), Problems.nameLetters, 'one space between words');
});

test('a new social player\'s confirm step: the page\'s token, the same age rule, and what each failure means', () => {
  const token = 'a'.repeat(43);
  assert.equal(socialConfirmOf(`?social_confirm=${token}&x=1`), token);
  assert.equal(socialConfirmOf('?social_error=denied'), null);
  assert.equal(socialConfirmOf('social_confirm=nope'), 'nope', 'a malformed one is still the step (it says the link is not usable)');
  assert.equal(isConfirmToken(token), true);
  assert.equal(isConfirmToken('nope'), false);
  assert.equal(isConfirmToken(`${'a'.repeat(40)}+/=`), false, 'base64url only');
  assert.equal(confirmProblem(false), Problems.ageNotConfirmed, 'the rule of the other types\' age box');
  assert.equal(confirmProblem(true), null);
  const failure = (code: string | null, error = 'server text') => ({ ok: false as const, error, code });
  assert.deepEqual(confirmFailure(failure('bad_state'), null), { kind: 'expired', error: 'auth:auth_social_confirm_expired' });
  assert.deepEqual(confirmFailure(failure('email_taken'), null), { kind: 'ended', error: 'auth:auth_social_error_email_taken' });
  assert.deepEqual(confirmFailure(failure('invalid_field', 'Confirm that you are at least 18 years old'), 'age_confirmed'), { kind: 'field', error: 'Confirm that you are at least 18 years old' });
  assert.deepEqual(confirmFailure(failure(null, 'main_network_error'), null), { kind: 'form', error: 'main_network_error' });
});
