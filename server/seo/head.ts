/**
 * A page's head tags from its metadata (pure): title, description, robots, canonical, hreflang alternates,
 * Open Graph, Twitter and the JSON-LD data blocks. Every value is escaped for HTML; a JSON-LD block has `<`
 * escaped (and the line separators), so no text inside it can close the element. JSON-LD is a data block
 * (`type="application/ld+json"`): the browser never runs it, so the shell CSP's `script-src 'self'` stands.
 */
import { escapeHtml } from '../web/html';
import type { PageSeo } from './types';

/** JSON for a `<script>` data block: `<`, U+2028 and U+2029 escaped. */
export const jsonForScript = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const meta = (attr: 'name' | 'property', key: string, content: string): string => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The title element. */
export const titleTag = (seo: Pick<PageSeo, 'title'>): string => `<title>${escapeHtml(seo.title)}</title>`;

/** Everything else of the head, after the title: one line per tag. */
export function headTags(seo: PageSeo): string {
  const tags = [
    meta('name', 'description', seo.description),
    meta('name', 'robots', seo.robots),
    `<link rel="canonical" href="${escapeHtml(seo.canonical)}" />`,
    ...seo.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`),
    meta('property', 'og:type', seo.openGraph.type),
    meta('property', 'og:title', seo.openGraph.title),
    meta('property', 'og:description', seo.openGraph.description),
    meta('property', 'og:url', seo.openGraph.url),
    meta('property', 'og:site_name', seo.openGraph.siteName),
    meta('property', 'og:locale', seo.openGraph.locale),
    meta('name', 'twitter:card', seo.twitter.card),
    meta('name', 'twitter:title', seo.twitter.title),
    meta('name', 'twitter:description', seo.twitter.description),
    ...seo.jsonLd.map((doc) => `<script type="application/ld+json">${jsonForScript(doc)}</script>`),
  ];
  return tags.join('\n    ');
}
