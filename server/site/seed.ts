/**
 * Idempotent seed of the site service. Keyed config (site_config keys, config_groups) is filled in
 * where missing, so a key added to the schema later reaches existing databases; list tables (i18n
 * overrides, blocking reasons, block rules, redirects, games preview) are seeded only while empty.
 */
import type { Db } from '../db/open';
import {
  defaultBlockingReasons,
  defaultBlockRules,
  defaultGamesPreview,
  defaultGroups,
  defaultRedirects,
  defaultSiteConfig,
  defaultSiteConfigI18n,
} from './seed-data';
import { createSiteSeedStore } from './store/seeding';

export function seedSite(db: Db): void {
  const store = createSiteSeedStore(db);
  store.fillConfig(defaultSiteConfig);
  store.fillGroups(defaultGroups);
  if (store.isEmpty('site_config_i18n')) store.insertOverrides(defaultSiteConfigI18n);
  if (store.isEmpty('blocking_reasons')) store.insertBlockingReasons(defaultBlockingReasons);
  if (store.isEmpty('block_rules')) store.insertBlockRules(defaultBlockRules);
  if (store.isEmpty('redirects')) store.insertRedirects(defaultRedirects);
  if (store.isEmpty('games_preview')) store.insertGamesPreview(defaultGamesPreview);
}

/** Empties the site tables (the test API reset seeds them again). */
export function resetSite(db: Db): void {
  createSiteSeedStore(db).clear();
}
