/**
 * Withdrawal review tables (migrations 640-649; issue 24, the console's Payments section). 640 adds the
 * withdrawal status `review` (the request held, waiting for a person's risk approval before it goes to
 * the provider; ./rules.ts says which requests need it) by rebuilding `payments` (SQLite cannot change
 * a CHECK in place; `payment_requests` points at it, so its foreign keys are checked at commit, after
 * the rows are back under the same table name), and
 * `withdrawal_reviews`: one row per withdrawal that needed the review, with the rules that flagged it,
 * the amount in roubles, and its state: `awaiting`, then `approved` or `rejected` (by a staff member,
 * the rejection with the reason the player sees) or `cancelled` (by the player while it waited).
 */
import type { Migration } from '../../db/migrate';

export const withdrawalReviewMigrations: readonly Migration[] = [
  {
    version: 640,
    name: 'payments: withdrawals in review and their reviews',
    sql: `
      PRAGMA defer_foreign_keys = ON;
      CREATE TABLE payments_before_640 AS SELECT * FROM payments;
      DROP TABLE payments;
      CREATE TABLE payments (
        id              INTEGER PRIMARY KEY,
        user_id         INTEGER NOT NULL,
        account_id      INTEGER NOT NULL,
        currency        TEXT NOT NULL,
        minor_units     INTEGER NOT NULL,
        direction       TEXT NOT NULL CHECK (direction IN ('deposit', 'withdrawal')),
        method          TEXT NOT NULL,
        amount_minor    INTEGER NOT NULL CHECK (typeof(amount_minor) = 'integer' AND amount_minor > 0),
        status          TEXT NOT NULL CHECK (status IN ('created', 'review', 'pending', 'success', 'failed', 'cancelled')),
        provider_ref    TEXT UNIQUE,
        detail          TEXT,
        idempotency_key TEXT NOT NULL,
        request_hash    TEXT NOT NULL,
        created_at      INTEGER NOT NULL,
        updated_at      INTEGER NOT NULL,
        ended_at        INTEGER,
        UNIQUE (user_id, idempotency_key),
        CHECK ((status IN ('success', 'failed', 'cancelled')) = (ended_at IS NOT NULL)),
        CHECK (direction = 'deposit' OR status != 'created'),
        CHECK (direction = 'withdrawal' OR status != 'review')
      );
      INSERT INTO payments SELECT id, user_id, account_id, currency, minor_units, direction, method, amount_minor, status,
        provider_ref, detail, idempotency_key, request_hash, created_at, updated_at, ended_at FROM payments_before_640 ORDER BY id;
      DROP TABLE payments_before_640;
      CREATE INDEX payments_user ON payments (user_id, created_at, id);
      CREATE TRIGGER payments_ended_are_final BEFORE UPDATE ON payments
        WHEN OLD.status IN ('success', 'failed', 'cancelled')
        BEGIN SELECT RAISE(ABORT, 'an ended payment never changes'); END;

      CREATE TABLE withdrawal_reviews (
        payment_id       INTEGER PRIMARY KEY REFERENCES payments (id),
        rules            TEXT NOT NULL,
        amount_rub_minor INTEGER NOT NULL,
        state            TEXT NOT NULL DEFAULT 'awaiting' CHECK (state IN ('awaiting', 'approved', 'rejected', 'cancelled')),
        reason           TEXT,
        staff_id         INTEGER,
        created_at       INTEGER NOT NULL,
        decided_at       INTEGER,
        CHECK ((state = 'awaiting') = (decided_at IS NULL)),
        CHECK ((state = 'rejected') = (reason IS NOT NULL)),
        CHECK ((state IN ('approved', 'rejected')) = (staff_id IS NOT NULL))
      );
      CREATE INDEX withdrawal_reviews_state ON withdrawal_reviews (state, payment_id);
    `,
  },
];
