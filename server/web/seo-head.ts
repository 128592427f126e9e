/**
 * The page's own metadata in the shell page's head (issue 28), from the SEO service (`app.seo`, server/seo/):
 * the static `<title>` and description of root-config/index.html give way to the page's title, description,
 * robots, canonical, hreflang alternates, Open Graph, Twitter and JSON-LD tags; `<html lang>` becomes the
 * page's language; and the page's SEO block text goes into a JSON block (`kickoff-seo`) the shell's SEO
 * block draws first, without a request. Without the SEO service the page is left as it is.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { headTags, jsonForScript, titleTag } from '../seo/head';
import type { PageSeo } from '../seo/types';

/** The page's SEO block text for the shell's SEO block (shell-parcels/src/seo/Seo.tsx reads it): `{ page: 'ru/line', seoContent }`. */
export const SEO_BLOCK_ID = 'kickoff-seo';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const HTML_LANG = /<html([^>]*?)\slang="[^"]*"/i;

/** `html` with `seo`'s head: the title replaced, the other tags right after it, the language on `<html>`. */
export function withSeoHead(html: string, seo: PageSeo): string {
  if (!TITLE.test(html)) return html;
  const block = `<script type="application/json" id="${SEO_BLOCK_ID}">${jsonForScript({ page: seo.lang + seo.path, seoContent: seo.seoContent })}</script>`;
  const head = `${titleTag(seo)}\n    ${headTags(seo)}\n    ${block}`;
  const lang = seo.lang.replace(/[^a-z]/g, '');
  return html
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => head)
    .replace(HTML_LANG, (_all, attrs: string) => `<html${attrs} lang="${lang}"`);
}

/** The page with its metadata, or as it is when no SEO service runs or it fails (the page matters more). */
export function withSeoFor(app: FastifyInstance, request: FastifyRequest, html: string): string {
  if (!app.hasDecorator('seo')) return html;
  try {
    return withSeoHead(html, app.seo.page(request.url, app.seo.origin(request)));
  } catch (err) {
    request.log.error({ err }, 'page metadata failed; the static head is sent');
    return html;
  }
}
