/** The `identity_secrets` table: the token-signing secret, random, generated once so tokens survive restarts. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open';

const TOKEN_SECRET = 'token_secret';

export interface SecretStore {
  /** The token secret; created on first use. */
  tokenSecret(): string;
}

export function createSecretStore(db: Db): SecretStore {
  const insert = db.prepare<[string, string]>('INSERT OR IGNORE INTO identity_secrets (name, value) VALUES (?, ?)');
  const select = db.prepare<[string], { value: string }>('SELECT value FROM identity_secrets WHERE name = ?');
  return {
    tokenSecret() {
      insert.run(TOKEN_SECRET, randomBytes(32).toString('base64url'));
      const row = select.get(TOKEN_SECRET);
      if (!row) throw new Error('token secret missing');
      return row.value;
    },
  };
}
