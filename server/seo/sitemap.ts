/**
 * Sitemaps (pure over `SeoSources`): the index `/sitemap.xml` names one sitemap per section
 * (`/sitemaps/{section}.xml`); each lists its pages once per language the site has, every entry with its
 * `xhtml:link rel="alternate" hreflang` siblings and `x-default`. Built from the current data: an event is
 * listed while it is live or starts within EVENTS_WINDOW_MS, and drops out when it finishes.
 */
import { createMatcher, ROUTES } from '@kickoff/contracts';
import { escapeHtml } from '../web/html';
import { alternatesOf, eventPath, isIndexable, pagePath } from './describe';
import type { SeoSources } from './types';

export const SITEMAP_SECTIONS = ['sports', 'championships', 'events', 'casino', 'promotions', 'information'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];
export const isSitemapSection = (name: string): name is SitemapSection => (SITEMAP_SECTIONS as readonly string[]).includes(name);

/** Events in the next three days (and every live one). */
export const EVENTS_WINDOW_MS = 3 * 24 * 3600 * 1000;
/** A sitemap holds at most 50 000 URLs; with two languages an event is two. */
const EVENTS_MAX = 10_000;

const matcher = createMatcher(ROUTES);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapIndex(origin: string, lastmod: string): string {
  const items = SITEMAP_SECTIONS.map((s) => `  <sitemap><loc>${escapeHtml(`${origin}/sitemaps/${s}.xml`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One `<url>` per language of each path (without language), with its alternates. */
export function urlSet(origin: string, paths: readonly string[], languages: { list: readonly string[]; defaultLanguage: string }): string {
  const urls: string[] = [];
  for (const rest of paths) {
    const alternates = alternatesOf(origin, rest, '', languages)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`)
      .join('\n');
    for (const lang of languages.list) urls.push(`  <url>\n    <loc>${escapeHtml(`${origin}${pagePath(lang, rest)}`)}</loc>\n${alternates}\n  </url>`);
  }
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

const CASINO_SECTION_PATHS = ['/slots', '/live-casino', '/crash-games', '/fast-games', '/card-games', '/asian-games', '/skill-games', '/fishinghunting', '/scratchcards', '/keno', '/bingo', '/tvgames', '/virtualsports', '/poker', '/providers'];

/** Only paths the route table shows as an indexable page (a seeded slug that is no page is left out). */
const indexable = (rest: string): boolean => isIndexable(matcher.match(rest).route);

/** The paths (without language) a section lists now. */
export function sectionPaths(section: SitemapSection, sources: SeoSources): string[] {
  const paths = ((): string[] => {
    switch (section) {
      case 'sports':
        return ['/', '/line', '/live', ...sources.feed.activeSports().filter((s) => !s.cyber).map((s) => `/line/${s.slug}`)];
      case 'championships':
        return sources.feed.activeChamps().filter((c) => !c.sport.cyber).map((c) => `/line/${c.sport.slug}/${c.slug}`);
      case 'events':
        return sources.feed.upcomingGames(EVENTS_WINDOW_MS, EVENTS_MAX).filter((g) => !g.champ.sport.cyber).map(eventPath);
      case 'casino':
        return [...CASINO_SECTION_PATHS, ...sources.casinoGames().map((g) => `${g.live ? '/live-casino' : '/slots'}/game/${g.id}/${g.slug}`)];
      case 'promotions':
        return ['/promotions', ...sources.promotions().map((p) => `/promotions/${p.slug}`)];
      case 'information':
        return ['/information', ...sources.contentPaths()];
    }
  })();
  return [...new Set(paths)].filter(indexable);
}
