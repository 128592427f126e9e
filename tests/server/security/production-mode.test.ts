/**
 * A production start is not the demo (issue 23, item 5): no demo players, balances, bonuses or promo
 * codes in its database, no demo payment provider (deposits answer 503 deposits_unavailable and the
 * methods say so), while registration works. A real player who gets account 10000001 is never given
 * the demo player's bonuses on a restart.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { buildApp } from '../../../server/app';
import { DEMO, expectError, startIdentity } from '../identity/support';

function counts(file: string, tables: readonly string[]): Record<string, number> {
  const db = new Database(file, { readonly: true });
  try {
    return Object.fromEntries(tables.map((table) => [table, (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n]));
  } finally {
    db.close();
  }
}

const DEMO_TABLES = ['users', 'accounts', 'ledger', 'promo_codes', 'wager_bonuses', 'bonus_rewards'] as const;

test('a production database holds no demo player, balance, bonus or promo code; the demo login is refused', async (t) => {
  const server = await startIdentity(t, { production: true, testApi: true });
  expectError(await server.browser.login(DEMO.demo.email), 400, 'wrong_credentials');
  await server.app.close();
  assert.deepEqual(counts(server.dbFile, DEMO_TABLES), { users: 0, accounts: 0, ledger: 0, promo_codes: 0, wager_bonuses: 0, bonus_rewards: 0 });
});

test('production: a new player registers, and deposits are switched off without a payment provider', async (t) => {
  const server = await startIdentity(t, { production: true });
  const reg = await server.browser.post('auth/register', { type: 'one_click', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: '' });
  assert.equal(reg.statusCode, 200, reg.body);
  const created = reg.json() as { user_id: number; password: string };
  const token = await server.browser.signIn(String(created.user_id), created.password);
  const methods = await server.browser.get('office/deposits/methods', { token });
  assert.equal(methods.statusCode, 200, methods.body);
  assert.deepEqual(methods.json().data, { methods: [], available: false });
  const accountId = (await server.browser.get('user/accounts', { token })).json().data.activeAccount as number;
  const start = await server.browser.post('office/deposits', { method: 'card', amount: 1000, accountId }, { token, headers: { 'idempotency-key': 'prod-deposit-0001' } });
  expectError(start, 503, 'deposits_unavailable');
  const demoPage = await server.app.inject({ method: 'GET', url: '/demo-pay/checkout/dp_0123456789abcdef' });
  assert.doesNotMatch(demoPage.body, /Demo Pay/, 'the demo provider’s pages do not exist (the site’s own page answers)');
});

test('a real player with account 10000001 gets none of the demo player’s bonuses when production restarts', async (t) => {
  const server = await startIdentity(t, { production: true });
  const reg = await server.browser.post('auth/register', { type: 'one_click', country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, age_confirmed: true, componentsData: '' });
  assert.equal((reg.json() as { user_id: number }).user_id, 10000001);
  await server.app.close();
  const again = await buildApp({ dbFile: server.dbFile, distDir: server.distDir, production: true });
  await again.close();
  const db = new Database(server.dbFile, { readonly: true });
  try {
    for (const table of ['bonus_levels', 'wager_bonuses', 'bonus_rewards', 'referral_codes']) {
      const rows = db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number };
      assert.equal(rows.n, 0, table);
    }
    const ledger = db.prepare('SELECT count(*) AS n FROM ledger').get() as { n: number };
    assert.equal(ledger.n, 0);
  } finally {
    db.close();
  }
});
