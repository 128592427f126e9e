/** Migration 420 on a database with ledger rows: every row kept as it was, the ledger still append-only, the toto reasons accepted. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seedServices, serviceMigrations } from '../../../server/app';
import { runMigrations } from '../../../server/db/migrate';
import { ledgerBalances } from '../../../server/wallet/store/index';
import { services, tempDb } from './books';

test('migration 420 keeps every ledger row (ids, keys) and the triggers; the toto reasons are accepted, others refused', (t) => {
  const { db } = tempDb(t);
  const all = services();
  const migrations = serviceMigrations(all);
  // Every migration but 420 (the wallet's stores, which the seed uses, need the later columns), then the seed's ledger rows.
  runMigrations(db, migrations.filter((m) => m.version !== 420));
  seedServices(db, all, { dataSeed: 2026 });
  db.prepare("INSERT INTO ledger (account_id, amount_minor, reason, reference, idempotency_key, created_at) VALUES (20000001, -500, 'bet_stake', 'coupon:1', 'stake:1', 5)").run();
  db.prepare('UPDATE accounts SET money = money - 500 WHERE id = 20000001').run();
  assert.throws(() => db.prepare("INSERT INTO ledger (account_id, amount_minor, reason, created_at) VALUES (20000001, 1, 'toto_stake', 0)").run(), /CHECK/, 'not before 420');
  const before = db.prepare('SELECT * FROM ledger ORDER BY id').all();
  assert.ok(before.length > 5);

  const result = runMigrations(db, migrations);
  assert.ok(result.applied.includes(420));
  assert.deepEqual(db.prepare('SELECT * FROM ledger ORDER BY id').all(), before);
  assert.deepEqual(ledgerBalances(db), []);
  assert.throws(() => db.prepare('UPDATE ledger SET amount_minor = 1').run(), /append-only/);
  assert.throws(() => db.prepare('DELETE FROM ledger').run(), /append-only/);
  db.prepare("INSERT INTO ledger (account_id, amount_minor, reason, idempotency_key, created_at) VALUES (20000001, -1, 'toto_stake', 'toto_stake:1', 0), (20000001, 1, 'toto_payout', 'toto_payout:1', 0)").run();
  assert.throws(() => db.prepare("INSERT INTO ledger (account_id, amount_minor, reason, created_at) VALUES (20000001, 1, 'gift', 0)").run(), /CHECK/);
  assert.throws(() => db.prepare("INSERT INTO ledger (account_id, amount_minor, reason, idempotency_key, created_at) VALUES (20000001, 1, 'toto_payout', 'stake:1', 0)").run(), /UNIQUE/);
});
