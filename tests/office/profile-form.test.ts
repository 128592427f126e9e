/** The personal-details form's logic: values from a profile, and only the changed fields sent. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formValues, profileUpdate, PROFILE_FIELDS } from '../../office-parcel/src/account/profile-form';
import type { Profile } from '../../office-parcel/src/contracts/profile';

const SAVED: Profile = { name: 'Ivan', surname: 'Petrov', date_birthday: '1990-02-03', document_type_id: 1, passport: null, passport_date: null, passport_end_date: null, registration_address: null, inn: '7707083893' };

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
