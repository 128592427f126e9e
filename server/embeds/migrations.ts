/**
 * Embeds tables (migrations 860-879): the embed origins CMS editors allow in the console, beside the
 * configured ones (KICKOFF_EMBED_ORIGINS). Who added one and when; the audit log keeps the history.
 */
import type { Migration } from '../db/migrate';

export const embedsMigrations: readonly Migration[] = [
  {
    version: 860,
    name: 'embed origins managed in the console',
    sql: `
      CREATE TABLE embed_origins (
        id        INTEGER PRIMARY KEY,
        origin    TEXT NOT NULL UNIQUE,
        added_by  INTEGER,
        added_at  INTEGER NOT NULL
      );
    `,
  },
];
