/**
 * Preferences tables (migrations 520-539). Migration 520:
 * - `preferences`: one row per player and setting id that differs from the default (office and
 *   mailing settings; `hide_balance` and `first_deposit_bonus_type` live on `users` instead);
 * - `favorite_teams`: the player's favourite teams (feed team ids);
 * - `preferences_secrets`: the HMAC secret of the signed unsubscribe links (random, created once);
 * - `mail_links`: one-use links of the mails (confirm the e-mail, activate the account), only the
 *   SHA-256 of the token stored;
 * - `mail_log`: every mail the reference server "sent" (no mail provider: the test API reads it);
 * - `unsubscribes`: the first use of each unsubscribe link (a repeat is answered as already done).
 */
import type { Migration } from '../db/migrate';

export const preferencesMigrations: readonly Migration[] = [
  {
    version: 520,
    name: 'preferences: office and mailing settings, favourite teams, mail links and mail log',
    sql: `
      CREATE TABLE preferences (
        user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        setting_id TEXT NOT NULL,
        value      INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, setting_id)
      );
      CREATE TABLE favorite_teams (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        team_id INTEGER NOT NULL,
        PRIMARY KEY (user_id, team_id)
      );
      CREATE TABLE preferences_secrets (
        name  TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE mail_links (
        token_hash TEXT PRIMARY KEY,
        purpose    TEXT NOT NULL CHECK (purpose IN ('verify', 'activate')),
        user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email      TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at    INTEGER
      );
      CREATE TABLE mail_log (
        id         INTEGER PRIMARY KEY,
        user_id    INTEGER,
        recipient  TEXT NOT NULL,
        kind       TEXT NOT NULL,
        subject    TEXT NOT NULL,
        body       TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX mail_log_recipient ON mail_log (recipient, id);
      CREATE TABLE unsubscribes (
        signature  TEXT PRIMARY KEY,
        user_id    INTEGER NOT NULL,
        list       TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
];
