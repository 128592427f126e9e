/**
 * The support button's callback request (shell spec §5: an authorized user, a language not excluded by
 * the `support` config group) and share-an-idea: validation, guard, rate limits.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, expectError, startIdentity } from '../identity/support';

const callback = { phone: '+7 (999) 123-45-67', preferredTime: 'evening', language: 'ru' };

test('callback: a guest gets 401; a player gets 201 with the phone normalised; a banned player may ask too', async (t) => {
  const s = await startIdentity(t);
  assert.equal((await s.browser.post('office/support/callback', callback)).statusCode, 401);
  const token = await s.browser.signIn(DEMO.demo.email);
  const res = await s.browser.post('office/support/callback', callback, { token });
  assert.equal(res.statusCode, 201, res.body);
  const data = (res.json() as { data: { phone: string; preferredTime: string; language: string } }).data;
  assert.deepEqual([data.phone, data.preferredTime, data.language], ['+79991234567', 'evening', 'ru']);
  const stored = s.db().prepare<[number], { phone: string }>('SELECT phone FROM support_callbacks WHERE user_id = ?').all(DEMO.demo.id);
  assert.deepEqual(stored.map((r) => r.phone), ['+79991234567']);
  const banned = await s.newBrowser();
  const bannedToken = await banned.signIn(DEMO.banned.email);
  assert.equal((await banned.post('office/support/callback', callback, { token: bannedToken })).statusCode, 201);
});

test('callback: validation of the phone, time and language; an excluded language is refused by the server', async (t) => {
  const s = await startIdentity(t);
  const token = await s.browser.signIn(DEMO.demo.email);
  const bad = [
    { ...callback, phone: '12345' },
    { ...callback, phone: '+7999abc4567' },
    { ...callback, phone: '+1234567890123456' },
    { ...callback, preferredTime: 'midnight' },
    { ...callback, language: 'russian' },
    { phone: callback.phone, preferredTime: 'asap' },
  ];
  for (const body of bad) expectError(await s.browser.post('office/support/callback', body, { token }), 400, 'invalid_body');
  // The seeded support group excludes English.
  expectError(await s.browser.post('office/support/callback', { ...callback, language: 'en' }, { token }), 422, 'callback_language_excluded');
  const put = await s.app.inject({
    method: 'PUT',
    url: '/__test/groups/support',
    payload: { socialLinks: [], email: 'help@kickoff.test', isChatEnabled: true, callbackExcludedLanguages: ['ru'] },
  });
  assert.equal(put.statusCode, 200, put.body);
  expectError(await s.browser.post('office/support/callback', callback, { token }), 422, 'callback_language_excluded');
  assert.equal((await s.browser.post('office/support/callback', { ...callback, language: 'en' }, { token })).statusCode, 201);
});

test('callback: at most 3 requests an hour per player', async (t) => {
  const s = await startIdentity(t);
  const token = await s.browser.signIn(DEMO.demo.email);
  for (let i = 0; i < 3; i++) assert.equal((await s.browser.post('office/support/callback', callback, { token })).statusCode, 201);
  expectError(await s.browser.post('office/support/callback', callback, { token }), 429, 'too_many_requests');
  await s.advance(3_600_000 + 1000);
  // An idle hour ends the session on the server (inactivity logoff): sign in again.
  const fresh = await s.browser.signIn(DEMO.demo.email);
  assert.equal((await s.browser.post('office/support/callback', callback, { token: fresh })).statusCode, 201);
});

test('ideas: stored for the player, validated, limited', async (t) => {
  const s = await startIdentity(t);
  assert.equal((await s.browser.post('office/support/ideas', { topic: 'app', text: 'Dark theme' })).statusCode, 401);
  const token = await s.browser.signIn(DEMO.demo.email);
  expectError(await s.browser.post('office/support/ideas', { topic: 'app', text: '  ' }, { token }), 400, 'invalid_body');
  expectError(await s.browser.post('office/support/ideas', { topic: 'weather', text: 'Rain' }, { token }), 400, 'invalid_body');
  expectError(await s.browser.post('office/support/ideas', { topic: 'app', text: 'x'.repeat(2001) }, { token }), 400, 'invalid_body');
  const res = await s.browser.post('office/support/ideas', { topic: 'app', text: ' A dark theme ' }, { token });
  assert.equal(res.statusCode, 201, res.body);
  const rows = s.db().prepare<[number], { topic: string; body: string }>('SELECT topic, body FROM support_ideas WHERE user_id = ?').all(DEMO.demo.id);
  assert.deepEqual(rows, [{ topic: 'app', body: 'A dark theme' }]);
  for (let i = 0; i < 4; i++) assert.equal((await s.browser.post('office/support/ideas', { topic: 'other', text: `Idea ${i}` }, { token })).statusCode, 201);
  expectError(await s.browser.post('office/support/ideas', { topic: 'other', text: 'One more' }, { token }), 429, 'too_many_requests');
});
