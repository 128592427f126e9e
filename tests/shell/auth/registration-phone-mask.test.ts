/** The registration form's phone check with the country's mask (the length the server checks too). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EMPTY_REGISTRATION_VALUES, registrationErrors } from '../../../shell-parcels/src/auth/registration-model';
import { Problems } from '../../../shell-parcels/src/auth/validation';
import { phoneMaskingOf } from '../../../platform/src/forms/phone-masking';

const masking = phoneMaskingOf([
  { CountryId: 1, Mask: '+7 (###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 2, Mask: '+380 (##) ###-##-##', Min: 9, Max: 9 },
]);
const check = (number: string, code: string) => masking.problem(number, code);
const phoneValues = (phone_code: string, phone_number: string) => ({ ...EMPTY_REGISTRATION_VALUES, phone_code, phone_number, country_id: '1', currency_id: '1', age_confirmed: true });

test('a phone too short or too long for its country\'s mask is a phone problem; the right length passes', () => {
  const today = new Date('2026-11-29T12:00:00');
  assert.equal(registrationErrors('pay-and-play', { ...phoneValues('+7', '(900) 123-45-6'), deposit_amount: '10' }, 18, today, check)['phone_number'], Problems.phone);
  assert.equal(registrationErrors('pay-and-play', { ...phoneValues('+380', '(90) 012-34-567'), deposit_amount: '10' }, 18, today, check)['phone_number'], Problems.phone);
  assert.equal(registrationErrors('pay-and-play', { ...phoneValues('+7', '(900) 123-45-67'), deposit_amount: '10' }, 18, today, check)['phone_number'], undefined);
  assert.equal(registrationErrors('pay-and-play', { ...phoneValues('+7', '(900) 123-45-6'), deposit_amount: '10' }, 18, today)['phone_number'], undefined, 'without the masks only the generic check');
});
