/**
 * The shell page: every GET that is not an API path and accepts HTML gets `<distDir>/index.html`
 * with the bootstrap environment injected at `<!--kickoff-env-->`. Implemented as the not-found
 * handler, so it never shadows a real route; anything else unmatched gets a JSON:API 404.
 */
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../platform/src/schemas/config';
import type { AppContext } from '../context';
import { sendError } from '../http/errors';
import { ifNoneMatchHits, strongEtag } from '../http/etag';
import { SHELL_CSP } from '../http/security-headers';

export const ENV_PLACEHOLDER = '<!--kickoff-env-->';
export const BUILD_MISSING = 'Build missing: run npm run build';

/** Prefixes never answered with the shell page. */
export const NON_SHELL_PREFIXES = [
  '/bff-api',
  '/web-api',
  '/redirects-api',
  '/blocks-api',
  '/limit-service-api',
  '/social-api',
  '/fatman-api',
  '/__test',
  '/dist',
] as const;

export function isNonShellPath(path: string): boolean {
  return NON_SHELL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Explicit `text/html` (browser navigation) always gets the page. A missing Accept or a bare
 * wildcard also gets it, unless the last path segment looks like a file (`/favicon.ico`).
 */
export function acceptsHtml(accept: string | undefined, path: string): boolean {
  const types = (accept ?? '*/*').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '');
  if (types.includes('text/html') || types.includes('application/xhtml+xml')) return true;
  if (!types.includes('*/*') && !types.includes('text/*')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]{1,8}$/.test(last);
}

/** `<script type="application/json" id="kickoff-env">` with `<` escaped so the JSON cannot close the tag. */
export function envScript(env: Env): string {
  const json = JSON.stringify(env).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="kickoff-env">${json}</script>`;
}

interface Rendered {
  sourceEtag: string;
  html: string;
  etag: string;
}

export function registerShell(app: FastifyInstance, ctx: AppContext): void {
  const script = envScript(ctx.env);
  const indexFile = join(ctx.distDir, 'index.html');
  let rendered: Rendered | undefined;

  const render = (source: string, sourceEtag: string, request: FastifyRequest): Rendered => {
    if (rendered?.sourceEtag === sourceEtag) return rendered;
    let html: string;
    if (source.includes(ENV_PLACEHOLDER)) {
      html = source.replace(ENV_PLACEHOLDER, () => script);
    } else {
      request.log.warn(`${indexFile} has no ${ENV_PLACEHOLDER} placeholder; env script inserted before </head>`);
      const head = source.search(/<\/head>/i);
      html = head >= 0 ? `${source.slice(0, head)}${script}${source.slice(head)}` : `${script}${source}`;
    }
    rendered = { sourceEtag, html, etag: strongEtag(html) };
    return rendered;
  };

  const serveShell = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const source = await ctx.files.read(indexFile);
    if (!source) {
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(BUILD_MISSING);
    }
    const page = render(source.body.toString('utf8'), source.etag, request);
    const status = ctx.shellStatus(request.url);
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', SHELL_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('vary', 'accept');
    if (status === 200) {
      reply.header('etag', page.etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    }
    return reply.code(status).type('text/html; charset=utf-8').send(page.html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !isNonShellPath(path) && acceptsHtml(request.headers.accept, path)) return serveShell(request, reply);
    return sendError(reply, 404, 'not_found', `No route for ${request.method} ${path}`);
  });
}
