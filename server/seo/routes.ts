/**
 * The SEO calls (docs/api.md "SEO"): `POST /seo-api/api/v1/page` (shell spec §3 "SEO requests: url, auth"),
 * `GET /robots.txt`, `GET /sitemap.xml` (the index) and `GET /sitemaps/{section}.xml`. Public, no session.
 */
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { validate } from '../http/validate';
import { robotsTxt } from './robots';
import { isSitemapSection, sectionPaths, sitemapIndex, urlSet } from './sitemap';
import type { SeoApi } from './service-api';
import type { SeoSources } from './types';

export const SEO_PAGE_PATH = '/seo-api/api/v1/page';

/** The request: the page's path and query as the browser shows it (same origin), and whether the visitor is signed in (unused: pages are described alike). */
export const SeoPageRequestSchema = v.object({
  url: v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?!\/)[^\s\\]*$/, 'a path starting with one /')),
  auth: v.optional(v.boolean()),
});

/** Sitemaps follow the data within SITEMAP_MS (a finished event leaves at once: the feed's settle event clears them). */
export const SITEMAP_MS = 60_000;

export function registerSeoRoutes(app: FastifyInstance, seo: SeoApi, sources: SeoSources): void {
  app.post(SEO_PAGE_PATH, async (request, reply) => {
    const body = validate(SeoPageRequestSchema, request.body);
    if (!body.ok) return sendError(reply, 400, 'invalid_body', body.detail);
    return reply.header('cache-control', 'no-store').send(seo.page(body.value.url, seo.origin(request)));
  });

  app.get('/robots.txt', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(seo.origin(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const body = seo.sitemap(`index:${seo.origin(request)}`, () => sitemapIndex(seo.origin(request), new Date(sources.feed.now()).toISOString()));
    return reply.header('cache-control', 'public, max-age=60').type('application/xml; charset=utf-8').send(body);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const section = /^([a-z]+)\.xml$/.exec(request.params.file)?.[1] ?? '';
    if (!isSitemapSection(section)) return sendError(reply, 404, 'not_found', `No sitemap ${request.params.file}`);
    const origin = seo.origin(request);
    const body = seo.sitemap(`${section}:${origin}`, () => urlSet(origin, sectionPaths(section, sources), sources.languages()));
    return reply.header('cache-control', 'public, max-age=60').type('application/xml; charset=utf-8').send(body);
  });
}
