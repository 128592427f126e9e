/** The personal-details form's logic: values from a profile, and only the changed fields sent. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formValues, profileProblems, profileUpdate, PROFILE_FIELDS } from '../../office-parcel/src/account/profile-form';
import type { Profile } from '../../office-parcel/src/contracts/profile';
import * as rules from '../../platform/src/forms/personal-data';

const SAVED: Profile = {
  name: 'Ivan', surname: 'Petrov', middle_name: null, date_birthday: '1990-02-03', birth_place: null, region: null, city: null, document_type_id: 1,
  passport_series: null, passport: null, passport_date: null, passport_end_date: null, passport_issued_by: null, registration_address: null, inn: '7707083893',
};

test('the required fields are the spec\'s six (account spec §5)', () => {
  assert.deepEqual(PROFILE_FIELDS.filter((f) => f.required).map((f) => f.name).sort(), ['date_birthday', 'name', 'passport', 'passport_date', 'registration_address', 'surname']);
});

test('formValues: null becomes an empty input; numbers become text', () => {
  const values = formValues(SAVED);
  assert.equal(values.passport, '');
  assert.equal(values.document_type_id, '1');
});

test('profileUpdate: only changed fields; an emptied optional field is null, an emptied required one is sent empty; trimmed', () => {
  const values = { ...formValues(SAVED), passport: ' 4510 123456 ', inn: '', document_type_id: '3', name: '' };
  assert.deepEqual(profileUpdate(SAVED, values), { name: '', document_type_id: 3, passport: '4510 123456', inn: null });
  assert.deepEqual(profileUpdate(SAVED, formValues(SAVED)), {});
});

test('the spec\'s other personal-data fields are in the form, optional, in order after the names and the birthday', () => {
  const names = PROFILE_FIELDS.map((f) => f.name);
  for (const field of ['middle_name', 'birth_place', 'region', 'city', 'passport_series', 'passport_issued_by'] as const) {
    assert.ok(names.includes(field), field);
    assert.equal(PROFILE_FIELDS.find((f) => f.name === field)?.required, false, field);
  }
  assert.ok(names.indexOf('middle_name') < names.indexOf('date_birthday'));
  assert.ok(names.indexOf('passport_series') < names.indexOf('passport'));
});

test('profileProblems: the shared rules by field on the profile as it would be saved; an emptied name is required', () => {
  const values = { ...formValues(SAVED), middle_name: 'R2-D2', passport_series: '12345', passport: '123', birth_place: 'Moscow 2', passport_issued_by: 'OK', name: ' ' };
  assert.deepEqual(profileProblems(rules, SAVED, values, '2026-11-29', 18), {
    middle_name: 'letters', passport_series: 'series', passport: 'number', birth_place: 'place', passport_issued_by: 'issuer', name: 'required',
  });
  const good = { ...formValues(SAVED), middle_name: 'Ivanovich', passport_series: '45 10', passport: '123456', birth_place: 'Saint Petersburg', passport_issued_by: 'MVD of Russia, Moscow' };
  assert.deepEqual(profileProblems(rules, SAVED, good, '2026-11-29', 18), {});
  assert.deepEqual(profileProblems(rules, SAVED, { ...formValues(SAVED), date_birthday: '2010-01-01' }, '2026-11-29', 18), { date_birthday: 'too_young' });
});
