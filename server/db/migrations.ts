/**
 * A tiny migration runner: numbered migrations, recorded in `schema_migrations`,
 * all pending ones applied in one IMMEDIATE transaction (safe when two processes start at once).
 * Never edit an applied migration: append a new one.
 */
import type Database from 'better-sqlite3';
import { feedMigrations } from '../feed/index';
import { identityMigrations } from '../identity/index';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const baseMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'initial',
    sql: `
      CREATE TABLE site_config (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL CHECK (json_valid(value))
      );
      CREATE TABLE site_config_i18n (
        key   TEXT NOT NULL,
        lang  TEXT NOT NULL CHECK (length(lang) = 2),
        value TEXT NOT NULL CHECK (json_valid(value)),
        PRIMARY KEY (key, lang)
      );
      CREATE TABLE config_groups (
        name  TEXT PRIMARY KEY,
        value TEXT NOT NULL CHECK (json_valid(value))
      );
      CREATE TABLE blocking_reasons (
        reason INTEGER PRIMARY KEY,
        page   TEXT NOT NULL
      );
      CREATE TABLE block_rules (
        country_code     TEXT PRIMARY KEY CHECK (length(country_code) = 2),
        reason           INTEGER NOT NULL,
        template_type_id INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE redirects (
        from_path TEXT PRIMARY KEY,
        to_path   TEXT NOT NULL,
        code      INTEGER NOT NULL DEFAULT 301 CHECK (code IN (301, 302, 307, 308)),
        reason    TEXT NOT NULL DEFAULT 'legacy'
      );
    `,
  },
  {
    version: 2,
    name: 'games-preview',
    sql: `
      CREATE TABLE games_preview (
        route        TEXT PRIMARY KEY,
        game_type    TEXT NOT NULL,
        name         TEXT NOT NULL,
        old_route    TEXT UNIQUE,
        category_ids TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(category_ids)),
        tag          TEXT
      );
    `,
  },
];

/** Base 1-99, identity 100-199, feed 200-299: each service appends its own in its folder. */
export const migrations: readonly Migration[] = [...baseMigrations, ...identityMigrations, ...feedMigrations];

export interface MigrationResult {
  applied: number[];
  version: number;
}

export function runMigrations(db: Database.Database, list: readonly Migration[] = migrations): MigrationResult {
  assertOrdered(list);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const appliedVersions = db.prepare<[], { version: number }>('SELECT version FROM schema_migrations');
  const record = db.prepare<[number, string]>('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');

  const apply = db.transaction((): number[] => {
    const done = new Set(appliedVersions.all().map((row) => row.version));
    const latestKnown = list.at(-1)?.version ?? 0;
    const newest = Math.max(0, ...done);
    if (newest > latestKnown) {
      throw new Error(`Database schema version ${newest} is newer than this server knows (${latestKnown})`);
    }
    const applied: number[] = [];
    for (const migration of list) {
      if (done.has(migration.version)) continue;
      db.exec(migration.sql);
      record.run(migration.version, migration.name);
      applied.push(migration.version);
    }
    return applied;
  });

  const applied = apply.immediate();
  return { applied, version: list.at(-1)?.version ?? 0 };
}

function assertOrdered(list: readonly Migration[]): void {
  let previous = 0;
  for (const migration of list) {
    if (!Number.isInteger(migration.version) || migration.version <= previous) {
      throw new Error(`Migrations must have strictly increasing integer versions (at "${migration.name}")`);
    }
    previous = migration.version;
  }
}
