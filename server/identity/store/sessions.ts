/**
 * The `sessions` table: random id → user, with created / last seen / expiry times, the "save" flag and
 * the time it ended. A session that ends (logout, inactivity, a new login in the same browser, a
 * password change) keeps its row with `ended_at` until the sweep: the limits service adds up the time
 * a player was signed in over the last 24 h from these rows.
 */
import type { Db } from '../../db/open';

export interface SessionRow {
  id: string;
  user_id: number;
  save: number;
  created_at: number;
  /** The last call that used the session (written at most once a minute, see ../session-activity.ts). */
  last_seen_at: number;
  expires_at: number;
  /** When the session ended; null while it is open. */
  ended_at: number | null;
}

export type NewSession = Omit<SessionRow, 'ended_at'>;

export interface SessionStore {
  create(session: NewSession): void;
  /** The session when it exists, has not ended and has not expired at `now`. */
  live(id: string, now: number): SessionRow | undefined;
  touch(id: string, now: number): void;
  /** Ends the session at `at` (no-op when it already ended). */
  end(id: string, at: number): void;
  /** Ends every open session of the user except `keepId` at `at`. */
  endOthers(userId: number, keepId: string | undefined, at: number): void;
  /** Ends every open session of the user at `at`; answers how many ended. */
  endAll(userId: number, at: number): number;
  /** The user's sessions (open and recently ended), newest first, at most `limit`. */
  ofUser(userId: number, limit: number): SessionRow[];
  /** How many open sessions of the user other than `keepId` exist. */
  countOthers(userId: number, keepId: string): number;
  /** The user's sessions that started before `until` and did not end or expire before `since`, oldest first. */
  between(userId: number, since: number, until: number): SessionRow[];
  sweep(before: number): void;
}

export function createSessionStore(db: Db): SessionStore {
  const insert = db.prepare<[NewSession]>(
    'INSERT INTO sessions (id, user_id, save, created_at, last_seen_at, expires_at) VALUES (@id, @user_id, @save, @created_at, @last_seen_at, @expires_at)',
  );
  const live = db.prepare<[string, number], SessionRow>('SELECT * FROM sessions WHERE id = ? AND ended_at IS NULL AND expires_at > ?');
  const touch = db.prepare<[number, string]>('UPDATE sessions SET last_seen_at = ? WHERE id = ?');
  const end = db.prepare<[number, string]>('UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL');
  const endOthers = db.prepare<[number, number, string]>('UPDATE sessions SET ended_at = ? WHERE user_id = ? AND id != ? AND ended_at IS NULL');
  const endAll = db.prepare<[number, number]>('UPDATE sessions SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL');
  const ofUser = db.prepare<[number, number], SessionRow>('SELECT * FROM sessions WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?');
  const sweep = db.prepare<[number]>('DELETE FROM sessions WHERE coalesce(ended_at, expires_at) < ?');
  const countOthers = db.prepare<[number, string], { n: number }>('SELECT count(*) AS n FROM sessions WHERE user_id = ? AND id != ? AND ended_at IS NULL');
  const between = db.prepare<[number, number, number], SessionRow>(
    'SELECT * FROM sessions WHERE user_id = ? AND coalesce(ended_at, expires_at) > ? AND created_at < ? ORDER BY created_at',
  );
  return {
    create: (session) => void insert.run(session),
    live: (id, now) => live.get(id, now),
    touch: (id, now) => void touch.run(now, id),
    end: (id, at) => void end.run(at, id),
    endOthers: (userId, keepId, at) => void endOthers.run(at, userId, keepId ?? ''),
    endAll: (userId, at) => endAll.run(at, userId).changes,
    ofUser: (userId, limit) => ofUser.all(userId, limit),
    countOthers: (userId, keepId) => countOthers.get(userId, keepId)?.n ?? 0,
    between: (userId, since, until) => between.all(userId, since, until),
    sweep: (before) => void sweep.run(before),
  };
}
