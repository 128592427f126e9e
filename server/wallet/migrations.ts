/**
 * Wallet tables (migrations 400-499): the append-only ledger (triggers refuse UPDATE and DELETE),
 * coupons and their bets. Money in integer minor units. Migration 400 turns every existing balance
 * into one 'seed' ledger row (idempotency key `seed:<accountId>`), so Σ ledger = balance for every
 * account from the start, and records every existing account in `wallet_opening`; the wallet seed
 * credits a demo balance only to an account not recorded there (and records it).
 * The ledger keeps no foreign key to `accounts`: it outlives an emptied account the player removes.
 * Migration 410 records what each bet is on (game permanent id, teams, start, live flag, sport,
 * championship, market and outcome names in Russian and English), written at placing from the feed;
 * bets placed before it are filled from the feed tables where their game (or its result) is still kept.
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
  {
    version: 410,
    name: 'wallet: what each bet is on',
    sql: `
      ALTER TABLE coupon_bets ADD COLUMN permanent_id INTEGER;
      ALTER TABLE coupon_bets ADD COLUMN team1 TEXT NOT NULL DEFAULT '';
      ALTER TABLE coupon_bets ADD COLUMN team2 TEXT NOT NULL DEFAULT '';
      ALTER TABLE coupon_bets ADD COLUMN start_at INTEGER;
      ALTER TABLE coupon_bets ADD COLUMN is_live INTEGER NOT NULL DEFAULT 0 CHECK (is_live IN (0, 1));
      ALTER TABLE coupon_bets ADD COLUMN sport_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE coupon_bets ADD COLUMN sport_name_en TEXT NOT NULL DEFAULT '';
      ALTER TABLE coupon_bets ADD COLUMN champ_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE coupon_bets ADD COLUMN champ_name_en TEXT NOT NULL DEFAULT '';
      ALTER TABLE coupon_bets ADD COLUMN market_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE coupon_bets ADD COLUMN market_name_en TEXT NOT NULL DEFAULT '';
      ALTER TABLE coupon_bets ADD COLUMN outcome_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE coupon_bets ADD COLUMN outcome_name_en TEXT NOT NULL DEFAULT '';
      -- Bets placed before: from the game while the feed keeps it (names stored in Russian; the English
      -- market and outcome names stay empty and the reply falls back to the Russian ones) ...
      UPDATE coupon_bets SET
          permanent_id = g.permanent_id, team1 = g.team1, team2 = g.team2, start_at = g.start_at,
          is_live = CASE WHEN g.start_at * 1000 <= (SELECT c.created_at FROM coupons c WHERE c.id = coupon_bets.coupon_id) THEN 1 ELSE 0 END,
          sport_name = s.name, sport_name_en = s.name_en, champ_name = ch.name, champ_name_en = ch.name_en,
          market_name = coalesce((SELECT m.name FROM feed_markets m WHERE m.id = coupon_bets.market_id), ''),
          outcome_name = coalesce((SELECT o.name FROM feed_odds o WHERE o.id = coupon_bets.odd_id), '')
        FROM feed_games g JOIN feed_sports s ON s.id = g.sport_id JOIN feed_champs ch ON ch.id = g.champ_id
        WHERE g.id = coupon_bets.game_id;
      -- ... else from its result row (teams, start, Russian sport and championship names).
      UPDATE coupon_bets SET
          team1 = r.team1, team2 = r.team2, start_at = r.start_at, sport_name = r.sport_name, champ_name = r.champ_name,
          is_live = CASE WHEN r.start_at * 1000 <= (SELECT c.created_at FROM coupons c WHERE c.id = coupon_bets.coupon_id) THEN 1 ELSE 0 END
        FROM feed_results r
        WHERE r.game_id = coupon_bets.game_id AND coupon_bets.permanent_id IS NULL;
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
  {
    version: 450,
    name: 'wallet: the VIP bet state of a coupon',
    // null: an ordinary coupon; 'pending' while the bookmaker decides (the stake held, not settled).
    sql: `ALTER TABLE coupons ADD COLUMN vip_state TEXT CHECK (vip_state IN ('pending','approved','declined'));`,
  },
  {
    version: 460,
    name: 'wallet: ledger reasons of payments, bonuses and casino rounds',
    // 'withdrawal' holds a requested withdrawal; 'withdrawal_release' gives it back when the player
    // cancels or the provider rejects it. 'bonus_credit' pays bonuses, cashback and referral rewards.
    // The casino reasons are for the casino issue, so the ledger is rebuilt once (see migration 420).
    sql: `
      CREATE TABLE ledger_460 (
        id              INTEGER PRIMARY KEY,
        account_id      INTEGER NOT NULL,
        amount_minor    INTEGER NOT NULL CHECK (typeof(amount_minor) = 'integer' AND amount_minor != 0),
        reason          TEXT NOT NULL CHECK (reason IN ('bet_stake', 'bet_payout', 'bet_refund', 'deposit', 'withdrawal', 'withdrawal_release', 'adjustment', 'seed',
                                                'toto_stake', 'toto_payout', 'bonus_credit', 'casino_stake', 'casino_payout', 'casino_refund')),
        reference       TEXT,
        idempotency_key TEXT UNIQUE,
        created_at      INTEGER NOT NULL
      );
      INSERT INTO ledger_460 (id, account_id, amount_minor, reason, reference, idempotency_key, created_at)
        SELECT id, account_id, amount_minor, reason, reference, idempotency_key, created_at FROM ledger ORDER BY id;
      DROP TABLE ledger;
      ALTER TABLE ledger_460 RENAME TO ledger;
      CREATE INDEX ledger_account ON ledger (account_id, id);
      ${LEDGER_TRIGGERS_SQL}
    `,
  },
  {
    version: 470,
    name: 'wallet: open exposure by outcome (the liability cap)',
    // placing/liability.ts sums the net possible wins of open coupons per outcome and currency.
    sql: `CREATE INDEX coupon_bets_odd ON coupon_bets (odd_id);`,
  },
  {
    version: 490,
    name: 'wallet: the first answer of every money write by owner and Idempotency-Key',
    // idempotency/index.ts: a repeated key with the same request is answered from here (docs/api.md "Idempotency").
    sql: `
      CREATE TABLE idempotent_replies (
        scope       TEXT NOT NULL,
        key         TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        status      INTEGER NOT NULL,
        body        TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        PRIMARY KEY (scope, key)
      ) WITHOUT ROWID;
    `,
  },
];
