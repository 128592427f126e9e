/**
 * A player's money history for the console (issue 24): ledger rows newest first, of every account or
 * one account or currency, and coupons newest first with their number of bets, each paged by id.
 */
import type { Db } from '../../db/open';
import type { LedgerRow } from './ledger';

export interface PlayerLedgerRow extends LedgerRow {
  iso: string;
}

export interface PlayerCouponRow {
  id: number;
  account_id: number;
  currency: string;
  type_id: number;
  coef: number;
  amount_minor: number;
  possible_win_minor: number;
  status: 'open' | 'settled';
  vip_state: string | null;
  payout_minor: number | null;
  created_at: number;
  settled_at: number | null;
  bets: number;
}

export interface LedgerFilter {
  accountId?: number | undefined;
  currency?: string | undefined;
  beforeId?: number | undefined;
  limit: number;
}

export interface PlayerHistoryStore {
  ledger(userId: number, filter: LedgerFilter): PlayerLedgerRow[];
  coupons(userId: number, beforeId: number | undefined, limit: number): PlayerCouponRow[];
}

export function createPlayerHistoryStore(db: Db): PlayerHistoryStore {
  const ledger = db.prepare<[Record<string, string | number | null>], PlayerLedgerRow>(
    `SELECT l.*, c.iso FROM ledger l JOIN accounts a ON a.id = l.account_id JOIN currencies c ON c.id = a.currency_id
      WHERE a.user_id = @userId AND (@accountId IS NULL OR l.account_id = @accountId) AND (@currency IS NULL OR c.iso = @currency)
        AND (@before IS NULL OR l.id < @before)
      ORDER BY l.id DESC LIMIT @limit`,
  );
  const coupons = db.prepare<[number, number | null, number | null, number], PlayerCouponRow>(
    `SELECT id, account_id, currency, type_id, coef, amount_minor, possible_win_minor, status, vip_state, payout_minor, created_at, settled_at,
            (SELECT count(*) FROM coupon_bets b WHERE b.coupon_id = coupons.id) AS bets
       FROM coupons WHERE user_id = ? AND (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?`,
  );
  return {
    ledger: (userId, f) =>
      ledger.all({ userId, accountId: f.accountId ?? null, currency: f.currency ?? null, before: f.beforeId ?? null, limit: f.limit }),
    coupons: (userId, beforeId, limit) => coupons.all(userId, beforeId ?? null, beforeId ?? null, limit),
  };
}
