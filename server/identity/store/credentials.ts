/** The `credentials` table: one scrypt password hash per user (never the password). */
import type { Db } from '../../db/open';
import type { PasswordHash } from '../password';

export interface CredentialStore {
  get(userId: number): PasswordHash | undefined;
  set(userId: number, hash: PasswordHash, at: number): void;
}

export function createCredentialStore(db: Db): CredentialStore {
  const get = db.prepare<[number], PasswordHash>('SELECT algorithm, salt, hash FROM credentials WHERE user_id = ?');
  const upsert = db.prepare<[number, string, string, string, number]>(
    `INSERT INTO credentials (user_id, algorithm, salt, hash, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET algorithm = excluded.algorithm, salt = excluded.salt, hash = excluded.hash, updated_at = excluded.updated_at`,
  );
  return {
    get: (userId) => get.get(userId),
    set: (userId, hash, at) => void upsert.run(userId, hash.algorithm, hash.salt, hash.hash, at),
  };
}
