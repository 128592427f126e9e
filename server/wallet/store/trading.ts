/**
 * The trading desk's reads (issue 24): pending VIP coupons, the accepted liability on outcomes, the
 * events with open bets and their outcome totals, and the players' names (read from identity's `users`,
 * never written). "Accepted open": a coupon still open that is not a pending VIP bet; only bets without
 * a result count (a settled game holds no liability).
 */
import type { Db } from '../../db/open';
import type { OutcomeTotals } from '../trading/liability';
import type { CouponRow } from './coupons';

export interface PlayerName {
  id: number;
  name: string;
  email: string | null;
}

export interface LiabilityEventFilter {
  gameId?: number;
  /** A part of a team's name (case-insensitive for ASCII letters). */
  q?: string;
  currency?: string;
  /** Games with a lower id than this. */
  beforeGameId?: number;
  limit: number;
}

/** What one event is, as its bets recorded it (names in English where recorded, else Russian). */
export interface EventNames {
  gameId: number;
  team1: string;
  team2: string;
  sport: string;
  champ: string;
  /** Unix seconds, or null. */
  startAt: number | null;
}

export interface OutcomeNames {
  oddId: number;
  market: string;
  outcome: string;
  param: number | null;
}

export interface TradingStore {
  /** Pending VIP coupons newest first, below `beforeId` when given. */
  pendingVip(beforeId: number | undefined, limit: number): CouponRow[];
  /** The accepted liability on each outcome in a currency (minor units; outcomes without one are absent). */
  acceptedLiability(oddIds: readonly number[], currency: string): Map<number, number>;
  players(userIds: readonly number[]): Map<number, PlayerName>;
  /** Games with unsettled bets of accepted open coupons that pass the filter, newest (highest id) first. */
  liabilityGames(filter: LiabilityEventFilter): number[];
  /** Per game, outcome and currency: the accepted open coupons' count, stakes and possible wins. */
  outcomeTotals(gameIds: readonly number[], currency: string | undefined): OutcomeTotals[];
  /** The names of each game (from one of its recorded bets). */
  events(gameIds: readonly number[]): Map<number, EventNames>;
  /** The names of each outcome (from one of its recorded bets). */
  outcomes(oddIds: readonly number[]): Map<number, OutcomeNames>;
}

const ACCEPTED = "c.status = 'open' AND c.vip_state IS NOT 'pending' AND b.status_id = -2";
const named = (column: string): string => `CASE WHEN ${column}_en != '' THEN ${column}_en ELSE ${column} END`;
const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
/** `LIKE` text with its wildcards taken literally (escape `\`). */
const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createTradingStore(db: Db): TradingStore {
  const pending = db.prepare<[number, number], CouponRow>(
    "SELECT * FROM coupons WHERE status = 'open' AND vip_state = 'pending' AND id < ? ORDER BY id DESC LIMIT ?",
  );
  const accepted = db.prepare<[number, string], { liability: number | null }>(
    `SELECT SUM(c.possible_win_minor - c.amount_minor) AS liability
       FROM coupon_bets b JOIN coupons c ON c.id = b.coupon_id WHERE b.odd_id = ? AND c.currency = ? AND ${ACCEPTED}`,
  );
  const player = db.prepare<[number], { id: number; name: string | null; surname: string | null; email: string | null }>(
    'SELECT id, name, surname, email FROM users WHERE id = ?',
  );
  const event = db.prepare<[number], { team1: string; team2: string; sport: string; champ: string; start_at: number | null }>(
    `SELECT team1, team2, ${named('sport_name')} AS sport, ${named('champ_name')} AS champ, start_at
       FROM coupon_bets WHERE game_id = ? ORDER BY (permanent_id IS NULL), coupon_id DESC LIMIT 1`,
  );
  const outcome = db.prepare<[number], { market: string; outcome: string; param: number | null }>(
    `SELECT ${named('market_name')} AS market, ${named('outcome_name')} AS outcome, param
       FROM coupon_bets WHERE odd_id = ? ORDER BY coupon_id DESC LIMIT 1`,
  );
  return {
    pendingVip: (beforeId, limit) => pending.all(beforeId ?? Number.MAX_SAFE_INTEGER, limit),
    acceptedLiability(oddIds, currency) {
      const out = new Map<number, number>();
      for (const oddId of new Set(oddIds)) {
        const row = accepted.get(oddId, currency);
        if (row && row.liability !== null) out.set(oddId, row.liability);
      }
      return out;
    },
    players(userIds) {
      const out = new Map<number, PlayerName>();
      for (const id of new Set(userIds)) {
        const row = player.get(id);
        if (row) out.set(id, { id, name: [row.name, row.surname].filter(Boolean).join(' '), email: row.email });
      }
      return out;
    },
    liabilityGames(filter) {
      const where = [ACCEPTED];
      const params: (string | number)[] = [];
      if (filter.gameId !== undefined) (where.push('b.game_id = ?'), params.push(filter.gameId));
      if (filter.beforeGameId !== undefined) (where.push('b.game_id < ?'), params.push(filter.beforeGameId));
      if (filter.currency !== undefined) (where.push('c.currency = ?'), params.push(filter.currency));
      if (filter.q !== undefined) {
        where.push("(b.team1 LIKE ? ESCAPE '\\' OR b.team2 LIKE ? ESCAPE '\\')");
        params.push(likeText(filter.q), likeText(filter.q));
      }
      const sql = `SELECT DISTINCT b.game_id AS gameId FROM coupon_bets b JOIN coupons c ON c.id = b.coupon_id
        WHERE ${where.join(' AND ')} ORDER BY b.game_id DESC LIMIT ?`;
      return db.prepare<(string | number)[], { gameId: number }>(sql).all(...params, filter.limit).map((row) => row.gameId);
    },
    outcomeTotals(gameIds, currency) {
      if (gameIds.length === 0) return [];
      const sql = `SELECT b.game_id AS gameId, b.odd_id AS oddId, c.currency, count(*) AS coupons,
          SUM(c.amount_minor) AS stakesMinor, SUM(c.possible_win_minor) AS payoutsMinor
        FROM coupon_bets b JOIN coupons c ON c.id = b.coupon_id
        WHERE ${ACCEPTED} AND b.game_id IN (${placeholders(gameIds.length)})${currency !== undefined ? ' AND c.currency = ?' : ''}
        GROUP BY b.game_id, b.odd_id, c.currency`;
      const params: (string | number)[] = currency !== undefined ? [...gameIds, currency] : [...gameIds];
      return db.prepare<(string | number)[], OutcomeTotals>(sql).all(...params);
    },
    events(gameIds) {
      const out = new Map<number, EventNames>();
      for (const gameId of new Set(gameIds)) {
        const row = event.get(gameId);
        if (row) out.set(gameId, { gameId, team1: row.team1, team2: row.team2, sport: row.sport, champ: row.champ, startAt: row.start_at });
      }
      return out;
    },
    outcomes(oddIds) {
      const out = new Map<number, OutcomeNames>();
      for (const oddId of new Set(oddIds)) {
        const row = outcome.get(oddId);
        if (row) out.set(oddId, { oddId, ...row });
      }
      return out;
    },
  };
}
