/** The `payments` table (migration 600): all the SQL of deposits and withdrawals. */
import type { Db } from '../../db/open';

export type PaymentDirection = 'deposit' | 'withdrawal';
/** `review`: a withdrawal held until a staff member approves it (migration 640, ../review/). */
export type PaymentStatus = 'created' | 'review' | 'pending' | 'success' | 'failed' | 'cancelled';
export const ENDED_STATUSES: ReadonlySet<PaymentStatus> = new Set(['success', 'failed', 'cancelled']);

export interface PaymentRow {
  id: number;
  user_id: number;
  account_id: number;
  currency: string;
  minor_units: number;
  direction: PaymentDirection;
  method: string;
  amount_minor: number;
  status: PaymentStatus;
  provider_ref: string | null;
  detail: string | null;
  idempotency_key: string;
  request_hash: string;
  created_at: number;
  updated_at: number;
  ended_at: number | null;
}

export type NewPayment = Omit<PaymentRow, 'id' | 'updated_at' | 'ended_at' | 'provider_ref' | 'detail'> & {
  provider_ref?: string | null;
  detail?: string | null;
};

export interface PaymentFilter {
  userId: number;
  direction?: PaymentDirection;
  status?: PaymentStatus;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
}

export interface PaymentStore {
  insert(p: NewPayment): PaymentRow;
  byId(id: number): PaymentRow | undefined;
  byProviderRef(ref: string): PaymentRow | undefined;
  byKey(userId: number, idempotencyKey: string): PaymentRow | undefined;
  /**
   * Moves a payment to `status` when it is still in one of `from` (compare-and-set): false when it
   * was not (already ended, or moved by a concurrent call), so exactly one caller moves money.
   */
  transition(id: number, from: readonly PaymentStatus[], status: PaymentStatus, now: number, detail?: string | null): boolean;
  setProviderRef(id: number, ref: string, now: number): void;
  /**
   * Money a player's deposits hold against the deposit limits before any credit, per currency (a
   * deposit limit counts every currency): open checkouts (`created` at or after `openSince`) and
   * deposits the provider is still confirming (`pending`: the player has paid, the money is on its way).
   */
  reservedByCurrency(userId: number, openSince: number): Array<{ currency: string; minor_units: number; n: number }>;
  /** The latest deposit credited to an account (amount, when it was credited), or undefined. */
  lastCreditedDeposit(accountId: number): { amount_minor: number; ended_at: number } | undefined;
  /** A page of a player's payments, newest first, and how many match. */
  list(filter: PaymentFilter, offset: number, limit: number): { items: PaymentRow[]; total: number };
  clear(): void;
}

function where(filter: PaymentFilter): { sql: string; args: Array<string | number> } {
  const parts = ['user_id = ?'];
  const args: Array<string | number> = [filter.userId];
  if (filter.direction) { parts.push('direction = ?'); args.push(filter.direction); }
  if (filter.status) { parts.push('status = ?'); args.push(filter.status); }
  if (filter.from !== undefined) { parts.push('created_at >= ?'); args.push(filter.from); }
  if (filter.to !== undefined) { parts.push('created_at < ?'); args.push(filter.to); }
  return { sql: parts.join(' AND '), args };
}

export function createPaymentStore(db: Db): PaymentStore {
  const insert = db.prepare<[number, number, string, number, string, string, number, string, string | null, string | null, string, string, number, number], PaymentRow>(
    `INSERT INTO payments (user_id, account_id, currency, minor_units, direction, method, amount_minor, status, provider_ref, detail,
       idempotency_key, request_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  const byId = db.prepare<[number], PaymentRow>('SELECT * FROM payments WHERE id = ?');
  const byRef = db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE provider_ref = ?');
  const byKey = db.prepare<[number, string], PaymentRow>('SELECT * FROM payments WHERE user_id = ? AND idempotency_key = ?');
  const setRef = db.prepare<[string, number, number]>('UPDATE payments SET provider_ref = ?, updated_at = ? WHERE id = ?');
  const reservedAll = db.prepare<[number, number], { currency: string; minor_units: number; n: number }>(
    `SELECT currency, minor_units, sum(amount_minor) AS n FROM payments
      WHERE user_id = ? AND direction = 'deposit' AND ((status = 'created' AND created_at >= ?) OR status = 'pending') GROUP BY currency, minor_units`,
  );
  const lastDeposit = db.prepare<[number], { amount_minor: number; ended_at: number }>(
    `SELECT amount_minor, ended_at FROM payments WHERE account_id = ? AND direction = 'deposit' AND status = 'success' ORDER BY ended_at DESC, id DESC LIMIT 1`,
  );
  return {
    insert(p) {
      const row = insert.get(
        p.user_id, p.account_id, p.currency, p.minor_units, p.direction, p.method, p.amount_minor, p.status,
        p.provider_ref ?? null, p.detail ?? null, p.idempotency_key, p.request_hash, p.created_at, p.created_at,
      );
      if (!row) throw new Error('payment insert returned no row');
      return row;
    },
    byId: (id) => byId.get(id),
    byProviderRef: (ref) => byRef.get(ref),
    byKey: (userId, key) => byKey.get(userId, key),
    transition(id, from, status, now, detail) {
      const ended = ENDED_STATUSES.has(status) ? now : null;
      const marks = from.map(() => '?').join(', ');
      const result = db
        .prepare(`UPDATE payments SET status = ?, updated_at = ?, ended_at = ?, detail = coalesce(?, detail) WHERE id = ? AND status IN (${marks})`)
        .run(status, now, ended, detail ?? null, id, ...from);
      return result.changes === 1;
    },
    setProviderRef: (id, ref, now) => void setRef.run(ref, now, id),
    reservedByCurrency: (userId, openSince) => reservedAll.all(userId, openSince),
    lastCreditedDeposit: (accountId) => lastDeposit.get(accountId),
    list(filter, offset, limit) {
      const w = where(filter);
      const items = db.prepare<Array<string | number>, PaymentRow>(`SELECT * FROM payments WHERE ${w.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...w.args, limit, offset);
      const total = db.prepare<Array<string | number>, { n: number }>(`SELECT count(*) AS n FROM payments WHERE ${w.sql}`).get(...w.args)?.n ?? 0;
      return { items, total };
    },
    clear: () => void db.exec('DELETE FROM payments'),
  };
}
