/**
 * Payments tables (migrations 600-659). Migration 600: `payments`, one row per deposit or withdrawal,
 * money in integer minor units. A deposit is `created` when the player leaves for the provider's page,
 * may become `pending`, and ends `success` (credited once to the ledger, reason 'deposit', key
 * `payment:<id>:credit`), `failed` or `cancelled`. A withdrawal is `pending` from the request (its
 * amount held by a 'withdrawal' ledger row in the same transaction) and ends `success` (paid out),
 * `failed` (rejected by the provider) or `cancelled` (by the player); both give the hold back with a
 * 'withdrawal_release' row. An ended payment never changes again (the trigger refuses it).
 * Migration 640 (./review/migrations.ts) adds `review`: a withdrawal held until a person approves it.
 */
import type { Migration } from '../db/migrate';
import { paymentRequestMigrations } from './requests/migrations';
import { withdrawalReviewMigrations } from './review/migrations';

export const paymentsMigrations: readonly Migration[] = [
  {
    version: 600,
    name: 'payments: deposits and withdrawals',
    sql: `
      CREATE TABLE payments (
        id              INTEGER PRIMARY KEY,
        user_id         INTEGER NOT NULL,
        account_id      INTEGER NOT NULL,
        currency        TEXT NOT NULL,
        minor_units     INTEGER NOT NULL,
        direction       TEXT NOT NULL CHECK (direction IN ('deposit', 'withdrawal')),
        method          TEXT NOT NULL,
        amount_minor    INTEGER NOT NULL CHECK (typeof(amount_minor) = 'integer' AND amount_minor > 0),
        status          TEXT NOT NULL CHECK (status IN ('created', 'pending', 'success', 'failed', 'cancelled')),
        provider_ref    TEXT UNIQUE,
        detail          TEXT,
        idempotency_key TEXT NOT NULL,
        request_hash    TEXT NOT NULL,
        created_at      INTEGER NOT NULL,
        updated_at      INTEGER NOT NULL,
        ended_at        INTEGER,
        UNIQUE (user_id, idempotency_key),
        CHECK ((status IN ('success', 'failed', 'cancelled')) = (ended_at IS NOT NULL)),
        CHECK (direction = 'deposit' OR status != 'created')
      );
      CREATE INDEX payments_user ON payments (user_id, created_at, id);
      CREATE TRIGGER payments_ended_are_final BEFORE UPDATE ON payments
        WHEN OLD.status IN ('success', 'failed', 'cancelled')
        BEGIN SELECT RAISE(ABORT, 'an ended payment never changes'); END;
    `,
  },
  ...paymentRequestMigrations,
  ...withdrawalReviewMigrations,
];
