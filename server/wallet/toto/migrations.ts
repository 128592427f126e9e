/**
 * Toto coupon tables (wallet migrations 420-429). Migration 420 stores toto coupons (money in integer
 * minor units, the picks as JSON in the draw's event order) and lets the ledger take the reasons
 * 'toto_stake' and 'toto_payout': SQLite cannot change a CHECK, so the ledger is copied into a new
 * table with the wider CHECK (rows, ids and keys unchanged; the append-only triggers re-created).
 */
import type { Migration } from '../../db/migrate';
import { LEDGER_TRIGGERS_SQL } from '../ledger-triggers';

export const totoMigrations: readonly Migration[] = [
  {
    version: 420,
    name: 'wallet: toto coupons, toto ledger reasons',
    sql: `
      CREATE TABLE ledger_420 (
        id              INTEGER PRIMARY KEY,
        account_id      INTEGER NOT NULL,
        amount_minor    INTEGER NOT NULL CHECK (typeof(amount_minor) = 'integer' AND amount_minor != 0),
        reason          TEXT NOT NULL CHECK (reason IN ('bet_stake', 'bet_payout', 'bet_refund', 'deposit', 'withdrawal', 'adjustment', 'seed', 'toto_stake', 'toto_payout')),
        reference       TEXT,
        idempotency_key TEXT UNIQUE,
        created_at      INTEGER NOT NULL
      );
      INSERT INTO ledger_420 (id, account_id, amount_minor, reason, reference, idempotency_key, created_at)
        SELECT id, account_id, amount_minor, reason, reference, idempotency_key, created_at FROM ledger ORDER BY id;
      DROP TABLE ledger;
      ALTER TABLE ledger_420 RENAME TO ledger;
      CREATE INDEX ledger_account ON ledger (account_id, id);
      ${LEDGER_TRIGGERS_SQL}

      CREATE TABLE toto_coupons (
        id               INTEGER PRIMARY KEY,
        user_id          INTEGER NOT NULL,
        account_id       INTEGER NOT NULL,
        currency         TEXT NOT NULL,
        minor_units      INTEGER NOT NULL,
        draw_id          INTEGER NOT NULL,
        draw_number      INTEGER NOT NULL,
        line_stake_minor INTEGER NOT NULL CHECK (typeof(line_stake_minor) = 'integer' AND line_stake_minor > 0),
        lines            INTEGER NOT NULL CHECK (lines >= 1),
        amount_minor     INTEGER NOT NULL CHECK (typeof(amount_minor) = 'integer' AND amount_minor = lines * line_stake_minor),
        picks            TEXT NOT NULL,
        status           TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
        hits             INTEGER,
        payout_minor     INTEGER CHECK (payout_minor IS NULL OR (typeof(payout_minor) = 'integer' AND payout_minor >= 0)),
        idempotency_key  TEXT NOT NULL,
        request_hash     TEXT NOT NULL,
        created_at       INTEGER NOT NULL,
        settled_at       INTEGER,
        UNIQUE (user_id, idempotency_key),
        CHECK ((status = 'open') = (settled_at IS NULL AND payout_minor IS NULL AND hits IS NULL))
      );
      CREATE INDEX toto_coupons_user ON toto_coupons (user_id, id);
      CREATE INDEX toto_coupons_draw ON toto_coupons (draw_id, status);
    `,
  },
];
