/**
 * Issue 9 item 8: pay-and-play credited `deposit_amount` to the new account (1000000000 gave a
 * billion, 1e309 stored Infinity). Registration now credits nothing, amounts are bounded finite numbers
 * with at most two decimals, and money is stored in integer minor units under a CHECK.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { AccountsResponseSchema } from '../../../platform/src/schemas/auth';
import { join } from 'node:path';
import { identityMigrations } from '../../../server/identity/migrations';
import { siteMigrations } from '../../../server/site/migrations';
import { runMigrations } from '../../../server/db/migrate';
import { makeFixtureDir } from '../support/helpers';
import { expectError, startIdentity } from '../identity/support';

const BODY = { type: 'pay-and-play', phone_code: '+7', phone_number: '9005551234', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: '' };

test('1e309 (Infinity once parsed) and 1000000000 are refused; nothing is credited', async (t) => {
  const server = await startIdentity(t);
  const raw = JSON.stringify({ ...BODY, deposit_amount: 0 }).replace('"deposit_amount":0', '"deposit_amount":1e309');
  const infinite = await server.browser.post('auth/register', raw, { headers: { 'content-type': 'application/json' } });
  assert.equal(expectError(infinite, 400, 'invalid_field').source?.pointer, '/deposit_amount');
  for (const amount of [1_000_000_000, -5, 0, 10.001, Number.MAX_VALUE]) {
    const res = await server.browser.post('auth/register', { ...BODY, deposit_amount: amount });
    assert.equal(expectError(res, 400, 'invalid_field').source?.pointer, '/deposit_amount', String(amount));
  }
  const ok = await server.browser.post('auth/register', { ...BODY, deposit_amount: 1500.5 });
  assert.equal(ok.statusCode, 200, ok.body);
  const { paymentId, redirectUrl, ...deposit } = (ok.json() as { deposit: { paymentId: number; redirectUrl: string } }).deposit;
  assert.deepEqual(deposit, { amount: 1500.5, currencyId: 1, iso: 'RUB' });
  assert.ok(paymentId > 0 && redirectUrl.startsWith('/demo-pay/checkout/'), 'a deposit started with the provider, not credited');
  const token = await server.browser.token();
  const accounts = v.parse(AccountsResponseSchema, (await server.browser.get('user/accounts', { token })).json()).data.accounts;
  assert.deepEqual(accounts.map((a) => a.money), [0]);
});

test('money is integer minor units under a CHECK: Infinity, fractions, negatives and huge values cannot be stored', async (t) => {
  const server = await startIdentity(t);
  const db = new Database(server.dbFile);
  t.after(() => db.close());
  const insert = db.prepare('INSERT INTO accounts (user_id, type, currency_id, money, created_at, visible_at) VALUES (10000001, 9, 3, ?, 0, 0)');
  for (const money of [Infinity, 1.5, -1, 1e15]) assert.throws(() => insert.run(money), /CHECK constraint failed/, String(money));
  insert.run(123456);
  const token = await server.browser.signIn('demo@kickoff.test');
  const state = v.parse(AccountsResponseSchema, (await server.browser.get('user/accounts', { token })).json()).data;
  assert.deepEqual(state.accounts.map((a) => [a.iso, a.money]), [['RUB', 25000], ['USD', 150], ['RUB', 1000], ['EUR', 1234.56]], 'the wire keeps major units');
  assert.deepEqual(state.bonuses, [{ idBonus: 1, money: 1000 }]);
});

test('migration 101 moves stored money to minor units and zeroes values that were never money', async (t) => {
  const fixture = await makeFixtureDir(t);
  const db = new Database(join(fixture.dir, 'old.db'));
  runMigrations(db, [...siteMigrations, ...identityMigrations.filter((m) => m.version === 100)]);
  db.exec(`INSERT INTO currencies (id, iso, symbol, name) VALUES (1, 'RUB', 'R', 'Ruble');
           INSERT INTO users (id, registration_type, created_at) VALUES (10000001, 'full', 0);`);
  const insert = db.prepare('INSERT INTO accounts (user_id, type, currency_id, money, created_at, visible_at) VALUES (10000001, 0, 1, ?, 0, 0)');
  for (const money of [25000.5, Infinity, 1e300, -3, 0.1]) insert.run(money);
  db.prepare('INSERT INTO bonuses (user_id, money) VALUES (10000001, ?)').run(1000);
  runMigrations(db, [...siteMigrations, ...identityMigrations]);
  const rows = db.prepare('SELECT money, typeof(money) AS kind FROM accounts ORDER BY id').all() as Array<{ money: number; kind: string }>;
  assert.deepEqual(rows.map((r) => r.money), [2_500_050, 0, 0, 0, 10]);
  assert.ok(rows.every((r) => r.kind === 'integer'));
  assert.deepEqual(db.prepare('SELECT money FROM bonuses').all(), [{ money: 100000 }]);
  // The account numbering survives the table rebuild.
  const next = db.prepare('INSERT INTO accounts (user_id, type, currency_id, money, created_at, visible_at) VALUES (10000001, 9, 1, 0, 0, 0)').run();
  assert.equal(Number(next.lastInsertRowid), 6);
  db.close();
});
