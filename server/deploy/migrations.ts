/**
 * Deploy tables (migrations 780-799). 780: the import-map versions per environment (`deploy_maps`,
 * one row per version, the served text kept verbatim; the current map of an environment is its highest
 * version) and the append-only history (`deploy_history`, one row per changed module of a version).
 * Versions and history rows are never updated; only the test API's reset deletes them.
 */
import type { Migration } from '../db/migrate';

export const deployMigrations: readonly Migration[] = [
  {
    version: 780,
    name: 'deploy: import-map versions per environment and their history',
    sql: `
      CREATE TABLE deploy_maps (
        env        TEXT NOT NULL CHECK (length(env) BETWEEN 1 AND 32),
        version    INTEGER NOT NULL CHECK (version >= 1),
        map        TEXT NOT NULL CHECK (json_valid(map)),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (env, version)
      ) WITHOUT ROWID;
      CREATE TABLE deploy_history (
        id            INTEGER PRIMARY KEY,
        env           TEXT NOT NULL,
        version       INTEGER NOT NULL,
        actor         TEXT NOT NULL,
        action        TEXT NOT NULL CHECK (action IN ('set', 'remove', 'replace', 'rollback', 'build')),
        module        TEXT,
        old_url       TEXT,
        new_url       TEXT,
        old_integrity TEXT,
        new_integrity TEXT,
        at            INTEGER NOT NULL,
        FOREIGN KEY (env, version) REFERENCES deploy_maps (env, version)
      );
      CREATE INDEX deploy_history_env ON deploy_history (env, version DESC, id);
      CREATE TRIGGER deploy_maps_immutable BEFORE UPDATE ON deploy_maps
        BEGIN SELECT RAISE(ABORT, 'deploy_maps rows are immutable'); END;
      CREATE TRIGGER deploy_history_append_only BEFORE UPDATE ON deploy_history
        BEGIN SELECT RAISE(ABORT, 'deploy_history is append-only'); END;
    `,
  },
];
