import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { buildApp } from '../../../server/app';
import { DEMO, DEMO_PASSWORD, expectError, startIdentity } from './support';

interface UserSummary {
  id: number;
  email: string;
  phone: string | null;
  name: string | null;
  ban_level: number;
  ban_version: number;
  two_factor: number;
  terms_version: number;
  internal_verification_status: number;
  group_code: string | null;
  verification_status: number;
  user_status_id: number;
  is_need_identification: number;
  protection_level: number | null;
  activation_type: number;
}

test('the demo accounts are seeded exactly as documented', async (t) => {
  const server = await startIdentity(t);
  const users = server
    .db()
    .prepare(
      `SELECT id, email, phone_code || ' ' || phone_number AS phone, name || ' ' || surname AS name, ban_level, ban_version,
              enable_two_factor_auth AS two_factor, terms_version, internal_verification_status,
              verification_status_group_code AS group_code, verification_status, user_status_id, is_need_identification,
              protection_level, activation_type
       FROM users ORDER BY id`,
    )
    .all() as UserSummary[];
  assert.deepEqual(users.map((u) => [u.id, u.email]), Object.values(DEMO).map((d) => [d.id, d.email]));
  const [demo, banned, twostep, terms, unverified] = users;
  assert.ok(demo && banned && twostep && terms && unverified);
  assert.deepEqual(
    [demo.phone, demo.name, demo.internal_verification_status, demo.group_code, demo.protection_level, demo.activation_type, demo.ban_level],
    ['+7 9001234567', 'Demo Player', 1, 'verified', 60, 2, 0],
  );
  assert.deepEqual([banned.ban_level, banned.ban_version], [53, 1]);
  assert.equal(twostep.two_factor, 1);
  assert.equal(users.filter((u) => u.two_factor === 1).length, 1);
  assert.equal(terms.terms_version, 0);
  assert.ok(users.filter((u) => u !== terms).every((u) => u.terms_version === 1));
  assert.deepEqual(
    [unverified.verification_status, unverified.user_status_id, unverified.is_need_identification, unverified.protection_level],
    [1, 0, 1, 20],
  );
  const mains = server.db().prepare('SELECT user_id, c.iso FROM accounts a JOIN currencies c ON c.id = a.currency_id WHERE type = 0 ORDER BY user_id').all();
  assert.deepEqual(
    mains,
    users.map((u) => ({ user_id: u.id, iso: u.id === DEMO.convert.id ? 'HRK' : 'RUB' })),
    'every demo user has a RUB main account but the convert player (HRK, a retired currency)',
  );

  // Every demo account logs in with the documented password (two-step for twostep@).
  for (const { email } of Object.values(DEMO)) {
    const browser = await server.newBrowser();
    const res = await browser.login(email, DEMO_PASSWORD);
    assert.equal(res.statusCode, 200, `${email}: ${res.body}`);
    assert.equal((res.json() as { status: string }).status, email === DEMO.twostep.email ? 'two_step_required' : 'ok');
  }
});

test('passwords are stored as scrypt hashes with per-user salts; the plaintext is nowhere in the database', async (t) => {
  const server = await startIdentity(t);
  // Also register a player with a known password.
  const res = await server.browser.post('auth/register', {
    type: 'full', email: 'hash@kickoff.test', password: 'Plain-Text-Secret-9', name: 'H', surname: 'S', date_birthday: '1990-01-01',
    country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, componentsData: '',
  });
  assert.equal(res.statusCode, 200, res.body);
  const rows = server.db().prepare('SELECT user_id, algorithm, salt, hash FROM credentials ORDER BY user_id').all() as Array<{
    user_id: number; algorithm: string; salt: string; hash: string;
  }>;
  assert.equal(rows.length, 7);
  assert.ok(rows.every((r) => r.algorithm === 'scrypt:16384:8:1:64'));
  assert.ok(rows.every((r) => Buffer.from(r.hash, 'base64').length === 64 && Buffer.from(r.salt, 'base64').length === 16));
  assert.equal(new Set(rows.map((r) => r.salt)).size, rows.length, 'a random salt per user');
  assert.equal(new Set(rows.map((r) => r.hash)).size, rows.length, 'same password, different hashes');

  server.db().close();
  await server.app.close();
  const folder = dirname(server.dbFile);
  // The database and its journal files (the `documents` folder beside them holds uploads, none here).
  for (const file of readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name)) {
    const bytes = readFileSync(join(folder, file));
    for (const secret of [DEMO_PASSWORD, 'Plain-Text-Secret-9']) {
      assert.equal(bytes.includes(Buffer.from(secret)), false, `${secret} found in ${file}`);
    }
  }
});

test('seeding is idempotent across restarts and keeps registered players', async (t) => {
  const server = await startIdentity(t);
  const res = await server.browser.post('auth/register', { type: 'one_click', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: '' });
  assert.equal(res.statusCode, 200);
  const count = (file: string): Record<string, number> => {
    const db = new Database(file, { readonly: true });
    try {
      const result: Record<string, number> = {};
      for (const table of ['users', 'credentials', 'accounts', 'bonuses', 'currencies', 'countries', 'phone_masks', 'terms', 'identity_secrets']) {
        result[table] = (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      }
      return result;
    } finally {
      db.close();
    }
  };
  await server.app.close();
  const before = count(server.dbFile);
  assert.equal(before.users, 7);
  const again = await buildApp({ dbFile: server.dbFile, distDir: server.distDir, production: false });
  await again.close();
  assert.deepEqual(count(server.dbFile), before);
});

test('POST /__test/reset deletes registered players and sessions and reseeds the demo accounts', async (t) => {
  const server = await startIdentity(t);
  const reg = await server.browser.post('auth/register', { type: 'one_click', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: '' });
  const created = reg.json() as { user_id: number; password: string };
  const demoBrowser = await server.newBrowser();
  const demoToken = await demoBrowser.signIn(DEMO.demo.email);
  await demoBrowser.post('office/currency/add', { currency_id: 3 }, { token: demoToken });
  await server.app.inject({ method: 'POST', url: '/__test/identity/terms' });

  const reset = await server.app.inject({ method: 'POST', url: '/__test/reset' });
  assert.equal(reset.statusCode, 200);

  expectError(await demoBrowser.get('user/config', { token: demoToken }), 401, 'unauthorized');
  const fresh = await server.newBrowser();
  expectError(await fresh.login(String(created.user_id), created.password), 400, 'wrong_credentials');
  const token = await fresh.signIn(DEMO.demo.email);
  const accounts = (await fresh.get('user/accounts', { token })).json() as { data: { accounts: Array<{ id: number }> } };
  assert.deepEqual(accounts.data.accounts.map((a) => a.id), [20000001, 20000002, 20000003]);
  assert.deepEqual((await fresh.get('api-v3/v2/user/agreement-rules/status', { token })).json(), { result: false, updatedAt: '2026-01-01T00:00:00.000Z' });
  // The next registration takes the first free account ID again (after the highest demo ID).
  const next = await fresh.post('auth/register', { type: 'one_click', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: '' });
  assert.equal((next.json() as { user_id: number }).user_id, 10000071);
  // Reset also forgets fingerprints: the old one answers 120.
  expectError(await demoBrowser.login(DEMO.demo.email), 400, '120');
});
