/**
 * Wallet tables (migrations 400-499): the append-only ledger (triggers refuse UPDATE and DELETE),
 * coupons and their bets. Money in integer minor units. Migration 400 turns every existing balance
 * into one 'seed' ledger row (idempotency key `seed:<accountId>`), so Σ ledger = balance for every
 * account from the start, and records every existing account in `wallet_opening`; the wallet seed
 * credits a demo balance only to an account not recorded there (and records it).
 * The ledger keeps no foreign key to `accounts`: it outlives an emptied account the player removes.
 */
import type { Migration } from '../db/migrate';
import { couponCodeMigrations } from './codes/migrations';
import { LEDGER_TRIGGERS_SQL } from './ledger-triggers';
import { totoMigrations } from './toto/migrations';


export const walletMigrations: readonly Migration[] = [
  {
    version: 400,
    name: 'wallet: ledger, coupons, coupon bets',
    sql: `
      CREATE TABLE ledger (
        id              INTEGER PRIMARY KEY,
        account_id      INTEGER NOT NULL,
        amount_minor    INTEGER NOT NULL CHECK (typeof(amount_minor) = 'integer' AND amount_minor != 0),
        reason          TEXT NOT NULL CHECK (reason IN ('bet_stake', 'bet_payout', 'bet_refund', 'deposit', 'withdrawal', 'adjustment', 'seed')),
        reference       TEXT,
        idempotency_key TEXT UNIQUE,
        created_at      INTEGER NOT NULL
      );
      CREATE INDEX ledger_account ON ledger (account_id, id);
      ${LEDGER_TRIGGERS_SQL}
      INSERT INTO ledger (account_id, amount_minor, reason, reference, idempotency_key, created_at)
        SELECT id, money, 'seed', 'migration 400', 'seed:' || id, CAST(strftime('%s', 'now') AS INTEGER) * 1000
          FROM accounts WHERE money != 0;
      -- Accounts whose opening balance is settled (by this migration or by the wallet seed): the seed
      -- never credits them again, even when they were empty here (a demo player who spent it all).
      CREATE TABLE wallet_opening (account_id INTEGER PRIMARY KEY);
      INSERT INTO wallet_opening (account_id) SELECT id FROM accounts;

      CREATE TABLE coupons (
        id                 INTEGER PRIMARY KEY,
        user_id            INTEGER NOT NULL,
        account_id         INTEGER NOT NULL,
        currency           TEXT NOT NULL,
        minor_units        INTEGER NOT NULL,
        type_id            INTEGER NOT NULL CHECK (type_id BETWEEN 0 AND 9),
        system_value       INTEGER,
        amount_minor       INTEGER NOT NULL CHECK (typeof(amount_minor) = 'integer' AND amount_minor > 0),
        coef               REAL NOT NULL,
        possible_win_minor INTEGER NOT NULL CHECK (typeof(possible_win_minor) = 'integer' AND possible_win_minor >= 0),
        status             TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
        idempotency_key    TEXT NOT NULL,
        request_hash       TEXT NOT NULL,
        created_at         INTEGER NOT NULL,
        settled_at         INTEGER,
        payout_minor       INTEGER CHECK (payout_minor IS NULL OR (typeof(payout_minor) = 'integer' AND payout_minor >= 0)),
        UNIQUE (user_id, idempotency_key),
        CHECK ((status = 'open') = (settled_at IS NULL AND payout_minor IS NULL))
      );
      CREATE INDEX coupons_user ON coupons (user_id, id);
      CREATE INDEX coupons_open ON coupons (id) WHERE status = 'open';

      CREATE TABLE coupon_bets (
        coupon_id      INTEGER NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
        position       INTEGER NOT NULL,
        odd_id         INTEGER NOT NULL,
        game_id        INTEGER NOT NULL,
        market_id      INTEGER NOT NULL,
        market_type_id INTEGER NOT NULL,
        param          REAL,
        odd_type_id    INTEGER NOT NULL,
        coef           REAL NOT NULL CHECK (coef >= 1.001),
        is_banker      INTEGER NOT NULL DEFAULT 0,
        block_id       INTEGER NOT NULL DEFAULT 0,
        status_id      INTEGER NOT NULL DEFAULT -2 CHECK (status_id BETWEEN -2 AND 6),
        settled_at     INTEGER,
        PRIMARY KEY (coupon_id, position)
      );
      CREATE INDEX coupon_bets_open ON coupon_bets (game_id) WHERE status_id = -2;
    `,
  },
  ...totoMigrations,
  ...couponCodeMigrations,
  {
    version: 440,
    name: 'wallet: the express bonus a coupon was priced with',
    // 0: none. A coupon whose every bet wins pays its stored possible win, which includes the bonus.
    sql: `ALTER TABLE coupons ADD COLUMN bonus_percent INTEGER NOT NULL DEFAULT 0 CHECK (bonus_percent BETWEEN 0 AND 100);`,
  },
];
