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

const EMPTY = { name: 'A', surname: 'B', date_birthday: null, document_type_id: null, passport: null, passport_date: null, passport_end_date: null, registration_address: null, inn: null };

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
