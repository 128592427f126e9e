/** The `staff_pending` (password given, code awaited) and `staff_sessions` tables. */
import type { Db } from '../../db/open';

export interface StaffPendingRow {
  id: string;
  staff_id: number;
  attempts: number;
  expires_at: number;
}

export interface StaffSessionRow {
  id: string;
  staff_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ended_at: number | null;
}

export interface StaffSessionStore {
  createPending(row: StaffPendingRow): void;
  /** A pending step that has not expired. */
  livePending(id: string, now: number): StaffPendingRow | undefined;
  /** Counts a wrong code; returns the attempts so far. */
  failPending(id: string): number;
  dropPending(id: string): void;
  create(row: StaffSessionRow): void;
  byId(id: string): StaffSessionRow | undefined;
  touch(id: string, now: number): void;
  end(id: string, now: number): void;
  /** Ends every live session of a member (roles changed, account disabled). */
  endAllOf(staffId: number, now: number): void;
  /** Deletes expired pending steps and sessions ended or expired a day ago. */
  sweep(now: number): void;
}

export function createStaffSessionStore(db: Db): StaffSessionStore {
  const insertPending = db.prepare<[string, number, number, number]>('INSERT INTO staff_pending (id, staff_id, attempts, expires_at) VALUES (?, ?, ?, ?)');
  const livePending = db.prepare<[string, number], StaffPendingRow>('SELECT * FROM staff_pending WHERE id = ? AND expires_at > ?');
  const failPending = db.prepare<[string], { attempts: number }>('UPDATE staff_pending SET attempts = attempts + 1 WHERE id = ? RETURNING attempts');
  const dropPending = db.prepare<[string]>('DELETE FROM staff_pending WHERE id = ?');
  const insert = db.prepare<[string, number, number, number, number]>('INSERT INTO staff_sessions (id, staff_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const byId = db.prepare<[string], StaffSessionRow>('SELECT * FROM staff_sessions WHERE id = ?');
  const touch = db.prepare<[number, string]>('UPDATE staff_sessions SET last_seen_at = ? WHERE id = ? AND ended_at IS NULL');
  const end = db.prepare<[number, string]>('UPDATE staff_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL');
  const endAll = db.prepare<[number, number]>('UPDATE staff_sessions SET ended_at = ? WHERE staff_id = ? AND ended_at IS NULL');
  const sweepPending = db.prepare<[number]>('DELETE FROM staff_pending WHERE expires_at <= ?');
  const sweepSessions = db.prepare<[number, number]>('DELETE FROM staff_sessions WHERE coalesce(ended_at, expires_at) <= ? AND expires_at <= ?');
  const DAY = 24 * 3600 * 1000;
  return {
    createPending: (row) => void insertPending.run(row.id, row.staff_id, row.attempts, row.expires_at),
    livePending: (id, now) => livePending.get(id, now),
    failPending: (id) => failPending.get(id)?.attempts ?? Number.POSITIVE_INFINITY,
    dropPending: (id) => void dropPending.run(id),
    create: (row) => void insert.run(row.id, row.staff_id, row.created_at, row.last_seen_at, row.expires_at),
    byId: (id) => byId.get(id),
    touch: (id, now) => void touch.run(now, id),
    end: (id, now) => void end.run(now, id),
    endAllOf: (staffId, now) => void endAll.run(now, staffId),
    sweep: (now) => {
      sweepPending.run(now);
      sweepSessions.run(now - DAY, now);
    },
  };
}
