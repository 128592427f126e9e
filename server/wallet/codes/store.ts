/** The SQL of coupon codes and promo codes (tables of migration 430). */
import type { Db } from '../../db/open';

export interface CouponCodeRow {
  code: string;
  type_id: number;
  system_value: number | null;
  created_at: number;
  expires_at: number;
}

export interface CouponCodeBetRow {
  code: string;
  position: number;
  odd_id: number;
  game_id: number;
  block_id: number;
  is_banker: number;
}

export interface CouponCodeInsert {
  code: string;
  typeId: number;
  systemValue: number | null;
  createdAt: number;
  expiresAt: number;
  bets: ReadonlyArray<{ oddId: number; gameId: number; blockId: number; isBanker: boolean }>;
}

export interface PromoCodeRow {
  code: string;
  title_ru: string;
  title_en: string;
  currency: string | null;
  starts_at: number | null;
  ends_at: number | null;
  is_active: number;
}

export interface CouponCodeStore {
  /** Stores a code with its bets; false when the code is taken already (nothing stored). */
  insert(row: CouponCodeInsert): boolean;
  /** A code that has not expired at `now`. */
  live(code: string, now: number): CouponCodeRow | undefined;
  bets(code: string): CouponCodeBetRow[];
  /** Removes the codes expired at `now`; how many. */
  prune(now: number): number;
  clear(): void;
}

export interface PromoCodeStore {
  byCode(code: string): PromoCodeRow | undefined;
  /** Inserts a campaign unless its code exists (the seed). */
  insertIfMissing(row: PromoCodeRow): void;
}

export function createCouponCodeStore(db: Db): CouponCodeStore {
  const insertCode = db.prepare(`INSERT OR IGNORE INTO coupon_codes (code, type_id, system_value, created_at, expires_at)
    VALUES (@code, @typeId, @systemValue, @createdAt, @expiresAt)`);
  const insertBet = db.prepare(`INSERT INTO coupon_code_bets (code, position, odd_id, game_id, block_id, is_banker)
    VALUES (@code, @position, @oddId, @gameId, @blockId, @isBanker)`);
  const live = db.prepare<[string, number], CouponCodeRow>('SELECT * FROM coupon_codes WHERE code = ? AND expires_at > ?');
  const bets = db.prepare<[string], CouponCodeBetRow>('SELECT * FROM coupon_code_bets WHERE code = ? ORDER BY position');
  const pruneBets = db.prepare<[number]>('DELETE FROM coupon_code_bets WHERE code IN (SELECT code FROM coupon_codes WHERE expires_at <= ?)');
  const pruneCodes = db.prepare<[number]>('DELETE FROM coupon_codes WHERE expires_at <= ?');
  const insert = db.transaction((row: CouponCodeInsert): boolean => {
    const { bets: list, ...code } = row;
    if (insertCode.run(code).changes === 0) return false;
    list.forEach((bet, position) => insertBet.run({ ...bet, code: row.code, position, isBanker: bet.isBanker ? 1 : 0 }));
    return true;
  });
  const prune = db.transaction((now: number): number => {
    pruneBets.run(now);
    return pruneCodes.run(now).changes;
  });
  return {
    insert: (row) => insert(row),
    live: (code, now) => live.get(code, now),
    bets: (code) => bets.all(code),
    prune: (now) => prune(now),
    clear: () => void db.exec('DELETE FROM coupon_code_bets; DELETE FROM coupon_codes;'),
  };
}

export function createPromoCodeStore(db: Db): PromoCodeStore {
  const byCode = db.prepare<[string], PromoCodeRow>('SELECT * FROM promo_codes WHERE code = ?');
  const insert = db.prepare(`INSERT OR IGNORE INTO promo_codes (code, title_ru, title_en, currency, starts_at, ends_at, is_active)
    VALUES (@code, @title_ru, @title_en, @currency, @starts_at, @ends_at, @is_active)`);
  return {
    byCode: (code) => byCode.get(code),
    insertIfMissing: (row) => void insert.run(row),
  };
}
