/**
 * The SEO block's text of a page reached by navigation (loaded on use, never on the first visit): the SEO
 * service's page call (`POST /seo-api/api/v1/page`, docs/api.md "SEO"), checked with valibot. The head's
 * description and canonical follow the page too (apps set `document.title` themselves).
 */
import * as v from 'valibot';
import type { SeoBlock } from './Seo';

export const SEO_PAGE_PATH = '/seo-api/api/v1/page';

/** The part of the page call's reply the shell reads. */
export const SeoPageReplySchema = v.object({
  lang: v.string(),
  path: v.string(),
  description: v.string(),
  canonical: v.string(),
  seoContent: v.nullable(v.object({ style: v.picklist(['text', 'columns']), content: v.pipe(v.string(), v.maxLength(4000)) })),
});

/** Gives `show` the page's text; nothing when the call fails or answers out of contract (the block keeps what it shows). */
export async function loadSeo(route: { lang: string; path: string; search: string }, show: (block: SeoBlock) => void, fetchImpl: typeof fetch = fetch): Promise<void> {
  const url = `/${route.lang}${route.path === '/' ? '' : route.path}${route.search}`;
  try {
    const res = await fetchImpl(SEO_PAGE_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
    if (!res.ok) throw new Error(`${SEO_PAGE_PATH}: ${res.status}`);
    const reply = v.parse(SeoPageReplySchema, await res.json());
    document.querySelector('meta[name="description"]')?.setAttribute('content', reply.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', reply.canonical);
    show({ page: route.lang + route.path, seoContent: reply.seoContent });
  } catch (err) {
    console.warn('SEO text not loaded', err);
  }
}
