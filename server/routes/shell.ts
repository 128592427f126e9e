/**
 * The shell page: every GET that is not an API path and accepts HTML gets `<distDir>/index.html`
 * with the bootstrap environment injected at `<!--kickoff-env-->`. Implemented as the not-found
 * handler, so it never shadows a real route; anything else unmatched gets a JSON:API 404.
 */
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env, Preload } from '../../platform/src/schemas/config';
import { DEFAULT_LANGUAGE } from '../../platform/src/routing/language';
import type { AppContext } from '../context';
import { sendError } from '../http/errors';
import { ifNoneMatchHits, strongEtag } from '../http/etag';
import { SHELL_CSP } from '../http/security-headers';
import { readCountry } from '../http/geo';
import { groupsFor, siteConfigFor } from './config';

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

/** A JSON script block with `<` and line separators escaped so the JSON cannot close the tag. */
function jsonScript(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** `<script type="application/json" id="kickoff-env">`: API bases, production flag, version. */
export function envScript(env: Env): string {
  return jsonScript('kickoff-env', env);
}

/**
 * The start-up data for this request (shell spec §7: config is fetched only "if not preloaded"):
 * site config for the URL's language and the visitor's country, the gate groups and the block
 * answer. The browser validates each part and fetches whatever is missing or invalid.
 */
export function preloadFor(ctx: AppContext, request: FastifyRequest): Preload {
  const path = request.url.split('?')[0] ?? '/';
  const segment = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1];
  const lang = segment ?? DEFAULT_LANGUAGE;
  const country = readCountry(request);
  const preload: Preload = { lang, session: ctx.sessionOf(request) };
  const config = siteConfigFor(ctx, lang, country);
  if (config.ok) preload.siteConfig = config.value;
  const groups = groupsFor(ctx, ['maintenance', 'blocking-reasons'], (name, detail) => request.log.warn({ group: name, detail }, 'invalid group not preloaded'));
  preload.groups = { maintenance: groups['maintenance'] ?? null, 'blocking-reasons': groups['blocking-reasons'] ?? [] };
  const rule = country === undefined ? undefined : ctx.stores.blockRules.find(country);
  preload.block = { displayTypeId: rule?.reason ?? 0, templateTypeId: rule?.templateTypeId ?? 0 };
  return preload;
}

interface Rendered {
  sourceEtag: string;
  html: string;
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
    rendered = { sourceEtag, html };
    return rendered;
  };
  /** The page with this request's preload block right after the environment block. */
  const withPreload = (page: Rendered, request: FastifyRequest): string => {
    const at = page.html.indexOf(script);
    const block = jsonScript('kickoff-preload', preloadFor(ctx, request));
    return at < 0 ? page.html : `${page.html.slice(0, at + script.length)}${block}${page.html.slice(at + script.length)}`;
  };

  const serveShell = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const source = await ctx.files.read(indexFile);
    if (!source) {
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(BUILD_MISSING);
    }
    const page = render(source.body.toString('utf8'), source.etag, request);
    const html = withPreload(page, request);
    const etag = strongEtag(html);
    const status = ctx.shellStatus(request.url);
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', SHELL_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('vary', 'accept, cookie, x-country');
    if (status === 200) {
      reply.header('etag', etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    }
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !isNonShellPath(path) && acceptsHtml(request.headers.accept, path)) return serveShell(request, reply);
    return sendError(reply, 404, 'not_found', `No route for ${request.method} ${path}`);
  });
}
