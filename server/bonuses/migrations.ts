/**
 * Bonuses tables (migration 680, range 680-699): the bonus offers (by category of account spec §3),
 * the players' cashback levels, their wager bonuses, cashback claims (one per player, kind and period),
 * rewards with club points, referral codes, and conversions of accounts in a retired currency. Money in
 * integer minor units; every money move is a ledger row (reason 'bonus_credit' for a cashback claim,
 * 'adjustment' for the two rows of a conversion).
 */
import type { Migration } from '../db/migrate';

export const bonusesMigrations: readonly Migration[] = [
  {
    version: 680,
    name: 'bonuses: offers, wager bonuses, cashback claims, rewards, referral codes, currency conversions',
    sql: `
      CREATE TABLE bonus_offers (
        id             INTEGER PRIMARY KEY,
        category       TEXT NOT NULL CHECK (category IN ('poker', 'casino', 'bukmaker', 'redeposit', 'shares', 'cashback', 'first_deposit', 'bonuses')),
        title_ru       TEXT NOT NULL,
        title_en       TEXT NOT NULL,
        description_ru TEXT NOT NULL,
        description_en TEXT NOT NULL,
        percent        REAL,
        starts_at      INTEGER,
        ends_at        INTEGER,
        is_active      INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE bonus_levels (
        user_id   INTEGER PRIMARY KEY,
        vip_level INTEGER NOT NULL CHECK (vip_level BETWEEN 0 AND 2)
      );
      CREATE TABLE wager_bonuses (
        id           INTEGER PRIMARY KEY,
        user_id      INTEGER NOT NULL,
        account_id   INTEGER NOT NULL,
        title_ru     TEXT NOT NULL,
        title_en     TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        multiplier   INTEGER NOT NULL CHECK (multiplier > 0),
        started_at   INTEGER NOT NULL,
        ends_at      INTEGER
      );
      CREATE INDEX wager_bonuses_user ON wager_bonuses (user_id);
      CREATE TABLE cashback_claims (
        id              INTEGER PRIMARY KEY,
        user_id         INTEGER NOT NULL,
        kind            TEXT NOT NULL CHECK (kind IN ('vip', 'premium')),
        period_start    INTEGER NOT NULL,
        account_id      INTEGER NOT NULL,
        amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
        idempotency_key TEXT NOT NULL,
        claimed_at      INTEGER NOT NULL,
        UNIQUE (user_id, kind, period_start),
        UNIQUE (user_id, idempotency_key)
      );
      CREATE TABLE bonus_rewards (
        id           INTEGER PRIMARY KEY,
        user_id      INTEGER NOT NULL,
        kind         TEXT NOT NULL CHECK (kind IN ('club_points', 'cashback', 'freebet')),
        title_ru     TEXT NOT NULL,
        title_en     TEXT NOT NULL,
        points       INTEGER NOT NULL DEFAULT 0,
        amount_minor INTEGER,
        currency     TEXT,
        earned_at    INTEGER NOT NULL
      );
      CREATE INDEX bonus_rewards_user ON bonus_rewards (user_id, earned_at);
      CREATE TABLE referral_codes (
        user_id INTEGER PRIMARY KEY,
        code    TEXT NOT NULL UNIQUE
      );
      CREATE TABLE currency_conversions (
        id              INTEGER PRIMARY KEY,
        user_id         INTEGER NOT NULL,
        from_account_id INTEGER NOT NULL,
        to_account_id   INTEGER NOT NULL,
        from_minor      INTEGER NOT NULL CHECK (from_minor > 0),
        to_minor        INTEGER NOT NULL CHECK (to_minor > 0),
        rate            REAL NOT NULL,
        idempotency_key TEXT NOT NULL,
        created_at      INTEGER NOT NULL,
        UNIQUE (user_id, idempotency_key)
      );
    `,
  },
];
