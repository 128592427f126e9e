/**
 * Site service (shell spec §3, §4, §7): site config and its per-language overrides, config groups,
 * country blocking, legacy redirects, the games preview and the official addresses (domain checker),
 * and the console's routes that change them (./routes/staff.ts, staff-audited).
 * Offers `app.site` (SiteApi) to the others.
 */
import { defineService } from '../service';
import { siteMigrations } from './migrations';
import { registerBlockRoutes } from './routes/blocks';
import { registerConfigRoutes } from './routes/config';
import { registerDomainRoutes } from './routes/domains';
import { registerGamesPreviewRoutes } from './routes/games-preview';
import { registerRedirectRoutes } from './routes/redirects';
import { registerSiteStaffRoutes } from './routes/staff';
import { resetSite, seedSite } from './seed';
import { createSiteApi, type SiteApi } from './site-config';
import { createSiteStores } from './store/index';
import { registerSiteTestApi } from './test-api';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site config, groups and block rules (site service). */
    site: SiteApi;
  }
}

export const siteService = defineService({
  name: 'site',
  migrations: { from: 1, to: 99, list: siteMigrations },
  seed: seedSite,
  reset: resetSite,
  async register(app, ctx) {
    const stores = createSiteStores(ctx.db);
    const site = createSiteApi(stores);
    app.decorate('site', site);
    registerConfigRoutes(app, site);
    registerRedirectRoutes(app, stores.redirects);
    registerBlockRoutes(app, site);
    registerGamesPreviewRoutes(app, stores.gamesPreview);
    registerDomainRoutes(app, { officialDomains: ctx.security.officialDomains, production: ctx.env.production });
    registerSiteStaffRoutes(app, { db: ctx.db, stores });
    if (ctx.testApi) registerSiteTestApi(app, stores);
  },
});
