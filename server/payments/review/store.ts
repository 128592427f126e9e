/** The `withdrawal_reviews` table (migration 640): a withdrawal's risk review and its decision. */
import type { Db } from '../../db/open';
import type { ReviewRule } from './rules';

export type ReviewState = 'awaiting' | 'approved' | 'rejected' | 'cancelled';

export interface ReviewRow {
  payment_id: number;
  /** JSON array of ReviewRule. */
  rules: string;
  amount_rub_minor: number;
  state: ReviewState;
  reason: string | null;
  staff_id: number | null;
  created_at: number;
  decided_at: number | null;
}

export interface ReviewStore {
  open(paymentId: number, rules: readonly ReviewRule[], amountRubMinor: number, now: number): void;
  byPayment(paymentId: number): ReviewRow | undefined;
  /** The rejection reasons of these payments (the player sees them), by payment id. */
  reasonsOf(paymentIds: readonly number[]): Map<number, string>;
  /**
   * Moves an `awaiting` review to `state` (compare-and-set): false when it was not awaiting, so
   * exactly one decision (or the player's cancel) wins.
   */
  decide(paymentId: number, state: Exclude<ReviewState, 'awaiting'>, now: number, staffId: number | null, reason: string | null): boolean;
  /** A page of reviews in `state` (all when undefined), newest first, below the payment id `beforeId`. */
  page(state: ReviewState | undefined, beforeId: number | undefined, limit: number): ReviewRow[];
  clear(): void;
}

export function createReviewStore(db: Db): ReviewStore {
  const insert = db.prepare<[number, string, number, number]>('INSERT INTO withdrawal_reviews (payment_id, rules, amount_rub_minor, created_at) VALUES (?, ?, ?, ?)');
  const byPayment = db.prepare<[number], ReviewRow>('SELECT * FROM withdrawal_reviews WHERE payment_id = ?');
  const decide = db.prepare<[string, number, number | null, string | null, number]>(
    "UPDATE withdrawal_reviews SET state = ?, decided_at = ?, staff_id = ?, reason = ? WHERE payment_id = ? AND state = 'awaiting'",
  );
  return {
    open: (paymentId, rules, amountRubMinor, now) => void insert.run(paymentId, JSON.stringify(rules), amountRubMinor, now),
    byPayment: (paymentId) => byPayment.get(paymentId),
    reasonsOf(paymentIds) {
      if (paymentIds.length === 0) return new Map();
      const marks = paymentIds.map(() => '?').join(', ');
      const rows = db
        .prepare<number[], { payment_id: number; reason: string }>(`SELECT payment_id, reason FROM withdrawal_reviews WHERE reason IS NOT NULL AND payment_id IN (${marks})`)
        .all(...paymentIds);
      return new Map(rows.map((row) => [row.payment_id, row.reason]));
    },
    decide: (paymentId, state, now, staffId, reason) => decide.run(state, now, staffId, reason, paymentId).changes === 1,
    page(state, beforeId, limit) {
      const parts: string[] = [];
      const args: Array<string | number> = [];
      if (state !== undefined) { parts.push('state = ?'); args.push(state); }
      if (beforeId !== undefined) { parts.push('payment_id < ?'); args.push(beforeId); }
      const where = parts.length ? `WHERE ${parts.join(' AND ')}` : '';
      return db.prepare<Array<string | number>, ReviewRow>(`SELECT * FROM withdrawal_reviews ${where} ORDER BY payment_id DESC LIMIT ?`).all(...args, limit);
    },
    clear: () => void db.exec('DELETE FROM withdrawal_reviews'),
  };
}
