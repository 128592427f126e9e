/**
 * SEO service (issue 28; shell spec §3 "SEO requests: url, auth", §7 "SEO service"): every page's own
 * metadata from the route table and the data behind the page (docs/api.md "SEO"), `robots.txt` and the
 * sitemaps. No tables (920-939 reserved): it reads the feed, the casino catalogue, promotions, the content
 * pages and the SEO texts through their stores. Offers `app.seo` (./service-api.ts): the web service puts
 * a page's tags into the shell page's head (server/web/seo-head.ts).
 */
import { defineService } from '../service';
import { describePage } from './describe';
import { publicOrigin } from './origin';
import { registerSeoRoutes, SITEMAP_MS } from './routes';
import type { SeoApi } from './service-api';
import { createSeoSources } from './sources';
import type { PageSeo } from './types';

/** A page's metadata serves every request for the same URL within PAGE_FRESH_MS (like the first views: the feed moves on). */
export const PAGE_FRESH_MS = 5000;
const PAGE_ENTRIES = 1000;

/** A tiny time-boxed cache (oldest out first when full). */
function timedCache<T>(ms: number, max: number) {
  const entries = new Map<string, { at: number; value: T }>();
  return {
    get(key: string, compute: () => T): T {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ms) return hit.value;
      entries.delete(key);
      const value = compute();
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { at: now, value });
      return value;
    },
    clear: () => entries.clear(),
  };
}

export const seoService = defineService({
  name: 'seo',
  dependencies: ['site', 'feed', 'casino', 'promotions', 'content'],
  migrations: { from: 920, to: 939, list: [] },
  async register(app, ctx) {
    const sources = createSeoSources(app, ctx.db, ctx.clock);
    const pages = timedCache<PageSeo>(PAGE_FRESH_MS, PAGE_ENTRIES);
    const sitemaps = timedCache<string>(SITEMAP_MS, 64);
    // A finished game leaves the events sitemap and its page says so at once, not a minute later.
    app.feed.onGamesSettled(() => {
      sitemaps.clear();
      pages.clear();
    });
    const api: SeoApi = {
      page: (url, origin) => pages.get(`${origin} ${url}`, () => describePage(url, origin, sources)),
      origin: (request) => publicOrigin(ctx.security.allowedOrigins, request),
      sitemap: (key, build) => sitemaps.get(key, build),
    };
    app.decorate('seo', api);
    // The test API's reset seeds the data again: nothing described before it holds.
    if (ctx.testApi) {
      app.addHook('onRequest', async (request) => {
        if (request.method === 'POST' && request.url === '/__test/reset') {
          pages.clear();
          sitemaps.clear();
        }
      });
    }
    registerSeoRoutes(app, api, sources);
  },
});
