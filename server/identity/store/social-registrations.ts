/**
 * Pending social registrations (`social_registrations`, migration 180): a verified social identity that no
 * player is linked to yet, waiting for the player to confirm the minimum age. Found by the sha256 of its
 * one-use token (a leaked database row cannot be completed); read while unused and unexpired, taken once.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/open';

export interface SocialRegistrationRow {
  network: string;
  subject: string;
  email: string | null;
  name: string | null;
  /** ISO code the flow carried (null: the geo default). */
  currency: string | null;
  country_id: number | null;
  /** Where the player goes once registered (a path of this site). */
  return_url: string;
  lng: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type SocialRegistrationInsert = Omit<SocialRegistrationRow, 'used_at'>;

export interface SocialRegistrationStore {
  create(token: string, row: SocialRegistrationInsert): void;
  /** The pending registration of a token while it is unused and unexpired; undefined otherwise. */
  find(token: string, now: number): SocialRegistrationRow | undefined;
  /** Marks it used and returns it, once, while unexpired; undefined for an unknown, used or expired token. */
  take(token: string, now: number): SocialRegistrationRow | undefined;
  sweep(before: number): void;
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export function createSocialRegistrationStore(db: Db): SocialRegistrationStore {
  const insert = db.prepare<[SocialRegistrationInsert & { token_hash: string }]>(
    `INSERT INTO social_registrations (token_hash, network, subject, email, name, currency, country_id, return_url, lng, created_at, expires_at)
     VALUES (@token_hash, @network, @subject, @email, @name, @currency, @country_id, @return_url, @lng, @created_at, @expires_at)`,
  );
  const columns = 'network, subject, email, name, currency, country_id, return_url, lng, created_at, expires_at, used_at';
  const pending = db.prepare<[string, number], SocialRegistrationRow>(
    `SELECT ${columns} FROM social_registrations WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
  );
  const use = db.prepare<[number, string, number], SocialRegistrationRow>(
    `UPDATE social_registrations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING ${columns}`,
  );
  const sweepRows = db.prepare<[number]>('DELETE FROM social_registrations WHERE expires_at < ?');
  return {
    create: (token, row) => void insert.run({ ...row, token_hash: hashOf(token) }),
    find: (token, now) => pending.get(hashOf(token), now),
    take: (token, now) => use.get(now, hashOf(token), now),
    sweep: (before) => void sweepRows.run(before),
  };
}
