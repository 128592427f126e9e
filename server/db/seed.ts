/**
 * Idempotent seed. Keyed config (site_config keys, config_groups) is filled in where missing,
 * so a key added to the schema later reaches existing databases; list tables (i18n overrides,
 * blocking reasons, block rules, redirects) are seeded only while empty.
 */
import type Database from 'better-sqlite3';
import {
  defaultBlockingReasons,
  defaultBlockRules,
  defaultGroups,
  defaultRedirects,
  defaultSiteConfig,
  defaultSiteConfigI18n,
  defaultGamesPreview,
} from './seed-data';
import { resetFeed, seedFeed } from '../feed/index';
import { resetIdentity, seedIdentity } from '../identity/index';

/** PRNG seed of the generated demo data (feed). */
export const DEFAULT_DATA_SEED = 2026;

const DATA_TABLES = ['site_config', 'site_config_i18n', 'config_groups', 'blocking_reasons', 'block_rules', 'redirects', 'games_preview'] as const;

export function seedDefaults(db: Database.Database, dataSeed = DEFAULT_DATA_SEED): void {
  db.transaction(() => seedInto(db, dataSeed)).immediate();
}

/** Deletes every row of the data tables and seeds the defaults again (test API reset). */
export function resetToDefaults(db: Database.Database, dataSeed = DEFAULT_DATA_SEED): void {
  db.transaction(() => {
    for (const table of DATA_TABLES) db.exec(`DELETE FROM ${table}`);
    resetIdentity(db);
    resetFeed(db);
    seedInto(db, dataSeed);
  }).immediate();
}

function seedInto(db: Database.Database, dataSeed: number): void {
  const isEmpty = (table: (typeof DATA_TABLES)[number]): boolean =>
    db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n === 0;

  const insertConfig = db.prepare<[string, string]>('INSERT OR IGNORE INTO site_config (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(defaultSiteConfig)) insertConfig.run(key, JSON.stringify(value));

  const insertGroup = db.prepare<[string, string]>('INSERT OR IGNORE INTO config_groups (name, value) VALUES (?, ?)');
  for (const [name, value] of Object.entries(defaultGroups)) insertGroup.run(name, JSON.stringify(value));

  if (isEmpty('site_config_i18n')) {
    const insert = db.prepare<[string, string, string]>('INSERT INTO site_config_i18n (key, lang, value) VALUES (?, ?, ?)');
    for (const row of defaultSiteConfigI18n) insert.run(row.key, row.lang, JSON.stringify(row.value));
  }
  if (isEmpty('blocking_reasons')) {
    const insert = db.prepare<[number, string]>('INSERT INTO blocking_reasons (reason, page) VALUES (?, ?)');
    for (const row of defaultBlockingReasons) insert.run(row.reason, row.page);
  }
  if (isEmpty('block_rules')) {
    const insert = db.prepare<[string, number, number]>(
      'INSERT INTO block_rules (country_code, reason, template_type_id) VALUES (?, ?, ?)',
    );
    for (const row of defaultBlockRules) insert.run(row.countryCode, row.reason, row.templateTypeId);
  }
  if (isEmpty('redirects')) {
    const insert = db.prepare<[string, string, number, string]>(
      'INSERT INTO redirects (from_path, to_path, code, reason) VALUES (?, ?, ?, ?)',
    );
    for (const row of defaultRedirects) insert.run(row.from, row.to, row.code, row.reason);
  }
  if (isEmpty('games_preview')) {
    const insert = db.prepare<[string, string, string, string | null, string, string | null]>(
      'INSERT INTO games_preview (route, game_type, name, old_route, category_ids, tag) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const g of defaultGamesPreview) insert.run(g.route, g.gameType, g.name, g.oldRoute, JSON.stringify(g.categoryIds), g.tag);
  }
  seedIdentity(db);
  seedFeed(db, dataSeed);
}
