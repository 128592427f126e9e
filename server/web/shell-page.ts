/**
 * The shell page: every GET that is not an API path and accepts HTML gets `<distDir>/index.html`
 * with the bootstrap environment injected at `<!--kickoff-env-->` and this request's preload block,
 * `no-cache` with a strong ETag and the shell CSP, plus the referral cookies of the query's tag
 * parameters (./referral-cookies.ts). Implemented as the not-found handler, so it never
 * shadows a real route; anything else unmatched gets a JSON:API 404.
 */
import { join } from 'node:path';
import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, DEFAULT_SITE_CONFIG, isMaintenanceActive, MaintenanceGroupSchema, SiteConfigSchema, splitLanguage, type Env } from '@kickoff/contracts';
import type { CurrentImportMap } from '../deploy/served-map';
import { sendError } from '../http/errors';
import { ifNoneMatchHits, strongEtag } from '../http/etag';
import { SHELL_HELMET, withRemoteViewSources } from '../http/security-headers';
import { ageGateState, renderAgeGate, withAgeGate } from './age-gate';
import { banRedirectTarget } from './ban-redirect';
import type { FileCache } from './file-cache';
import { cookieAttributes, isHttps } from '../identity/http/cookies';
import { preloadFor } from './preload';
import type { Preload } from '@kickoff/contracts';
import { firstViewModules, preloadLinks, renderPreloadLinks } from './module-preload';
import type { ManifestReader } from './module-manifest';
import { overridesAllowed, overridesCspDirectives, withOverrides, type OverridesPolicy } from './overrides';
import { allowsMarketing, consentOf, referralTagsOf, renderConsentBanner, withConsentBanner } from './cookie-consent';
import { referralCookies } from './referral-cookies';
import { acceptsHtml, isNonShellPath } from './shell-paths';
import { jsonScript } from './json-script';
import { createPageCompressor, digest, objectIds, streamPage } from './streamed-page';
import { acceptedEncodings, addVary } from './static';
import type { DrawnFirstView, FirstViews } from './first-view';
import { withSeoFor } from './seo-head';

export const ENV_PLACEHOLDER = '<!--kickoff-env-->';
export const BUILD_MISSING = 'Build missing: run npm run build';

/** The shell CSP of a page that carries the development overrides (./overrides.ts). */
const OVERRIDES_HELMET = { contentSecurityPolicy: { useDefaults: false, directives: overridesCspDirectives() } };

export interface ShellPageOptions {
  distDir: string;
  env: Env;
  files: FileCache;
  /** Status code of the shell page for a URL. */
  shellStatus: (url: string) => number;
  /** Who gets the development overrides (./overrides.ts). */
  overrides: OverridesPolicy;
  /** Server-rendered first views (./first-view.ts); without it every page is drawn by the browser. */
  firstViews?: FirstViews;
  /** The modules' manifests (`<entry>.deps.json`, ./module-manifest.ts): the preloaded graph and the preload block's requirements. */
  manifests: ManifestReader;
}


/** `<script type="application/json" id="kickoff-env">`: API bases, production flag, version. */
export function envScript(env: Env): string {
  return jsonScript('kickoff-env', env);
}

interface Rendered {
  sourceEtag: string;
  html: string;
}

/** The page around its root element: the element's opening tag, its boot content, and what follows. */
interface RootSplit {
  before: string;
  rootTag: string;
  bootContent: string;
  after: string;
}

const ROOT_OPEN = '<div id="kickoff-root"';
/** The root's boot content in root-config/index.html: a status line until the root config draws the page. */
const BOOT_END = '</div></div>';

export function splitAtRoot(html: string): RootSplit | null {
  const open = html.indexOf(ROOT_OPEN);
  if (open < 0) return null;
  const tagEnd = html.indexOf('>', open) + 1;
  const close = html.indexOf(BOOT_END, tagEnd);
  if (tagEnd <= 0 || close < 0) return null;
  const contentEnd = close + '</div>'.length;
  return { before: html.slice(0, open), rootTag: html.slice(open, tagEnd), bootContent: html.slice(tagEnd, contentEnd), after: html.slice(contentEnd) };
}

/** The rest of the page after `before`: the root with the view (or its boot content), then the view's data. */
export function withFirstView(split: RootSplit, view: DrawnFirstView | null): string {
  if (!view) return `${split.rootTag}${split.bootContent}${split.after}`;
  const rootTag = `${split.rootTag.slice(0, -1)}${view.rootAttrs}>`;
  // `after` starts with the root's closing tag: the data block follows it.
  return `${view.styles}${rootTag}${view.rootHtml}</div>${view.dataScript}${split.after.slice('</div>'.length)}`;
}

/** The preloaded block answer's part the first view needs: a reason above 0 blocks the visitor. */
const BlockAnswerSchema = v.object({ displayTypeId: v.number() });

export function registerShellPage(app: FastifyInstance, opts: ShellPageOptions): void {
  const script = envScript(opts.env);
  const indexFile = join(opts.distDir, 'index.html');
  let rendered: Rendered | undefined;
  // The remote-view allow-lists (server/remote-views) widen the CSP by exactly their origins.
  const remote = app.hasDecorator('remoteViewSources') ? app.remoteViewSources : null;
  const shellHelmet = remote ? { contentSecurityPolicy: { useDefaults: false, directives: withRemoteViewSources(SHELL_HELMET.contentSecurityPolicy.directives, remote) } } : SHELL_HELMET;
  const overridesHelmet = remote ? { contentSecurityPolicy: { useDefaults: false, directives: withRemoteViewSources(OVERRIDES_HELMET.contentSecurityPolicy.directives, remote) } } : OVERRIDES_HELMET;

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
  /** The page with this request's preload block and the first view's module preloads right after the environment block. */
  const withPreload = (page: Rendered, preload: Preload, moduleLinks: string): string => {
    const at = page.html.indexOf(script);
    const block = jsonScript('kickoff-preload', preload);
    return at < 0 ? page.html : `${page.html.slice(0, at + script.length)}${block}${moduleLinks}${page.html.slice(at + script.length)}`;
  };

  /**
   * What the map's modules were built for, by entry URL (their manifests' `requires`, issue 26), for the page's
   * preload block: the platform checks a module against it before running it. Kept per map version.
   */
  let requirements: { version: number; table: Record<string, Record<string, string>> } | undefined;
  const requirementsOf = async (map: CurrentImportMap): Promise<Record<string, Record<string, string>>> => {
    if (requirements?.version === map.version) return requirements.table;
    const table: Record<string, Record<string, string>> = {};
    for (const url of Object.values(map.imports)) {
      const requires = (await opts.manifests(url))?.requires;
      if (requires) table[url] = requires;
    }
    requirements = { version: map.version, table };
    return table;
  };

  /** The link tags preloading the first view's modules of this page, or '' without an import map. */
  const moduleLinksFor = async (request: FastifyRequest, map: CurrentImportMap | undefined): Promise<string> => {
    if (!map) return '';
    const path = request.url.split('?')[0] ?? '/';
    return renderPreloadLinks(await preloadLinks(firstViewModules(path), map, opts.manifests));
  };

  /** The age gate for a visitor who has not confirmed his age (age-gate.ts). */
  const withAgeGateFor = (request: FastifyRequest, html: string): string => {
    const state = ageGateState(request.url, request.cookies, app.preloadedSession(request) !== null);
    if (state === 'none') return html;
    const lang = splitLanguage(request.url.split('?')[0] ?? '/').lang ?? DEFAULT_LANGUAGE;
    const config = app.site.configFor(lang, undefined);
    const minAge = config.ok ? config.value.minAge : DEFAULT_SITE_CONFIG.minAge;
    const company = config.ok ? config.value.companyName : DEFAULT_SITE_CONFIG.companyName;
    return withAgeGate(html, renderAgeGate({ lang, state, minAge, company, returnTo: request.url }));
  };

  /** The cookie banner for a visitor who has not chosen yet (./cookie-consent.ts). */
  const withConsentFor = (request: FastifyRequest, consent: ReturnType<typeof consentOf>, html: string): string => {
    // Not under the age gate: the gate comes first (the page behind it is inert), the banner on the next page.
    if (consent !== null || ageGateState(request.url, request.cookies, app.preloadedSession(request) !== null) !== 'none') return html;
    const [path = '/', search = ''] = request.url.split('?');
    const lang = splitLanguage(path).lang ?? DEFAULT_LANGUAGE;
    return withConsentBanner(html, renderConsentBanner({ lang, returnTo: request.url, tags: referralTagsOf(search) }));
  };

  const compressedPages = createPageCompressor();
  const viewId = objectIds<DrawnFirstView>();

  const serveShell = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const banTarget = banRedirectTarget(request.url, app.preloadedSession(request));
    if (banTarget) return reply.code(303).header('cache-control', 'no-store').header('vary', 'cookie').redirect(banTarget, 303);
    const source = await opts.files.read(indexFile);
    if (!source) {
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(BUILD_MISSING);
    }
    const page = render(source.body.toString('utf8'), source.etag, request);
    const overrides = overridesAllowed(opts.overrides, app.preloadedSession(request)?.userId ?? null);
    const consent = consentOf(request.cookies);
    const map = app.hasDecorator('currentImportMap') ? await app.currentImportMap() : undefined;
    const preload = preloadFor(app, request);
    if (map) preload.modules = await requirementsOf(map);
    const shell = withConsentFor(request, consent, withAgeGateFor(request, withPreload(page, preload, await moduleLinksFor(request, map))));
    // The page's own title, description, canonical, alternates and JSON-LD (./seo-head.ts, issue 28).
    const html = withSeoFor(app, request, overrides ? withOverrides(shell) : shell);
    const status = opts.shellStatus(request.url);
    reply.helmet(overrides ? overridesHelmet : shellHelmet);
    // Referral tags of the arrival (account spec §9): set here, so no first-visit JavaScript is needed,
    // and only with marketing consent (before the choice the banner's forms carry them; ./cookie-consent.ts).
    // A failure to save them is logged and never costs the visitor the page (account spec §8).
    try {
      for (const cookie of allowsMarketing(consent) ? referralCookies(request.query) : []) {
        reply.setCookie(cookie.name, cookie.value, cookieAttributes({ httpOnly: cookie.httpOnly, maxAge: cookie.maxAgeSeconds }, isHttps(request)));
      }
    } catch (err) {
      request.log.error({ err }, 'referral tags were not saved');
    }
    reply.header('cache-control', 'no-cache').header('vary', 'accept, cookie, x-country');
    // A blocked visitor (his country's rule, or no answer the server could give) gets the block page from the browser, never the site drawn first.
    const block = v.safeParse(BlockAnswerSchema, preload.block);
    const blocked = !block.success || block.output.displayTypeId > 0;
    const split = status === 200 && opts.firstViews && !blocked && !maintenanceNow(request) ? splitAtRoot(html) : null;
    // Parcels are drawn for guests only; the page's preload block carries the site config they are drawn from.
    const config = v.safeParse(SiteConfigSchema, preload.siteConfig);
    const visitor = { guest: preload.session === null, siteConfig: config.success ? config.output : null };
    const prepared = split && opts.firstViews ? await opts.firstViews.prepare(request.url, map, visitor) : null;
    if (split && prepared) {
      const accepted = acceptedEncodings(request.headers['accept-encoding']);
      addVary(reply, 'accept-encoding');
      reply.code(200).type('text/html; charset=utf-8');
      // A view drawn within the last second is ready now: the whole page goes at once, compressed once for every
      // visitor who gets the same bytes. Otherwise the head goes out at once, so the browser fetches while the view is drawn.
      const ready = prepared.ready();
      if (ready) {
        // The page is its head and tail (this request's) around the view (the same object while it is served).
        const key = `${digest(`${split.before}${split.rootTag}${split.after}`)}:${ready.view ? viewId(ready.view) : 0}`;
        const page = await compressedPages.compress(key, () => `${split.before}${withFirstView(split, ready.view)}`, accepted);
        if (page.encoding) reply.header('content-encoding', page.encoding);
        return reply.send(page.body);
      }
      const rest = prepared
        .draw()
        .then((view) => withFirstView(split, view))
        .catch((err: unknown) => {
          request.log.error({ err }, 'first view failed');
          return withFirstView(split, null);
        });
      const page = streamPage(split.before, rest, accepted);
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply.send(page.stream);
    }
    const etag = strongEtag(html);
    if (status === 200) {
      reply.header('etag', etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    }
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  };

  /** A maintenance window is on: the browser draws the maintenance page, not the route's view. */
  const maintenanceNow = (request: FastifyRequest): boolean => {
    const groups = app.site.groups(['maintenance'], (name, detail) => request.log.warn({ group: name, detail }, 'invalid group'));
    const config = v.safeParse(MaintenanceGroupSchema, groups['maintenance'] ?? null);
    return config.success ? isMaintenanceActive(config.output, Date.now()) : false;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !isNonShellPath(path) && acceptsHtml(request.headers.accept, path)) return serveShell(request, reply);
    return sendError(reply, 404, 'not_found', `No route for ${request.method} ${path}`);
  });
}
