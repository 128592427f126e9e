/** The `coupons` and `coupon_bets` tables: placing, reading, and the settlement's reads and writes. */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/open';
import type { OddNames } from '../../feed/store/betting';

export interface CouponRow {
  id: number;
  user_id: number;
  account_id: number;
  currency: string;
  minor_units: number;
  type_id: number;
  system_value: number | null;
  amount_minor: number;
  coef: number;
  possible_win_minor: number;
  status: 'open' | 'settled';
  idempotency_key: string;
  request_hash: string;
  created_at: number;
  settled_at: number | null;
  payout_minor: number | null;
  /** The promo code the coupon was placed with (migration 430). */
  promo_code: string | null;
  /** The express bonus in percent the coupon was priced with (migration 440); 0: none. */
  bonus_percent: number;
  /** The VIP bet state (migration 450); null: an ordinary coupon. */
  vip_state: 'pending' | 'approved' | 'declined' | null;
}

export interface CouponBetRow {
  coupon_id: number;
  position: number;
  odd_id: number;
  game_id: number;
  market_id: number;
  market_type_id: number;
  param: number | null;
  odd_type_id: number;
  coef: number;
  is_banker: number;
  block_id: number;
  status_id: number;
  settled_at: number | null;
  /** What the bet is on (migration 410); '' / null for bets placed before whose game the feed no longer kept. */
  permanent_id: number | null;
  team1: string;
  team2: string;
  start_at: number | null;
  is_live: number;
  sport_name: string;
  sport_name_en: string;
  champ_name: string;
  champ_name_en: string;
  market_name: string;
  market_name_en: string;
  outcome_name: string;
  outcome_name_en: string;
}

/** The names of what a bet is on, in one language (as the feed renders them). */
export type BetNames = OddNames;

export interface CouponInsert {
  userId: number;
  accountId: number;
  currency: string;
  minorUnits: number;
  typeId: number;
  systemValue: number | null;
  amountMinor: number;
  coef: number;
  possibleWinMinor: number;
  idempotencyKey: string;
  requestHash: string;
  createdAt: number;
  promoCode?: string | null;
  /** Express bonus in percent (0: none). */
  bonusPercent?: number;
  /** 'pending' for a VIP bet above the maximum; null (default): an ordinary coupon. */
  vipState?: 'pending' | null;
}

export interface BetInsert {
  oddId: number;
  gameId: number;
  marketId: number;
  marketTypeId: number;
  param: number | null;
  oddTypeId: number;
  coef: number;
  isBanker: boolean;
  blockId: number;
  permanentId: number;
  team1: string;
  team2: string;
  /** Unix seconds. */
  startAt: number;
  isLive: boolean;
  /** Names from the feed in Russian and English (the feed's reply languages). */
  names: { ru: BetNames; en: BetNames };
}

/** What a coupon's result is, as the office history shows it (platform-wallet `couponResult`). */
export type CouponResultFilter = 'all' | 'open' | 'won' | 'lost' | 'returned';

/** A player's coupons: placed in [from, to) (epoch ms) with a result. */
export interface CouponFilter {
  userId: number;
  from?: number;
  to?: number;
  result?: CouponResultFilter;
}

const RESULT_SQL: Record<CouponResultFilter, string> = {
  all: '1 = 1',
  open: "status = 'open'",
  won: "status = 'settled' AND payout_minor > amount_minor",
  lost: "status = 'settled' AND payout_minor < amount_minor",
  returned: "status = 'settled' AND payout_minor = amount_minor",
};

function filterSql(filter: CouponFilter): { where: string; params: number[] } {
  const parts = ['user_id = ?', RESULT_SQL[filter.result ?? 'all']];
  const params = [filter.userId];
  if (filter.from !== undefined) {
    parts.push('created_at >= ?');
    params.push(filter.from);
  }
  if (filter.to !== undefined) {
    parts.push('created_at < ?');
    params.push(filter.to);
  }
  return { where: parts.join(' AND '), params };
}

export interface CouponStore {
  insert(coupon: CouponInsert, bets: readonly BetInsert[]): number;
  byId(id: number): CouponRow | undefined;
  byKey(userId: number, idempotencyKey: string): CouponRow | undefined;
  bets(couponId: number): CouponBetRow[];
  /** A player's coupons that pass the filter, newest first. */
  filtered(filter: CouponFilter, limit: number, offset: number): CouponRow[];
  countFiltered(filter: CouponFilter): number;
  /** Games that still have bets without a result. */
  openBetGameIds(): number[];
  /** Open bets on a game. */
  openBetsOnGame(gameId: number): CouponBetRow[];
  /** Sets a bet's result if it has none yet; false when it already had one. */
  settleBet(couponId: number, position: number, statusId: number, at: number): boolean;
  /** Open coupons whose every bet has a result (a pending VIP bet is never paid). */
  readyToPay(): CouponRow[];
  /** Pending VIP coupons one of whose games has finished (a bet of theirs has a result). */
  pendingVipWithResults(): CouponRow[];
  /** Moves a pending VIP coupon to 'approved' or 'declined'; false when it was not pending. */
  decideVip(couponId: number, state: 'approved' | 'declined'): boolean;
  /** Marks an open coupon settled with its payout; false when it was settled already. */
  markSettled(couponId: number, payoutMinor: number, at: number): boolean;
  /**
   * The book's exposure on each outcome in a currency (minor units): the net possible wins (possible
   * win − stake) of the open coupons with a bet on it. Outcomes without open coupons are absent.
   */
  exposureByOdd(oddIds: readonly number[], currency: string): Map<number, number>;
  clear(): void;
}

export function createCouponStore(db: Db): CouponStore {
  const exposure = db.prepare<[number, string], { exposure: number | null }>(`SELECT SUM(c.possible_win_minor - c.amount_minor) AS exposure
    FROM coupon_bets b JOIN coupons c ON c.id = b.coupon_id WHERE b.odd_id = ? AND c.currency = ? AND c.status = 'open'`);
  const insertCoupon = db.prepare(`INSERT INTO coupons (user_id, account_id, currency, minor_units, type_id, system_value, amount_minor, coef, possible_win_minor, idempotency_key, request_hash, created_at, promo_code, bonus_percent, vip_state)
    VALUES (@userId, @accountId, @currency, @minorUnits, @typeId, @systemValue, @amountMinor, @coef, @possibleWinMinor, @idempotencyKey, @requestHash, @createdAt, @promoCode, @bonusPercent, @vipState)`);
  const insertBet = db.prepare(`INSERT INTO coupon_bets (coupon_id, position, odd_id, game_id, market_id, market_type_id, param, odd_type_id, coef, is_banker, block_id,
      permanent_id, team1, team2, start_at, is_live, sport_name, sport_name_en, champ_name, champ_name_en, market_name, market_name_en, outcome_name, outcome_name_en)
    VALUES (@couponId, @position, @oddId, @gameId, @marketId, @marketTypeId, @param, @oddTypeId, @coef, @isBanker, @blockId,
      @permanentId, @team1, @team2, @startAt, @isLive, @sportName, @sportNameEn, @champName, @champNameEn, @marketName, @marketNameEn, @outcomeName, @outcomeNameEn)`);
  const byId = db.prepare<[number], CouponRow>('SELECT * FROM coupons WHERE id = ?');
  const byKey = db.prepare<[number, string], CouponRow>('SELECT * FROM coupons WHERE user_id = ? AND idempotency_key = ?');
  const bets = db.prepare<[number], CouponBetRow>('SELECT * FROM coupon_bets WHERE coupon_id = ? ORDER BY position');
  const openGames = db.prepare<[], { game_id: number }>('SELECT DISTINCT game_id FROM coupon_bets WHERE status_id = -2 ORDER BY game_id');
  const openOnGame = db.prepare<[number], CouponBetRow>('SELECT * FROM coupon_bets WHERE status_id = -2 AND game_id = ? ORDER BY coupon_id, position');
  const settleBet = db.prepare<[number, number, number, number]>(
    'UPDATE coupon_bets SET status_id = ?, settled_at = ? WHERE coupon_id = ? AND position = ? AND status_id = -2',
  );
  const ready = db.prepare<[], CouponRow>(
    "SELECT c.* FROM coupons c WHERE c.status = 'open' AND c.vip_state IS NOT 'pending' AND NOT EXISTS (SELECT 1 FROM coupon_bets b WHERE b.coupon_id = c.id AND b.status_id = -2) ORDER BY c.id",
  );
  const pendingVip = db.prepare<[], CouponRow>(
    "SELECT c.* FROM coupons c WHERE c.status = 'open' AND c.vip_state = 'pending' AND EXISTS (SELECT 1 FROM coupon_bets b WHERE b.coupon_id = c.id AND b.status_id != -2) ORDER BY c.id",
  );
  const decideVip = db.prepare<[string, number]>("UPDATE coupons SET vip_state = ? WHERE id = ? AND vip_state = 'pending'");
  const markSettled = db.prepare<[number, number, number]>("UPDATE coupons SET status = 'settled', payout_minor = ?, settled_at = ? WHERE id = ? AND status = 'open'");
  // One pair of statements per filter shape (at most 5 results × 4 date combinations).
  type FilteredQueries = { rows: Statement<number[], CouponRow>; count: Statement<number[], { n: number }> };
  const filteredQueries = new Map<string, FilteredQueries>();
  const filteredQuery = (where: string): FilteredQueries => {
    let queries = filteredQueries.get(where);
    if (!queries) {
      queries = {
        rows: db.prepare<number[], CouponRow>(`SELECT * FROM coupons WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`),
        count: db.prepare<number[], { n: number }>(`SELECT count(*) AS n FROM coupons WHERE ${where}`),
      };
      filteredQueries.set(where, queries);
    }
    return queries;
  };
  const insert = db.transaction((coupon: CouponInsert, list: readonly BetInsert[]): number => {
    const id = Number(insertCoupon.run({ ...coupon, promoCode: coupon.promoCode ?? null, bonusPercent: coupon.bonusPercent ?? 0, vipState: coupon.vipState ?? null }).lastInsertRowid);
    list.forEach((bet, position) => {
      const { names, ...fields } = bet;
      insertBet.run({
        ...fields,
        couponId: id,
        position,
        isBanker: bet.isBanker ? 1 : 0,
        isLive: bet.isLive ? 1 : 0,
        ...names.ru,
        sportNameEn: names.en.sportName,
        champNameEn: names.en.champName,
        marketNameEn: names.en.marketName,
        outcomeNameEn: names.en.outcomeName,
      });
    });
    return id;
  });
  return {
    insert: (coupon, list) => insert(coupon, list),
    byId: (id) => byId.get(id),
    byKey: (userId, key) => byKey.get(userId, key),
    bets: (couponId) => bets.all(couponId),
    filtered(filter, limit, offset) {
      const { where, params } = filterSql(filter);
      return filteredQuery(where).rows.all(...params, limit, offset);
    },
    countFiltered(filter) {
      const { where, params } = filterSql(filter);
      return filteredQuery(where).count.get(...params)?.n ?? 0;
    },
    openBetGameIds: () => openGames.all().map((r) => r.game_id),
    openBetsOnGame: (gameId) => openOnGame.all(gameId),
    settleBet: (couponId, position, statusId, at) => settleBet.run(statusId, at, couponId, position).changes === 1,
    readyToPay: () => ready.all(),
    pendingVipWithResults: () => pendingVip.all(),
    decideVip: (couponId, state) => decideVip.run(state, couponId).changes === 1,
    markSettled: (couponId, payoutMinor, at) => markSettled.run(payoutMinor, at, couponId).changes === 1,
    exposureByOdd(oddIds, currency) {
      const out = new Map<number, number>();
      for (const oddId of new Set(oddIds)) {
        const row = exposure.get(oddId, currency);
        if (row && row.exposure !== null) out.set(oddId, row.exposure);
      }
      return out;
    },
    clear: () => void db.exec('DELETE FROM coupon_bets; DELETE FROM coupons;'),
  };
}
