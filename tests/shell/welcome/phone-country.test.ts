/** The phone-country list helpers (shell-parcels/src/phone-country/): flags, search, the default phone code. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countryFlag, filterCountries } from '../../../shell-parcels/src/phone-country/countries';
import { defaultPhoneCode } from '../../../shell-parcels/src/phone-country/store';

const countries = [
  { id: 1, name: 'Россия', country_code: 'RU', tel_code: '+7' },
  { id: 6, name: 'United Kingdom', country_code: 'GB', tel_code: '+44' },
  { id: 9, name: 'United States', country_code: 'US', tel_code: '+1' },
];

test('a flag from a two-letter code, nothing for anything else', () => {
  assert.equal(countryFlag('ru'), '🇷🇺');
  assert.equal(countryFlag('GB'), '🇬🇧');
  assert.equal(countryFlag('RUS'), '');
  assert.equal(countryFlag(''), '');
});

test('search by name, code or tel code', () => {
  assert.deepEqual(filterCountries(countries, '').map((c) => c.id), [1, 6, 9]);
  assert.deepEqual(filterCountries(countries, 'united').map((c) => c.id), [6, 9]);
  assert.deepEqual(filterCountries(countries, 'gb').map((c) => c.id), [6]);
  assert.deepEqual(filterCountries(countries, '+4').map((c) => c.id), [6]);
  assert.deepEqual(filterCountries(countries, '7').map((c) => c.id), [1]);
  assert.deepEqual(filterCountries(countries, 'zz'), []);
});

test('the phone code starts from the chosen country, else the geo country', () => {
  assert.equal(defaultPhoneCode(countries, 6, countries[0]), '+44');
  assert.equal(defaultPhoneCode(countries, null, countries[0]), '+7');
  assert.equal(defaultPhoneCode(countries, 99, countries[2]), '+1', 'a chosen country no longer listed');
  assert.equal(defaultPhoneCode(countries, null, undefined), '');
});
