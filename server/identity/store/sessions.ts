/** The `sessions` table: random id → user, with created / last seen / expiry times and the "save" flag. */
import type { Db } from '../../db/open';

export interface SessionRow {
  id: string;
  user_id: number;
  save: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface SessionStore {
  create(session: SessionRow): void;
  /** The session when it exists and has not expired at `now`. */
  live(id: string, now: number): SessionRow | undefined;
  touch(id: string, now: number): void;
  delete(id: string): void;
  /** Deletes every session of the user except `keepId`. */
  deleteOthers(userId: number, keepId: string | undefined): void;
  /** How many sessions of the user other than `keepId` exist. */
  countOthers(userId: number, keepId: string): number;
  sweep(before: number): void;
}

export function createSessionStore(db: Db): SessionStore {
  const insert = db.prepare<[SessionRow]>(
    'INSERT INTO sessions (id, user_id, save, created_at, last_seen_at, expires_at) VALUES (@id, @user_id, @save, @created_at, @last_seen_at, @expires_at)',
  );
  const live = db.prepare<[string, number], SessionRow>('SELECT * FROM sessions WHERE id = ? AND expires_at > ?');
  const touch = db.prepare<[number, string]>('UPDATE sessions SET last_seen_at = ? WHERE id = ?');
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id = ?');
  const removeOthers = db.prepare<[number, string]>('DELETE FROM sessions WHERE user_id = ? AND id != ?');
  const sweep = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at < ?');
  const countOthers = db.prepare<[number, string], { n: number }>('SELECT count(*) AS n FROM sessions WHERE user_id = ? AND id != ?');
  return {
    create: (session) => void insert.run(session),
    live: (id, now) => live.get(id, now),
    touch: (id, now) => void touch.run(now, id),
    delete: (id) => void remove.run(id),
    deleteOthers: (userId, keepId) => void removeOthers.run(userId, keepId ?? ''),
    countOthers: (userId, keepId) => countOthers.get(userId, keepId)?.n ?? 0,
    sweep: (before) => void sweep.run(before),
  };
}
