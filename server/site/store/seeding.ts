/** Writes of the site seed and the test-API reset: fill in what is missing, or empty every site table. */
import type { Db } from '../../db/open';
import type { BlockingReason, GamePreview } from '@kickoff/contracts';
import type { BlockRuleSeed, RedirectSeed } from '../seed-data';

/** The site tables, children first. */
const SITE_TABLES = ['site_config', 'site_config_i18n', 'config_groups', 'blocking_reasons', 'block_rules', 'redirects', 'games_preview'] as const;
type SiteTable = (typeof SITE_TABLES)[number];

export interface LocalizedValue {
  key: string;
  lang: string;
  value: unknown;
}

export interface SiteSeedStore {
  isEmpty(table: SiteTable): boolean;
  /** Inserts the keys that are missing; existing values stay. */
  fillConfig(config: Readonly<Record<string, unknown>>): void;
  fillGroups(groups: Readonly<Record<string, unknown>>): void;
  insertOverrides(rows: readonly LocalizedValue[]): void;
  insertBlockingReasons(rows: readonly BlockingReason[]): void;
  insertBlockRules(rows: readonly BlockRuleSeed[]): void;
  insertRedirects(rows: readonly RedirectSeed[]): void;
  insertGamesPreview(rows: readonly GamePreview[]): void;
  /** Deletes every row of the site tables. */
  clear(): void;
}

export function createSiteSeedStore(db: Db): SiteSeedStore {
  const counts = new Map(SITE_TABLES.map((table) => [table, db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`)]));
  const insertConfig = db.prepare<[string, string]>('INSERT OR IGNORE INTO site_config (key, value) VALUES (?, ?)');
  const insertGroup = db.prepare<[string, string]>('INSERT OR IGNORE INTO config_groups (name, value) VALUES (?, ?)');
  const insertOverride = db.prepare<[string, string, string]>('INSERT INTO site_config_i18n (key, lang, value) VALUES (?, ?, ?)');
  const insertReason = db.prepare<[number, string]>('INSERT INTO blocking_reasons (reason, page) VALUES (?, ?)');
  const insertRule = db.prepare<[string, number, number]>('INSERT INTO block_rules (country_code, reason, template_type_id) VALUES (?, ?, ?)');
  const insertRedirect = db.prepare<[string, string, number, string]>('INSERT INTO redirects (from_path, to_path, code, reason) VALUES (?, ?, ?, ?)');
  const insertGame = db.prepare<[string, string, string, string | null, string, string | null]>(
    'INSERT INTO games_preview (route, game_type, name, old_route, category_ids, tag) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const deletes = SITE_TABLES.map((table) => db.prepare(`DELETE FROM ${table}`));
  return {
    isEmpty: (table) => counts.get(table)?.get()?.n === 0,
    fillConfig(config) {
      for (const [key, value] of Object.entries(config)) insertConfig.run(key, JSON.stringify(value));
    },
    fillGroups(groups) {
      for (const [name, value] of Object.entries(groups)) insertGroup.run(name, JSON.stringify(value));
    },
    insertOverrides(rows) {
      for (const row of rows) insertOverride.run(row.key, row.lang, JSON.stringify(row.value));
    },
    insertBlockingReasons(rows) {
      for (const row of rows) insertReason.run(row.reason, row.page);
    },
    insertBlockRules(rows) {
      for (const row of rows) insertRule.run(row.countryCode, row.reason, row.templateTypeId);
    },
    insertRedirects(rows) {
      for (const row of rows) insertRedirect.run(row.from, row.to, row.code, row.reason);
    },
    insertGamesPreview(rows) {
      for (const g of rows) insertGame.run(g.route, g.gameType, g.name, g.oldRoute, JSON.stringify(g.categoryIds), g.tag);
    },
    clear() {
      for (const remove of deletes) remove.run();
    },
  };
}
