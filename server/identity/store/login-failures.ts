/** The `login_failures` table: failed password logins by login and by fingerprint (captcha trigger). */
import type { Db } from '../../db/open';

export interface LoginFailureStore {
  record(loginKey: string, fingerprint: string, at: number): void;
  /** Failures since `since` for this login or this fingerprint, whichever is larger. */
  count(loginKey: string, fingerprint: string, since: number): number;
  clear(loginKey: string, fingerprint: string): void;
  sweep(before: number): void;
}

export function createLoginFailureStore(db: Db): LoginFailureStore {
  const insert = db.prepare<[string, string, number]>('INSERT INTO login_failures (login_key, fingerprint, at) VALUES (?, ?, ?)');
  const byLogin = db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM login_failures WHERE login_key = ? AND at > ?');
  const byFingerprint = db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM login_failures WHERE fingerprint = ? AND at > ?');
  const clear = db.prepare<[string, string]>('DELETE FROM login_failures WHERE login_key = ? OR fingerprint = ?');
  const sweep = db.prepare<[number]>('DELETE FROM login_failures WHERE at < ?');
  return {
    record: (loginKey, fingerprint, at) => void insert.run(loginKey, fingerprint, at),
    count: (loginKey, fingerprint, since) =>
      Math.max(byLogin.get(loginKey, since)?.n ?? 0, byFingerprint.get(fingerprint, since)?.n ?? 0),
    clear: (loginKey, fingerprint) => void clear.run(loginKey, fingerprint),
    sweep: (before) => void sweep.run(before),
  };
}
