/**
 * All the bonuses service's SQL: offers, levels, wager bonuses, cashback claims, rewards, referral codes,
 * conversions, and what it reads and writes of the identity's `users` (first-deposit choice, referred
 * friends, active account) and the wallet's `coupons` (stakes and payouts; prepared on first use, so the
 * seed runs without the wallet's tables).
 */
import type { Statement } from 'better-sqlite3';
import type { BonusCategory, CashbackKind } from '@kickoff/office-contracts/bonuses';
import type { Db } from '../../db/open';

export interface OfferRow {
  id: number;
  category: Exclude<BonusCategory, 'all_bonuses'>;
  title_ru: string;
  title_en: string;
  description_ru: string;
  description_en: string;
  percent: number | null;
  starts_at: number | null;
  ends_at: number | null;
}

export interface WagerBonusRow {
  id: number;
  user_id: number;
  account_id: number;
  title_ru: string;
  title_en: string;
  amount_minor: number;
  multiplier: number;
  started_at: number;
  ends_at: number | null;
}

export interface ClaimRow {
  id: number;
  user_id: number;
  kind: CashbackKind;
  period_start: number;
  account_id: number;
  amount_minor: number;
  idempotency_key: string;
  claimed_at: number;
}

export interface RewardRow {
  id: number;
  kind: 'club_points' | 'cashback' | 'freebet';
  title_ru: string;
  title_en: string;
  points: number;
  amount_minor: number | null;
  currency: string | null;
  earned_at: number;
}

export interface ConversionRow {
  id: number;
  user_id: number;
  from_account_id: number;
  to_account_id: number;
  from_minor: number;
  to_minor: number;
  rate: number;
  idempotency_key: string;
  created_at: number;
}

export interface FriendRow {
  name: string | null;
  created_at: number;
  has_deposit: number;
}

/** Stakes and payouts of settled coupons (minor units). */
export interface CouponSums {
  stakes: number;
  payouts: number;
}

export interface SeedReward {
  kind: RewardRow['kind'];
  titleRu: string;
  titleEn: string;
  points: number;
  amountMinor: number | null;
  currency: string | null;
  earnedAt: number;
}

export interface BonusStore {
  offers(now: number, category: BonusCategory): OfferRow[];
  insertOffer(row: Omit<OfferRow, 'starts_at' | 'ends_at'>): void;
  /** The first-deposit bonus choice and whether the first deposit is made. */
  depositState(userId: number): { bonus_choice: number; has_deposit: number } | undefined;
  userExists(userId: number): boolean;
  setVipLevel(userId: number, level: number): void;
  insertWagerBonus(row: Omit<WagerBonusRow, 'id'>): void;
  currencyId(iso: string): number | undefined;
  vipLevel(userId: number): number;
  wagerBonuses(userId: number): WagerBonusRow[];
  /** Settled sports coupons of an account placed in [from, to) (VIP coupons the trader declined left out). */
  placedSums(accountId: number, from: number, to: number | null): CouponSums;
  /** Settled sports coupons of an account settled in [from, to). */
  settledSums(accountId: number, from: number, to: number): CouponSums;
  claim(userId: number, kind: CashbackKind, periodStart: number): ClaimRow | undefined;
  insertClaim(row: Omit<ClaimRow, 'id'>): number;
  rewards(userId: number): RewardRow[];
  insertReward(userId: number, row: SeedReward): void;
  referralCode(userId: number): string | undefined;
  insertReferralCode(userId: number, code: string): boolean;
  friends(code: string): FriendRow[];
  conversionByKey(userId: number, key: string): ConversionRow | undefined;
  insertConversion(row: Omit<ConversionRow, 'id'>): number;
  clear(): void;
}

const SUMS = `SELECT coalesce(sum(amount_minor), 0) AS stakes, coalesce(sum(payout_minor), 0) AS payouts FROM coupons
  WHERE account_id = ? AND status = 'settled' AND (vip_state IS NULL OR vip_state != 'declined')`;

export function createBonusStore(db: Db): BonusStore {
  let couponSums: { placed: Statement<[number, number, number], CouponSums>; settled: Statement<[number, number, number], CouponSums> } | undefined;
  const sums = () =>
    (couponSums ??= {
      placed: db.prepare<[number, number, number], CouponSums>(`${SUMS} AND created_at >= ? AND created_at < ?`),
      settled: db.prepare<[number, number, number], CouponSums>(`${SUMS} AND settled_at >= ? AND settled_at < ?`),
    });
  const insertOffer = db.prepare<[number, string, string, string, string, string, number | null]>(
    'INSERT OR IGNORE INTO bonus_offers (id, category, title_ru, title_en, description_ru, description_en, percent) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const depositState = db.prepare<[number], { bonus_choice: number; has_deposit: number }>('SELECT bonus_choice, has_deposit FROM users WHERE id = ?');
  const setLevel = db.prepare<[number, number]>('INSERT OR IGNORE INTO bonus_levels (user_id, vip_level) VALUES (?, ?)');
  const insertWager = db.prepare<[number, number, string, string, number, number, number, number | null]>(
    'INSERT INTO wager_bonuses (user_id, account_id, title_ru, title_en, amount_minor, multiplier, started_at, ends_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const currency = db.prepare<[string], { id: number }>('SELECT id FROM currencies WHERE iso = ?');
  const offers = db.prepare<[number, number, string, string], OfferRow>(
    `SELECT id, category, title_ru, title_en, description_ru, description_en, percent, starts_at, ends_at FROM bonus_offers
      WHERE is_active = 1 AND (starts_at IS NULL OR starts_at <= ?) AND (ends_at IS NULL OR ends_at > ?) AND (? = 'all_bonuses' OR category = ?)
      ORDER BY id`,
  );
  const level = db.prepare<[number], { vip_level: number }>('SELECT vip_level FROM bonus_levels WHERE user_id = ?');
  const wager = db.prepare<[number], WagerBonusRow>('SELECT * FROM wager_bonuses WHERE user_id = ? ORDER BY started_at DESC, id DESC');
  const claim = db.prepare<[number, string, number], ClaimRow>('SELECT * FROM cashback_claims WHERE user_id = ? AND kind = ? AND period_start = ?');
  const insertClaim = db.prepare<[number, string, number, number, number, string, number]>(
    'INSERT INTO cashback_claims (user_id, kind, period_start, account_id, amount_minor, idempotency_key, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const rewards = db.prepare<[number], RewardRow>(
    'SELECT id, kind, title_ru, title_en, points, amount_minor, currency, earned_at FROM bonus_rewards WHERE user_id = ? ORDER BY earned_at DESC, id DESC',
  );
  const insertReward = db.prepare<[number, string, string, string, number, number | null, string | null, number]>(
    'INSERT INTO bonus_rewards (user_id, kind, title_ru, title_en, points, amount_minor, currency, earned_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const code = db.prepare<[number], { code: string }>('SELECT code FROM referral_codes WHERE user_id = ?');
  const insertCode = db.prepare<[number, string]>('INSERT OR IGNORE INTO referral_codes (user_id, code) VALUES (?, ?)');
  const friends = db.prepare<[string], FriendRow>('SELECT name, created_at, has_deposit FROM users WHERE ref_code = ? ORDER BY created_at DESC, id DESC');
  const conversionByKey = db.prepare<[number, string], ConversionRow>('SELECT * FROM currency_conversions WHERE user_id = ? AND idempotency_key = ?');
  const insertConversion = db.prepare<[number, number, number, number, number, number, string, number]>(
    'INSERT INTO currency_conversions (user_id, from_account_id, to_account_id, from_minor, to_minor, rate, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    offers: (now, category) => offers.all(now, now, category, category),
    insertOffer: (o) => void insertOffer.run(o.id, o.category, o.title_ru, o.title_en, o.description_ru, o.description_en, o.percent),
    depositState: (userId) => depositState.get(userId),
    userExists: (userId) => depositState.get(userId) !== undefined,
    setVipLevel: (userId, level) => void setLevel.run(userId, level),
    insertWagerBonus: (w) => void insertWager.run(w.user_id, w.account_id, w.title_ru, w.title_en, w.amount_minor, w.multiplier, w.started_at, w.ends_at),
    currencyId: (iso) => currency.get(iso)?.id,
    vipLevel: (userId) => level.get(userId)?.vip_level ?? 0,
    wagerBonuses: (userId) => wager.all(userId),
    placedSums: (accountId, from, to) => sums().placed.get(accountId, from, to ?? Number.MAX_SAFE_INTEGER) ?? { stakes: 0, payouts: 0 },
    settledSums: (accountId, from, to) => sums().settled.get(accountId, from, to) ?? { stakes: 0, payouts: 0 },
    claim: (userId, kind, periodStart) => claim.get(userId, kind, periodStart),
    insertClaim: (r) => Number(insertClaim.run(r.user_id, r.kind, r.period_start, r.account_id, r.amount_minor, r.idempotency_key, r.claimed_at).lastInsertRowid),
    rewards: (userId) => rewards.all(userId),
    insertReward: (userId, r) => void insertReward.run(userId, r.kind, r.titleRu, r.titleEn, r.points, r.amountMinor, r.currency, r.earnedAt),
    referralCode: (userId) => code.get(userId)?.code,
    insertReferralCode: (userId, c) => insertCode.run(userId, c).changes === 1,
    friends: (c) => friends.all(c),
    conversionByKey: (userId, key) => conversionByKey.get(userId, key),
    insertConversion: (r) =>
      Number(insertConversion.run(r.user_id, r.from_account_id, r.to_account_id, r.from_minor, r.to_minor, r.rate, r.idempotency_key, r.created_at).lastInsertRowid),
    clear() {
      db.exec('DELETE FROM bonus_offers; DELETE FROM bonus_levels; DELETE FROM wager_bonuses; DELETE FROM cashback_claims; DELETE FROM bonus_rewards; DELETE FROM referral_codes; DELETE FROM currency_conversions;');
    },
  };
}
