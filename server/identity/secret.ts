/** The token-signing secret: random, generated once and kept in the database so tokens survive restarts. */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

const NAME = 'token_secret';

export function tokenSecret(db: Database.Database): string {
  db.prepare<[string, string]>('INSERT OR IGNORE INTO identity_secrets (name, value) VALUES (?, ?)').run(
    NAME,
    randomBytes(32).toString('base64url'),
  );
  const row = db.prepare<[string], { value: string }>('SELECT value FROM identity_secrets WHERE name = ?').get(NAME);
  if (!row) throw new Error('token secret missing');
  return row.value;
}
