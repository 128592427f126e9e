/** The site service's data-access objects over one database (all its SQL lives in this folder). */
import type { Db } from '../../db/open';
import { createGamesPreviewStore, type GamesPreviewStore } from './games-preview';
import { createBlockRuleStore, type BlockRuleStore } from './block-rules';
import { createGroupStore, type GroupStore } from './groups';
import { createRedirectStore, type RedirectStore } from './redirects';
import { createSiteConfigStore, type SiteConfigStore } from './site-config';

export interface SiteStores {
  siteConfig: SiteConfigStore;
  groups: GroupStore;
  redirects: RedirectStore;
  blockRules: BlockRuleStore;
  gamesPreview: GamesPreviewStore;
}

export function createSiteStores(db: Db): SiteStores {
  return {
    siteConfig: createSiteConfigStore(db),
    groups: createGroupStore(db),
    redirects: createRedirectStore(db),
    blockRules: createBlockRuleStore(db),
    gamesPreview: createGamesPreviewStore(db),
  };
}
