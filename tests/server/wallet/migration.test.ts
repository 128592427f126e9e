/** Migration 400 on an existing database: the balances that were there become 'seed' ledger rows, exactly once. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { prepareDatabase, seedServices, serviceMigrations } from '../../../server/app';
import { runMigrations } from '../../../server/db/migrate';
import { demoUsers } from '../../../server/identity/demo-users';
import { ledgerBalances } from '../../../server/wallet/store/index';
import { services, tempDb } from './books';

test('an existing database: seeded balances become ledger rows exactly once; a fresh one gets the demo balances', (t) => {
  const { db } = tempDb(t);
  const all = services();
  const before = all.filter((s) => s.name !== 'wallet');
  runMigrations(db, serviceMigrations(before));
  seedServices(db, before, { dataSeed: 2026 });
  // The accounts an older server's identity seed opened (before the wallet owned them)…
  const open = db.prepare('INSERT INTO accounts (id, user_id, type, currency_id, money, created_at, visible_at) VALUES (?, ?, ?, ?, 0, ?, ?)');
  for (const demo of demoUsers) for (const a of demo.accounts) open.run(a.id, demo.user.id, a.type, a.currencyId, demo.user.created_at, demo.user.created_at);
  // …the balances it left (written directly), and one a player won.
  db.prepare('UPDATE accounts SET money = 2500000 WHERE id = 20000001').run();
  db.prepare('UPDATE accounts SET money = 15000 WHERE id = 20000002').run();
  db.prepare('UPDATE accounts SET money = 777 WHERE id = 20000005').run();

  prepareDatabase(db, all, { dataSeed: 2026 });
  prepareDatabase(db, all, { dataSeed: 2026 });
  const seeds = db.prepare<[], { account_id: number; amount_minor: number; idempotency_key: string }>(
    "SELECT account_id, amount_minor, idempotency_key FROM ledger WHERE reason = 'seed' ORDER BY account_id",
  ).all();
  const byAccount = new Map(seeds.map((r) => [r.account_id, r.amount_minor]));
  assert.equal(byAccount.get(20000001), 2500000);
  assert.equal(byAccount.get(20000002), 15000);
  assert.equal(byAccount.get(20000005), 777, 'the existing balance, not the demo list value');
  assert.equal(new Set(seeds.map((r) => r.idempotency_key)).size, seeds.length, 'one seed row per account');
  // A demo account that was empty in the old database (20000003, spent) is not credited again by the seed.
  assert.equal(byAccount.get(20000003), undefined);
  assert.equal(db.prepare<[], { money: number }>('SELECT money FROM accounts WHERE id = 20000003').get()?.money, 0);
  assert.deepEqual(ledgerBalances(db), []);
});

test('a fresh database: every demo balance is one seed row, Σ ledger = balance', (t) => {
  const { db } = tempDb(t);
  prepareDatabase(db, services(), { dataSeed: 2026 });
  const money = db.prepare<[], { n: number }>('SELECT sum(money) AS n FROM accounts').get()?.n;
  const ledger = db.prepare<[], { n: number; c: number }>("SELECT sum(amount_minor) AS n, count(*) AS c FROM ledger WHERE reason = 'seed'").get();
  assert.equal(ledger?.n, money);
  assert.equal(ledger?.c, 6);
  assert.deepEqual(ledgerBalances(db), []);
});
