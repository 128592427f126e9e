/**
 * The server checks a phone against its country's phone mask (account spec §3 "Phone mask: CountryId, Mask,
 * Min, Max"), the rule the browser's phone fields use: registration and the office's phone binding refuse a
 * number of the wrong length with the field named; a code no country has keeps only the generic check.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { phoneMaskProblem } from '../../../server/identity/phone';
import { countrySeed } from '../../../server/identity/reference-data';
import { DEMO, expectError, startIdentity } from './support';

const MASKS = countrySeed.map((c) => ({ CountryId: c.id, Mask: c.mask, Min: c.minDigits, Max: c.maxDigits }));
const BASE = { country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: 'c' } as const;
const FULL = { type: 'full', method: 'phone', password: 'Str0ng-pass!', name: 'New', surname: 'Player', date_birthday: '1995-04-12' } as const;

test('phoneMaskProblem: the national digits against the code\'s mask', () => {
  assert.equal(phoneMaskProblem(MASKS, '+7', '9001234567'), null);
  assert.match(phoneMaskProblem(MASKS, '+7', '900123456') ?? '', /\+7 has 10 digits/);
  assert.match(phoneMaskProblem(MASKS, '7', '90012345678') ?? '', /10 digits/);
  assert.equal(phoneMaskProblem(MASKS, '+49', '15112345678'), null);
  assert.match(phoneMaskProblem(MASKS, '+49', '151123456') ?? '', /10-11 digits/);
  assert.equal(phoneMaskProblem(MASKS, '+999', '12345'), null, 'no country has the code: only the generic check');
});

test('registration refuses a phone of the wrong length for its country (pointer /phone_number) and takes a right one', async (t) => {
  const server = await startIdentity(t);
  const short = expectError(await server.browser.post('auth/register', { ...BASE, ...FULL, phone_code: '+7', phone_number: '900123456' }), 400, 'invalid_field');
  assert.equal(short.source?.pointer, '/phone_number');
  const ua = expectError(await server.browser.post('auth/register', { ...BASE, ...FULL, phone_code: '+380', phone_number: '5012345678' }), 400, 'invalid_field');
  assert.equal(ua.source?.pointer, '/phone_number', 'Ukraine has 9 digits');
  const ok = await server.browser.post('auth/register', { ...BASE, ...FULL, phone_code: '+380', phone_number: '501234567' });
  assert.equal(ok.statusCode, 200, ok.body);
});

test('the office phone binding refuses a number of the wrong length (pointer /phoneNumber)', async (t) => {
  const server = await startIdentity(t);
  const token = await server.browser.signIn(DEMO.unverified.email);
  const refused = expectError(await server.browser.post('office/security/phone/code', { phoneCode: '+44', phoneNumber: '770090012' }, { token }), 400, 'invalid_field');
  assert.equal(refused.source?.pointer, '/phoneNumber');
});
