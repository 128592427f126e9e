/**
 * The public origin of absolute URLs (canonical, hreflang, sitemaps): the first origin of the configured
 * allow-list (`KICKOFF_ALLOWED_ORIGINS`, the site's own origins), else the request's own (its protocol, as
 * the trusted proxies report it, and its Host header when that is a plain host name). docs/api.md "SEO".
 */
import type { FastifyRequest } from 'fastify';

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function publicOrigin(configured: readonly string[], request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  const first = configured[0];
  if (first) return first.replace(/\/+$/, '');
  const host = HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
