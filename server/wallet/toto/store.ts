/** Toto coupons (toto_coupons, migration 420): all the SQL of the wallet's toto part. */
import * as v from 'valibot';
import { TotoPickSchema, type TotoPick } from '@kickoff/wallet-contracts';
import type { Db } from '../../db/open';

export interface TotoCouponRow {
  id: number;
  user_id: number;
  account_id: number;
  currency: string;
  minor_units: number;
  draw_id: number;
  draw_number: number;
  line_stake_minor: number;
  lines: number;
  amount_minor: number;
  /** JSON of the picks in the draw's event order (read with `picksOf`). */
  picks: string;
  status: 'open' | 'settled';
  hits: number | null;
  payout_minor: number | null;
  idempotency_key: string;
  request_hash: string;
  created_at: number;
  settled_at: number | null;
}

export interface TotoCouponInsert {
  userId: number;
  accountId: number;
  currency: string;
  minorUnits: number;
  drawId: number;
  drawNumber: number;
  lineStakeMinor: number;
  lines: number;
  amountMinor: number;
  picks: readonly TotoPick[];
  idempotencyKey: string;
  requestHash: string;
  createdAt: number;
}

export interface TotoCouponStore {
  insert(coupon: TotoCouponInsert): number;
  byId(id: number): TotoCouponRow | undefined;
  byKey(userId: number, idempotencyKey: string): TotoCouponRow | undefined;
  /** A player's coupons, newest first. */
  page(userId: number, limit: number, offset: number): TotoCouponRow[];
  countOfUser(userId: number): number;
  /** Draws with open coupons. */
  openDrawIds(): number[];
  openOfDraw(drawId: number): TotoCouponRow[];
  /** The picks of every coupon placed on a draw (empty: nobody played it). */
  picksOfDraw(drawId: number): TotoPick[][];
  /** Settles an open coupon; false when it was not open. */
  markSettled(id: number, hits: number, payoutMinor: number, at: number): boolean;
  clear(): void;
}

const PicksSchema = v.array(TotoPickSchema);

/** The stored picks, validated (a malformed row is an error, not a guess). */
export const picksOf = (row: Pick<TotoCouponRow, 'id' | 'picks'>): TotoPick[] => {
  const parsed = v.safeParse(PicksSchema, JSON.parse(row.picks));
  if (!parsed.success) throw new Error(`toto coupon ${row.id}: malformed picks`);
  return parsed.output;
};

export function createTotoCouponStore(db: Db): TotoCouponStore {
  const insert = db.prepare(
    `INSERT INTO toto_coupons (user_id, account_id, currency, minor_units, draw_id, draw_number, line_stake_minor, lines, amount_minor, picks, idempotency_key, request_hash, created_at)
     VALUES (@userId, @accountId, @currency, @minorUnits, @drawId, @drawNumber, @lineStakeMinor, @lines, @amountMinor, @picks, @idempotencyKey, @requestHash, @createdAt)`,
  );
  const byId = db.prepare<[number], TotoCouponRow>('SELECT * FROM toto_coupons WHERE id = ?');
  const byKey = db.prepare<[number, string], TotoCouponRow>('SELECT * FROM toto_coupons WHERE user_id = ? AND idempotency_key = ?');
  const page = db.prepare<[number, number, number], TotoCouponRow>('SELECT * FROM toto_coupons WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?');
  const count = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM toto_coupons WHERE user_id = ?');
  const openDraws = db.prepare<[], { draw_id: number }>("SELECT DISTINCT draw_id FROM toto_coupons WHERE status = 'open' ORDER BY draw_id");
  const openOfDraw = db.prepare<[number], TotoCouponRow>("SELECT * FROM toto_coupons WHERE draw_id = ? AND status = 'open' ORDER BY id");
  const ofDraw = db.prepare<[number], { id: number; picks: string }>('SELECT id, picks FROM toto_coupons WHERE draw_id = ? ORDER BY id');
  const settle = db.prepare<[number, number, number, number]>(
    "UPDATE toto_coupons SET status = 'settled', hits = ?, payout_minor = ?, settled_at = ? WHERE id = ? AND status = 'open'",
  );
  return {
    insert: (c) => Number(insert.run({ ...c, picks: JSON.stringify(c.picks) }).lastInsertRowid),
    byId: (id) => byId.get(id),
    byKey: (userId, key) => byKey.get(userId, key),
    page: (userId, limit, offset) => page.all(userId, limit, offset),
    countOfUser: (userId) => count.get(userId)?.n ?? 0,
    openDrawIds: () => openDraws.all().map((r) => r.draw_id),
    openOfDraw: (drawId) => openOfDraw.all(drawId),
    picksOfDraw: (drawId) => ofDraw.all(drawId).map(picksOf),
    markSettled: (id, hits, payoutMinor, at) => settle.run(hits, payoutMinor, at, id).changes === 1,
    clear: () => void db.exec('DELETE FROM toto_coupons'),
  };
}
