/**
 * All SQL of the limits service: the limit rows, their history, self-test tokens, reality-check
 * answers, session stops, and what it reads of the others' tables (the ledger sums a money limit
 * counts, the currency of the player's main account). Times in milliseconds.
 */
import type { LimitState } from '@kickoff/wallet-contracts';
import type { Db } from '../../db/open';
import { BONUS_ACCOUNT_TYPE } from '../../wallet/limits';

export interface LimitRow {
  id: number;
  user_id: number;
  limit_type: number;
  state: LimitState;
  value: number;
  measure: string;
  minor_units: number;
  started_at: number;
  ends_at: number | null;
  reason_id: number | null;
  need_approve: number;
  updated_at: number;
}

export type NewLimit = Omit<LimitRow, 'id' | 'updated_at'>;

export type HistoryAction = 'set' | 'decrease' | 'extend' | 'request' | 'confirm' | 'reject' | 'expire' | 'block';

export interface HistoryEntry {
  userId: number;
  limitType: number;
  action: HistoryAction;
  oldValue: number | null;
  newValue: number | null;
  reasonId: number | null;
  at: number;
}

export interface HistoryRow {
  id: number;
  user_id: number;
  limit_type: number;
  action: HistoryAction;
  old_value: number | null;
  new_value: number | null;
  reason_id: number | null;
  at: number;
}

/** Ledger sums of a player's accounts in one currency since a time (minor units, all ≥ 0). */
export interface Spending {
  stakes: number;
  payouts: number;
  refunds: number;
  deposits: number;
}

/** The sums of one currency's real-money accounts, with that currency. */
export interface CurrencySpending extends Spending {
  iso: string;
  minor_units: number;
}

export interface Currency {
  iso: string;
  minorUnits: number;
}

export interface LimitsStore {
  /** The ACTIVE and PENDING rows of a player, by type. */
  current(userId: number): LimitRow[];
  active(userId: number, type: number): LimitRow | undefined;
  /** Every ACTIVE limit of the player, by type (one query: the checks of every call and stake read it). */
  activeByType(userId: number): Map<number, LimitRow>;
  pending(userId: number, type: number): LimitRow | undefined;
  insert(row: NewLimit, now: number): number;
  setState(id: number, state: LimitState, now: number): void;
  /** A confirmed pending change becomes the ACTIVE limit from `now`. */
  activate(id: number, now: number): void;
  /** Period limits whose end passed: INACTIVE, with an 'expire' history row. */
  expire(userId: number, now: number): void;
  record(entry: HistoryEntry): void;
  history(userId: number): HistoryRow[];
  createTest(token: string, userId: number, changes: string, now: number, expiresAt: number): void;
  /** Takes (deletes) the player's live self-test token; undefined when unknown, another's or expired. */
  takeTest(token: string, userId: number, now: number): string | undefined;
  recordRealityCheck(userId: number, action: string, doNotShowAgain: boolean, popupShowAt: number, now: number): number;
  recordSessionStop(userId: number, sessionId: string, reachedAt: number): void;
  /** The latest time a session of the player used up its session limit, after `since`. */
  lastSessionStop(userId: number, since: number): number | undefined;
  /** The sums of the player's real-money accounts (main and extra, not bonus accounts) per currency since `since`. */
  spending(userId: number, since: number): CurrencySpending[];
  /** The currency of the player's main account (else his first account; RUB without accounts). */
  mainCurrency(userId: number): Currency;
  /** The decimals of a currency (2 when unknown). */
  minorUnits(iso: string): number;
  clear(): void;
}

export function createLimitsStore(db: Db): LimitsStore {
  const current = db.prepare<[number], LimitRow>("SELECT * FROM limits WHERE user_id = ? AND state IN ('ACTIVE', 'PENDING') ORDER BY limit_type, state");
  const byState = db.prepare<[number, number, string], LimitRow>('SELECT * FROM limits WHERE user_id = ? AND limit_type = ? AND state = ?');
  const allActive = db.prepare<[number], LimitRow>("SELECT * FROM limits WHERE user_id = ? AND state = 'ACTIVE'");
  const insert = db.prepare<[NewLimit & { updated_at: number }]>(
    `INSERT INTO limits (user_id, limit_type, state, value, measure, minor_units, started_at, ends_at, reason_id, need_approve, updated_at)
     VALUES (@user_id, @limit_type, @state, @value, @measure, @minor_units, @started_at, @ends_at, @reason_id, @need_approve, @updated_at)`,
  );
  const setState = db.prepare<[string, number, number]>('UPDATE limits SET state = ?, updated_at = ? WHERE id = ?');
  const activate = db.prepare<[number, number, number]>("UPDATE limits SET state = 'ACTIVE', need_approve = 0, started_at = ?, updated_at = ? WHERE id = ?");
  const expired = db.prepare<[number, number], LimitRow>("SELECT * FROM limits WHERE user_id = ? AND state = 'ACTIVE' AND ends_at IS NOT NULL AND ends_at <= ?");
  const record = db.prepare<[number, number, string, number | null, number | null, number | null, number]>(
    'INSERT INTO limit_history (user_id, limit_type, action, old_value, new_value, reason_id, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const history = db.prepare<[number], HistoryRow>('SELECT * FROM limit_history WHERE user_id = ? ORDER BY id');
  const createTest = db.prepare<[string, number, string, number, number]>('INSERT INTO limit_tests (token, user_id, changes, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const takeTest = db.prepare<[string, number, number], { changes: string }>('DELETE FROM limit_tests WHERE token = ? AND user_id = ? AND expires_at > ? RETURNING changes');
  const sweepTests = db.prepare<[number]>('DELETE FROM limit_tests WHERE expires_at <= ?');
  const realityCheck = db.prepare<[number, string, number, number, number]>(
    'INSERT INTO reality_checks (user_id, action, do_not_show_again, popup_show_at, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const sessionStop = db.prepare<[number, string, number]>('INSERT OR IGNORE INTO limit_session_stops (user_id, session_id, reached_at) VALUES (?, ?, ?)');
  const lastStop = db.prepare<[number, number], { at: number | null }>('SELECT max(reached_at) AS at FROM limit_session_stops WHERE user_id = ? AND reached_at > ?');
  const spending = db.prepare<[number, number, number], CurrencySpending>(
    `SELECT c.iso, c.minor_units,
            coalesce(sum(CASE WHEN l.reason IN ('bet_stake', 'toto_stake', 'casino_stake') THEN -l.amount_minor ELSE 0 END), 0) AS stakes,
            coalesce(sum(CASE WHEN l.reason IN ('bet_payout', 'toto_payout', 'casino_payout') THEN l.amount_minor ELSE 0 END), 0) AS payouts,
            coalesce(sum(CASE WHEN l.reason IN ('bet_refund', 'casino_refund') THEN l.amount_minor ELSE 0 END), 0) AS refunds,
            coalesce(sum(CASE WHEN l.reason = 'deposit' THEN l.amount_minor ELSE 0 END), 0) AS deposits
       FROM ledger l JOIN accounts a ON a.id = l.account_id JOIN currencies c ON c.id = a.currency_id
      WHERE a.user_id = ? AND a.type != ? AND l.created_at > ?
      GROUP BY c.iso, c.minor_units`,
  );
  const mainCurrency = db.prepare<[number], { iso: string; minor_units: number }>(
    'SELECT c.iso, c.minor_units FROM accounts a JOIN currencies c ON c.id = a.currency_id WHERE a.user_id = ? ORDER BY a.type != 0, a.id LIMIT 1',
  );
  const minorUnits = db.prepare<[string], { minor_units: number }>('SELECT minor_units FROM currencies WHERE iso = ?');
  const expire = db.transaction((userId: number, now: number) => {
    for (const row of expired.all(userId, now)) {
      setState.run('INACTIVE', now, row.id);
      record.run(userId, row.limit_type, 'expire', row.value, null, row.reason_id, now);
    }
  });
  return {
    current: (userId) => current.all(userId),
    active: (userId, type) => byState.get(userId, type, 'ACTIVE'),
    activeByType: (userId) => new Map(allActive.all(userId).map((row) => [row.limit_type, row])),
    pending: (userId, type) => byState.get(userId, type, 'PENDING'),
    insert: (row, now) => Number(insert.run({ ...row, updated_at: now }).lastInsertRowid),
    setState: (id, state, now) => void setState.run(state, now, id),
    activate: (id, now) => void activate.run(now, now, id),
    expire: (userId, now) => expire(userId, now),
    record: (e) => void record.run(e.userId, e.limitType, e.action, e.oldValue, e.newValue, e.reasonId, e.at),
    history: (userId) => history.all(userId),
    createTest(token, userId, changes, now, expiresAt) {
      sweepTests.run(now);
      createTest.run(token, userId, changes, now, expiresAt);
    },
    takeTest: (token, userId, now) => takeTest.get(token, userId, now)?.changes,
    recordRealityCheck: (userId, action, doNotShowAgain, popupShowAt, now) =>
      Number(realityCheck.run(userId, action, doNotShowAgain ? 1 : 0, popupShowAt, now).lastInsertRowid),
    recordSessionStop: (userId, sessionId, reachedAt) => void sessionStop.run(userId, sessionId, reachedAt),
    lastSessionStop: (userId, since) => lastStop.get(userId, since)?.at ?? undefined,
    spending: (userId, since) => spending.all(userId, BONUS_ACCOUNT_TYPE, since),
    mainCurrency(userId) {
      const row = mainCurrency.get(userId);
      return row ? { iso: row.iso, minorUnits: row.minor_units } : { iso: 'RUB', minorUnits: 2 };
    },
    minorUnits: (iso) => minorUnits.get(iso)?.minor_units ?? 2,
    clear() {
      db.exec('DELETE FROM limit_session_stops; DELETE FROM reality_checks; DELETE FROM limit_tests; DELETE FROM limit_history; DELETE FROM limits;');
    },
  };
}
