/**
 * The player's personal data (account spec §3 user_data, §5 required fields): read, saved with the
 * server's checks (formats, age, document dates), every change logged, locked once verified.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { ProfileResponseSchema } from '../../../office-parcel/src/contracts/profile';
import { ageOn, profileProblem } from '../../../server/office/profile';
import { DEMO, expectError, startIdentity } from '../identity/support';

const EMPTY = {
  name: 'A', surname: 'B', middle_name: null, date_birthday: null, birth_place: null, region: null, city: null, document_type_id: null, passport_series: null,
  passport: null, passport_date: null, passport_end_date: null, passport_issued_by: null, registration_address: null, inn: null,
};

test('ageOn and profileProblem: birthdays, minimum age and document dates', () => {
  assert.equal(ageOn('2008-11-24', '2026-11-23'), 17);
  assert.equal(ageOn('2008-11-23', '2026-11-23'), 18);
  assert.equal(profileProblem({ ...EMPTY, date_birthday: '2008-11-24' }, '2026-11-23', 18)?.[1], 'too_young');
  assert.equal(profileProblem({ ...EMPTY, date_birthday: '2030-01-01' }, '2026-11-23', 18)?.[0], 'date_birthday');
  assert.equal(profileProblem({ ...EMPTY, date_birthday: '1990-01-01', passport_date: '1989-01-01' }, '2026-11-23', 18)?.[0], 'passport_date');
  assert.equal(profileProblem({ ...EMPTY, passport_date: '2020-01-01', passport_end_date: '2019-01-01' }, '2026-11-23', 18)?.[0], 'passport_end_date');
  assert.equal(profileProblem({ ...EMPTY, date_birthday: '1990-01-01', passport_date: '2010-05-01', passport_end_date: '2030-05-01' }, '2026-11-23', 18), null);
});

test('a player who is not verified reads and saves his data; each changed field is logged; bad data is refused with its field', async (t) => {
  const s = await startIdentity(t);
  const token = await s.browser.signIn(DEMO.unverified.email);
  const read = v.parse(ProfileResponseSchema, (await s.browser.get('office/profile', { token })).json()).data;
  assert.equal(read.profile.name, 'Unverified');
  assert.equal(read.locked, false);
  assert.equal(read.minAge, 18);
  const saved = await s.browser.post('office/profile', { passport: '4510 123456', passport_date: '2015-06-01', registration_address: 'Moscow, Tverskaya 1', inn: '7707083893' }, { token });
  assert.equal(saved.statusCode, 200, saved.body);
  const profile = v.parse(ProfileResponseSchema, saved.json()).data.profile;
  assert.equal(profile.passport, '4510 123456');
  assert.equal(profile.registration_address, 'Moscow, Tverskaya 1');
  const log = s.db().prepare('SELECT field, new_value FROM profile_changes WHERE user_id = ? ORDER BY id').all(DEMO.unverified.id) as Array<{ field: string; new_value: string }>;
  assert.deepEqual(log.map((r) => r.field), ['passport', 'passport_date', 'registration_address', 'inn']);
  const config = (await s.browser.get('user/config', { token })).json() as { result: { user_data: { passport: string }; isDataAfterRegistration: boolean } };
  assert.equal(config.result.user_data.passport, '4510 123456', 'the user config follows');
  assert.equal(config.result.isDataAfterRegistration, false, 'every required field is in');

  assert.equal(expectError(await s.browser.post('office/profile', { inn: '123' }, { token }), 400, 'invalid_body').source?.pointer, '/inn');
  expectError(await s.browser.post('office/profile', { name: 'R2D2' }, { token }), 400, 'invalid_body');
  expectError(await s.browser.post('office/profile', { date_birthday: '2012-01-01' }, { token }), 400, 'too_young');
  expectError(await s.browser.post('office/profile', { passport_date: '2031-01-01' }, { token }), 400, 'invalid_body');
  expectError(await s.browser.post('office/profile', { balance: 5 }, { token }), 400, 'invalid_body');
  assert.equal((await s.browser.get('office/profile')).statusCode, 401);
});

test('a verified player (the demo player) cannot change his data here (409 profile_locked); nothing is written', async (t) => {
  const s = await startIdentity(t);
  const token = await s.browser.signIn(DEMO.demo.email);
  assert.equal(v.parse(ProfileResponseSchema, (await s.browser.get('office/profile', { token })).json()).data.locked, true);
  expectError(await s.browser.post('office/profile', { surname: 'Other' }, { token }), 409, 'profile_locked');
  assert.equal((s.db().prepare('SELECT count(*) AS n FROM profile_changes').get() as { n: number }).n, 0);
});

test('the spec\'s other personal-data fields: a bad series, issuer, middle name or place is refused with its field; good ones are stored and logged; the required count is unchanged', async (t) => {
  const s = await startIdentity(t);
  const token = await s.browser.signIn(DEMO.unverified.email);
  const required = () => ((s.db().prepare('SELECT is_data_after_registration AS d FROM users WHERE id = ?').get(DEMO.unverified.id)) as { d: number }).d;
  const before = required();
  const pointer = async (body: Record<string, unknown>) => expectError(await s.browser.post('office/profile', body, { token }), 400, 'invalid_body').source?.pointer;
  assert.equal(await pointer({ document_type_id: 1, passport_series: '12345' }), '/passport_series', 'a national passport series has 2-4 letters or digits');
  assert.equal(await pointer({ document_type_id: 2, passport_series: '451' }), '/passport_series', 'an international passport series has 2');
  assert.equal(await pointer({ document_type_id: 1, passport: '12AB56' }), '/passport', 'a national passport number is 6-9 digits');
  assert.equal(await pointer({ passport_issued_by: '12 police' }), '/passport_issued_by');
  assert.equal(await pointer({ passport_issued_by: 'x'.repeat(201) }), '/passport_issued_by', 'at most 200 characters');
  assert.equal(await pointer({ middle_name: 'R2-D2' }), '/middle_name');
  assert.equal(await pointer({ birth_place: 'Moscow 1' }), '/birth_place');
  assert.equal(await pointer({ city: '-' }), '/city');
  assert.equal(await pointer({ region: 5 }), '/region');
  assert.equal((s.db().prepare('SELECT count(*) AS n FROM profile_changes').get() as { n: number }).n, 0, 'nothing refused is written');

  const saved = await s.browser.post('office/profile', {
    middle_name: 'Ivanovich', birth_place: 'Saint Petersburg', region: 'Moscow region', city: "Sergiyev Posad", document_type_id: 1,
    passport_series: '45 10', passport: '123456', passport_issued_by: 'Department of the Interior, Moscow (770-001)',
  }, { token });
  assert.equal(saved.statusCode, 200, saved.body);
  const profile = v.parse(ProfileResponseSchema, saved.json()).data.profile;
  assert.deepEqual(
    [profile.middle_name, profile.birth_place, profile.region, profile.city, profile.passport_series, profile.passport_issued_by],
    ['Ivanovich', 'Saint Petersburg', 'Moscow region', 'Sergiyev Posad', '45 10', 'Department of the Interior, Moscow (770-001)'],
  );
  const read = v.parse(ProfileResponseSchema, (await s.browser.get('office/profile', { token })).json()).data.profile;
  assert.equal(read.passport_issued_by, 'Department of the Interior, Moscow (770-001)', 'read back');
  const log = s.db().prepare('SELECT field FROM profile_changes WHERE user_id = ? ORDER BY id').all(DEMO.unverified.id) as Array<{ field: string }>;
  assert.deepEqual(log.map((r) => r.field).sort(), ['birth_place', 'city', 'document_type_id', 'middle_name', 'passport', 'passport_issued_by', 'passport_series', 'region']);
  assert.equal(required(), before, 'the new fields are not counted as required (account spec §5): the data-after-registration flag is unchanged');
  const config = (await s.browser.get('user/config', { token })).json() as { result: { user_data: Record<string, unknown> } };
  assert.deepEqual(Object.keys(config.result.user_data).sort(), ['date_birthday', 'document_type_id', 'inn', 'name', 'passport', 'passport_date', 'passport_end_date', 'registration_address', 'surname'], 'user_data keeps the spec\'s nine fields');

  const cleared = v.parse(ProfileResponseSchema, (await s.browser.post('office/profile', { middle_name: '', passport_series: null }, { token })).json()).data.profile;
  assert.equal(cleared.middle_name, null, 'an emptied optional field is cleared');
  assert.equal(cleared.passport_series, null);
});
