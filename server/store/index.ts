/** All data-access objects over one database. */
import type Database from 'better-sqlite3';
import { createGamesPreviewStore, type GamesPreviewStore } from './games-preview';
import { createBlockRuleStore, type BlockRuleStore } from './block-rules';
import { createGroupStore, type GroupStore } from './groups';
import { createRedirectStore, type RedirectStore } from './redirects';
import { createSiteConfigStore, type SiteConfigStore } from './site-config';

export interface Stores {
  siteConfig: SiteConfigStore;
  groups: GroupStore;
  redirects: RedirectStore;
  blockRules: BlockRuleStore;
  gamesPreview: GamesPreviewStore;
}

export function createStores(db: Database.Database): Stores {
  return {
    siteConfig: createSiteConfigStore(db),
    groups: createGroupStore(db),
    redirects: createRedirectStore(db),
    blockRules: createBlockRuleStore(db),
    gamesPreview: createGamesPreviewStore(db),
  };
}
