/**
 * The identity data the console's Players section reads and changes (issue 24): the search over
 * account IDs, e-mails and phones, and a player's ban (level, version, the reason and time a staff
 * member gave; `users` is identity's table, so these writes live here).
 */
import type { Db } from '../../db/open';
import { likePrefix, type SearchTerms } from '../player-search';

export interface PlayerFoundRow {
  id: number;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  name: string | null;
  surname: string | null;
  ban_level: number;
}

export interface BanRow {
  ban_level: number;
  ban_version: number;
  ban_reason: string | null;
  banned_at: number | null;
}

export interface NewBan {
  level: number;
  version: number;
  reason: string;
  at: number;
}

export interface PlayerRecordStore {
  /** Players matching any of the terms, exact matches first, then by ID; at most `limit`. */
  search(terms: SearchTerms, limit: number): PlayerFoundRow[];
  ban(userId: number): BanRow | undefined;
  setBan(userId: number, ban: NewBan): void;
  liftBan(userId: number): void;
}

const PHONE = "replace(coalesce(phone_code, ''), '+', '') || coalesce(phone_number, '')";

export function createPlayerRecordStore(db: Db): PlayerRecordStore {
  const search = db.prepare<[Record<string, string | number | null>], PlayerFoundRow>(
    `SELECT id, email, phone_code, phone_number, name, surname, ban_level FROM users
      WHERE (@id IS NOT NULL AND CAST(id AS TEXT) LIKE @id || '%')
         OR (@email IS NOT NULL AND email LIKE @emailLike ESCAPE '\\')
         OR (@phone IS NOT NULL AND ${PHONE} LIKE @phone || '%')
      ORDER BY (CAST(id AS TEXT) = @id OR email = @email OR ${PHONE} = @phone) DESC, id
      LIMIT @limit`,
  );
  const ban = db.prepare<[number], BanRow>('SELECT ban_level, ban_version, ban_reason, banned_at FROM users WHERE id = ?');
  const setBan = db.prepare<[number, number, string, number, number]>(
    'UPDATE users SET ban_level = ?, ban_version = ?, ban_reason = ?, banned_at = ? WHERE id = ?',
  );
  const liftBan = db.prepare<[number]>('UPDATE users SET ban_level = 0, ban_version = 0, ban_reason = NULL, banned_at = NULL WHERE id = ?');
  return {
    search: (terms, limit) =>
      search.all({
        id: terms.idPrefix,
        phone: terms.phonePrefix,
        email: terms.emailPrefix,
        emailLike: terms.emailPrefix === null ? null : likePrefix(terms.emailPrefix),
        limit,
      }),
    ban: (userId) => ban.get(userId),
    setBan: (userId, b) => void setBan.run(b.level, b.version, b.reason, b.at, userId),
    liftBan: (userId) => void liftBan.run(userId),
  };
}
