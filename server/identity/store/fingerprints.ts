/** The `fingerprints` table: the `x-hd` tokens handed out by POST /web-api/fingerprint. */
import type { Db } from '../../db/open';
import type { FingerprintRecord } from '@kickoff/contracts';

export interface FingerprintStore {
  create(record: FingerprintRecord, createdAt: number): void;
  /** The record when the token is known and unexpired at `now`. */
  live(token: string, now: number): FingerprintRecord | undefined;
  sweep(before: number): void;
}

export function createFingerprintStore(db: Db): FingerprintStore {
  const insert = db.prepare<[string, string, number, number]>(
    'INSERT INTO fingerprints (token, components_data, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const live = db.prepare<[string, number], FingerprintRecord>(
    'SELECT token, components_data AS componentsData, expires_at AS expiresAt FROM fingerprints WHERE token = ? AND expires_at > ?',
  );
  const sweep = db.prepare<[number]>('DELETE FROM fingerprints WHERE expires_at < ?');
  return {
    create: (record, createdAt) => void insert.run(record.token, record.componentsData, createdAt, record.expiresAt),
    live: (token, now) => live.get(token, now),
    sweep: (before) => void sweep.run(before),
  };
}
