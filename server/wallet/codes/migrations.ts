/**
 * Coupon codes and promo codes (wallet migrations 430-439): saved selections under a short code
 * (`coupon_codes`, `coupon_code_bets`), the promo-code campaigns (`promo_codes`, seeded by ./seed) and
 * the promo code a coupon was placed with (`coupons.promo_code`). docs/api.md "Coupon codes and promo codes".
 */
import type { Migration } from '../../db/migrate';

export const couponCodeMigrations: readonly Migration[] = [
  {
    version: 430,
    name: 'wallet: coupon codes, promo codes, coupons.promo_code',
    sql: `
      CREATE TABLE coupon_codes (
        code         TEXT PRIMARY KEY CHECK (length(code) = 8),
        type_id      INTEGER NOT NULL CHECK (type_id BETWEEN 0 AND 9),
        system_value INTEGER,
        created_at   INTEGER NOT NULL,
        expires_at   INTEGER NOT NULL CHECK (expires_at > created_at)
      );
      CREATE INDEX coupon_codes_expiry ON coupon_codes (expires_at);

      CREATE TABLE coupon_code_bets (
        code      TEXT NOT NULL REFERENCES coupon_codes (code) ON DELETE CASCADE,
        position  INTEGER NOT NULL,
        odd_id    INTEGER NOT NULL,
        game_id   INTEGER NOT NULL,
        block_id  INTEGER NOT NULL DEFAULT 0,
        is_banker INTEGER NOT NULL DEFAULT 0 CHECK (is_banker IN (0, 1)),
        PRIMARY KEY (code, position)
      );

      -- A campaign code: valid from starts_at (ms, null: always) until ends_at (ms, exclusive; null:
      -- no end), for one currency or (null) every currency, while active.
      CREATE TABLE promo_codes (
        code      TEXT PRIMARY KEY CHECK (code = upper(code)),
        title_ru  TEXT NOT NULL,
        title_en  TEXT NOT NULL,
        currency  TEXT,
        starts_at INTEGER,
        ends_at   INTEGER,
        is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
      );

      ALTER TABLE coupons ADD COLUMN promo_code TEXT;
    `,
  },
];
