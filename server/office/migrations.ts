/**
 * Office tables (migrations 500-519). Migration 500: `office_menu`, the office menu's items (account
 * spec §2 "Office menu": categories and items), seeded from menu-items.ts and editable by operators.
 * Migration 501: `profile_changes`, every change of a player's personal data (field, old and new
 * value, time, address): a licensed operator keeps who changed what.
 */
import type { Migration } from '../db/migrate';

export const officeMigrations: readonly Migration[] = [
  {
    version: 500,
    name: 'office: the office menu',
    sql: `
      CREATE TABLE office_menu (
        route     TEXT PRIMARY KEY CHECK (route GLOB 'office-*'),
        category  TEXT NOT NULL CHECK (category IN ('profile', 'payments', 'bets', 'promo', 'settings', 'support')),
        position  INTEGER NOT NULL,
        icon      TEXT NOT NULL,
        title_ru  TEXT NOT NULL,
        title_en  TEXT NOT NULL,
        -- a site-config flag that must be true for the item to show (null: always)
        config    TEXT
      );
    `,
  },
  {
    version: 501,
    name: 'office: the personal-data change log',
    sql: `
      CREATE TABLE profile_changes (
        id         INTEGER PRIMARY KEY,
        user_id    INTEGER NOT NULL,
        field      TEXT NOT NULL,
        old_value  TEXT,
        new_value  TEXT,
        ip         TEXT,
        changed_at INTEGER NOT NULL
      );
      CREATE INDEX profile_changes_user ON profile_changes (user_id, id);
    `,
  },
];
