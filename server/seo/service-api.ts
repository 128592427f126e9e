/** `app.seo`: what the SEO service offers the web service (the shell page's head, server/web/seo-head.ts). */
import type { FastifyRequest } from 'fastify';
import type { PageSeo } from './types';

export interface SeoApi {
  /** The page's metadata for a URL (`/ru/line/football?x=1`) under `origin`, cached briefly per URL (the feed changes). */
  page(url: string, origin: string): PageSeo;
  /** The public origin of absolute URLs for this request (./origin.ts). */
  origin(request: Pick<FastifyRequest, 'protocol' | 'host'>): string;
  /** A sitemap's text, kept up to SITEMAP_MS per key. */
  sitemap(key: string, build: () => string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SEO service (server/seo/). */
    seo: SeoApi;
  }
}
