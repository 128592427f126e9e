/**
 * Which withdrawals wait for review (server/payments/review/rules.ts), and migration 640 adding the
 * `review` status to a database that already holds payments and payment requests pointing at them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { serviceMigrations } from '../../../server/app';
import { runMigrations } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open';
import { createServices } from '../../../server/services';
import { REVIEW_THRESHOLD_RUB_MINOR, reviewRules, type WithdrawalFacts } from '../../../server/payments/review/rules';

const rub = (minor: number): WithdrawalFacts['amount'] => ({ minor, iso: 'RUB', minorUnits: 2 });
const facts = (amount: WithdrawalFacts['amount'], lastDepositMinor: number | null = null, stakedSinceDepositMinor = 0): WithdrawalFacts => ({ amount, lastDepositMinor, stakedSinceDepositMinor });

test('the amount rule: from 20 000 RUB on, other currencies converted at the limits\' rates', () => {
  assert.equal(REVIEW_THRESHOLD_RUB_MINOR, 20_000_00);
  assert.deepEqual(reviewRules(facts(rub(19_999_99))), []);
  assert.deepEqual(reviewRules(facts(rub(20_000_00))), ['amount']);
  // 1 USD = 90 RUB: 222.22 USD is 19 999.80 RUB, 222.23 USD is 20 000.70 RUB.
  assert.deepEqual(reviewRules(facts({ minor: 222_22, iso: 'USD', minorUnits: 2 })), []);
  assert.deepEqual(reviewRules(facts({ minor: 222_23, iso: 'USD', minorUnits: 2 })), ['amount']);
  // 1 EUR = 100 RUB.
  assert.deepEqual(reviewRules(facts({ minor: 200_00, iso: 'EUR', minorUnits: 2 })), ['amount']);
  assert.throws(() => reviewRules(facts({ minor: 100, iso: 'XXX', minorUnits: 2 })), /no limits exchange rate/);
});

test('the unplayed-deposit rule: the latest deposit not staked through once flags any amount', () => {
  assert.deepEqual(reviewRules(facts(rub(500_00), null)), [], 'no deposit: nothing to play through');
  assert.deepEqual(reviewRules(facts(rub(500_00), 1_000_00, 0)), ['unplayed_deposit']);
  assert.deepEqual(reviewRules(facts(rub(500_00), 1_000_00, 999_99)), ['unplayed_deposit']);
  assert.deepEqual(reviewRules(facts(rub(500_00), 1_000_00, 1_000_00)), []);
  assert.deepEqual(reviewRules(facts(rub(25_000_00), 1_000_00, 0)), ['amount', 'unplayed_deposit']);
});

test('migration 640 keeps the payments and the payment requests that point at them; `review` is a withdrawal status only', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-640-'));
  const db = openDatabase(join(dir, 'db.sqlite'));
  try {
    const all = serviceMigrations(createServices({ web: { distDir: 'dist' } }));
    runMigrations(db, all.filter((m) => m.version !== 640));
    db.exec(`INSERT INTO payments (id, user_id, account_id, currency, minor_units, direction, method, amount_minor, status, idempotency_key, request_hash, created_at, updated_at, ended_at)
             VALUES (7, 1, 2, 'RUB', 2, 'withdrawal', 'card', 500, 'success', 'k7', 'h', 1, 1, 2), (8, 1, 2, 'RUB', 2, 'withdrawal', 'card', 600, 'pending', 'k8', 'h', 1, 1, NULL);
             INSERT INTO payment_requests (user_id, topic_id, payment_id, text, idempotency_key, request_hash, created_at) VALUES (1, 2, 7, 'Where is it?', 'r1', 'h', 3);`);
    assert.deepEqual(runMigrations(db, all).applied, [640]);
    assert.deepEqual(db.prepare('SELECT id, status FROM payments ORDER BY id').all(), [{ id: 7, status: 'success' }, { id: 8, status: 'pending' }]);
    assert.deepEqual(db.prepare('PRAGMA foreign_key_check').all(), []);
    assert.throws(() => db.prepare("UPDATE payments SET status = 'review' WHERE id = 7").run(), /an ended payment never changes/);
    db.prepare("UPDATE payments SET status = 'review' WHERE id = 8").run();
    assert.throws(
      () => db.prepare(`INSERT INTO payments (user_id, account_id, currency, minor_units, direction, method, amount_minor, status, idempotency_key, request_hash, created_at, updated_at)
                        VALUES (1, 2, 'RUB', 2, 'deposit', 'card', 500, 'review', 'k9', 'h', 1, 1)`).run(),
      /CHECK constraint failed/,
    );
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
