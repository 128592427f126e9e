/** Site service tables (migrations 1-99): site config and its overrides, config groups, blocking, redirects, games preview. */
import type { Migration } from '../db/migrate';

export const siteMigrations: readonly Migration[] = [
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
  {
    version: 3,
    name: 'site-config-version',
    // One counter every change of the config bumps (any connection, any writer): readers cache the
    // parsed config and re-read only when it moved (server/site/store/site-config.ts).
    sql: `
      CREATE TABLE site_config_version (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
      INSERT INTO site_config_version (id, n) VALUES (1, 0);
      CREATE TRIGGER site_config_ins AFTER INSERT ON site_config BEGIN UPDATE site_config_version SET n = n + 1; END;
      CREATE TRIGGER site_config_upd AFTER UPDATE ON site_config BEGIN UPDATE site_config_version SET n = n + 1; END;
      CREATE TRIGGER site_config_del AFTER DELETE ON site_config BEGIN UPDATE site_config_version SET n = n + 1; END;
      CREATE TRIGGER site_config_i18n_ins AFTER INSERT ON site_config_i18n BEGIN UPDATE site_config_version SET n = n + 1; END;
      CREATE TRIGGER site_config_i18n_upd AFTER UPDATE ON site_config_i18n BEGIN UPDATE site_config_version SET n = n + 1; END;
      CREATE TRIGGER site_config_i18n_del AFTER DELETE ON site_config_i18n BEGIN UPDATE site_config_version SET n = n + 1; END;
    `,
  },
];
