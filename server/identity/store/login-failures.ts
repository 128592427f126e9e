/**
 * The `login_failures` table: failed password logins, each with the account it was against (or the
 * unknown login), the fingerprint and the client address (captcha trigger).
 */
import type { Db } from '../../db/open';

export interface FailureKeys {
  /** `account:<id>` for a login that resolved to an account, else `login:<normalised login>`. */
  subject: string;
  fingerprint: string;
  address: string;
}

export interface FailureCounts {
  subject: number;
  fingerprint: number;
  address: number;
}

export interface LoginFailureStore {
  record(keys: FailureKeys, at: number): void;
  /** Failures since `since` for the subject, the fingerprint and the address. */
  counts(keys: FailureKeys, since: number): FailureCounts;
  /** Forgets the failures against one subject (a successful login of that account), whatever their fingerprint or address. */
  clearSubject(subject: string): void;
  sweep(before: number): void;
}

export function createLoginFailureStore(db: Db): LoginFailureStore {
  const insert = db.prepare<[string, string, string, number]>('INSERT INTO login_failures (login_key, fingerprint, address, at) VALUES (?, ?, ?, ?)');
  const bySubject = db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM login_failures WHERE login_key = ? AND at > ?');
  const byFingerprint = db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM login_failures WHERE fingerprint = ? AND at > ?');
  const byAddress = db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM login_failures WHERE address = ? AND at > ?');
  const clear = db.prepare<[string]>('DELETE FROM login_failures WHERE login_key = ?');
  const sweep = db.prepare<[number]>('DELETE FROM login_failures WHERE at < ?');
  return {
    record: (keys, at) => void insert.run(keys.subject, keys.fingerprint, keys.address, at),
    counts: (keys, since) => ({
      subject: bySubject.get(keys.subject, since)?.n ?? 0,
      fingerprint: byFingerprint.get(keys.fingerprint, since)?.n ?? 0,
      address: byAddress.get(keys.address, since)?.n ?? 0,
    }),
    clearSubject: (subject) => void clear.run(subject),
    sweep: (before) => void sweep.run(before),
  };
}
