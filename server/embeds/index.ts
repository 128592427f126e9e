/**
 * Embeds service (migrations 860-879; contract @kickoff/backoffice-contracts/embeds; issue 24 "Embeds for
 * CMS editors"): the embed origins editors allow in the console, beside the configured ones
 * (KICKOFF_EMBED_ORIGINS), and the console's live preview page of an element. The embed CORS
 * (server/http/embed-cors.ts) follows the table through `app.embedAllowList`. The builder's searches
 * live with the data: events in the feed service, casino games in the casino service. Documented in
 * docs/api.md "Staff: embeds".
 */
import { defineService } from '../service';
import { embedsMigrations } from './migrations';
import { registerEmbedPreviewPage } from './preview-page';
import { registerEmbedOriginRoutes } from './routes';
import { createEmbedOriginStore, resetEmbeds } from './store';

export const embedsService = defineService({
  name: 'embeds',
  dependencies: ['staff'],
  migrations: { from: 860, to: 879, list: embedsMigrations },
  reset: resetEmbeds,
  async register(app, ctx) {
    const store = createEmbedOriginStore(ctx.db);
    app.embedAllowList.follow((origin) => store.has(origin));
    registerEmbedOriginRoutes(app, { store, clock: ctx.clock, configured: ctx.security.embedOrigins, production: ctx.env.production });
    registerEmbedPreviewPage(app);
  },
});
