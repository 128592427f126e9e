/**
 * The migrations that rebuild the ledger with a wider reason CHECK (420: toto, 460: payments, bonuses,
 * casino) on a database with ledger rows: every row kept as it was, the ledger still append-only, the
 * new reasons accepted and unknown ones refused.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seedServices, serviceMigrations } from '../../../server/app';
import { runMigrations } from '../../../server/db/migrate';
import { ledgerBalances } from '../../../server/wallet/store/index';
import { services, tempDb } from './books';

const REBUILDS = [
  { version: 420, newReason: 'toto_stake', skip: [420, 460] },
  { version: 460, newReason: 'withdrawal_release', skip: [460] },
] as const;

for (const { version, newReason, skip } of REBUILDS) {
  test(`migration ${version} keeps every ledger row (ids, keys) and the triggers; '${newReason}' is accepted, unknown reasons refused`, (t) => {
    const { db } = tempDb(t);
    const all = services();
    const migrations = serviceMigrations(all);
    // Every migration but the rebuilds from this one on (the wallet's stores, which the seed uses, need the later columns), then the seed's ledger rows.
    runMigrations(db, migrations.filter((m) => !(skip as readonly number[]).includes(m.version)));
    seedServices(db, all, { dataSeed: 2026 });
    db.prepare("INSERT INTO ledger (account_id, amount_minor, reason, reference, idempotency_key, created_at) VALUES (20000001, -500, 'bet_stake', 'coupon:1', 'stake:1', 5)").run();
    db.prepare('UPDATE accounts SET money = money - 500 WHERE id = 20000001').run();
    assert.throws(() => db.prepare(`INSERT INTO ledger (account_id, amount_minor, reason, created_at) VALUES (20000001, 1, '${newReason}', 0)`).run(), /CHECK/, `not before ${version}`);
    const before = db.prepare('SELECT * FROM ledger ORDER BY id').all();
    assert.ok(before.length > 5);

    const result = runMigrations(db, migrations);
    assert.ok(result.applied.includes(version));
    assert.deepEqual(db.prepare('SELECT * FROM ledger ORDER BY id').all(), before);
    assert.deepEqual(ledgerBalances(db), []);
    assert.throws(() => db.prepare('UPDATE ledger SET amount_minor = 1').run(), /append-only/);
    assert.throws(() => db.prepare('DELETE FROM ledger').run(), /append-only/);
    db.prepare(`INSERT INTO ledger (account_id, amount_minor, reason, idempotency_key, created_at) VALUES (20000001, -1, '${newReason}', 'new:1', 0), (20000001, 1, 'toto_payout', 'toto_payout:1', 0)`).run();
    assert.throws(() => db.prepare("INSERT INTO ledger (account_id, amount_minor, reason, created_at) VALUES (20000001, 1, 'gift', 0)").run(), /CHECK/);
    assert.throws(() => db.prepare("INSERT INTO ledger (account_id, amount_minor, reason, idempotency_key, created_at) VALUES (20000001, 1, 'toto_payout', 'stake:1', 0)").run(), /UNIQUE/);
  });
}
