/**
 * Server-rendered first views (issue 25): for a page whose route application ships a server view
 * (`<entry>.server.mjs` beside the entry the current import map names; contract in
 * platform/src/first-view/server-view.ts), the server draws the page's skeleton with the application's
 * markup inside and embeds the data it was drawn from, so the browser paints odds from the first
 * bytes and hydrates them in place. A module without a server view, a view that fails or takes too
 * long, or a route it does not draw: the page goes the browser's way, as before.
 * The view is found through the import map on every request, so a redeployed module is drawn by its
 * new version on the next one (a file's version is part of the import URL).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  createMatcher,
  FIRST_VIEW_BLOCK_ID,
  ROUTES,
  SERVER_STYLE_ATTR,
  SERVER_STYLE_MODULE_ATTR,
  ServerViewReplySchema,
  skeletonHtml,
  splitLanguage,
  LAYOUT_SLOTS,
  type Env,
  type RenderServerView,
  type ServerViewRequest,
  type SiteConfig,
  describeIncompatibility,
  incompatibilities,
} from '@kickoff/contracts';
import type { CurrentImportMap } from '../deploy/served-map';
import { VERSION_PROVIDERS } from '../deploy/version-check';
import type { FileCache } from './file-cache';
import type { ManifestReader } from './module-manifest';
import { escapeHtml } from './html';
import { jsonScript } from './json-script';
import { createFreshCache } from './fresh-cache';

const matcher = createMatcher(ROUTES);
/** The longest a page waits for a server view before it goes the browser's way. */
export const FIRST_VIEW_BUDGET_MS = 1500;
/**
 * A drawn first view serves every request for the same page within FIRST_VIEW_FRESH_MS, and concurrent
 * requests share one drawing: under load the server draws a page about once a second, not once a
 * visitor. Until FIRST_VIEW_STALE_MS the last view is still served at once while the next is drawn, so
 * no visitor waits for a drawing but the first. Its odds are at most that old (a busy page's about a
 * second): the browser's first poll asks for the changes since the embedded version, and the book
 * prices every bet from its own current odds, never from the page's.
 */
export const FIRST_VIEW_FRESH_MS = 1000;
export const FIRST_VIEW_STALE_MS = 2000;
const FIRST_VIEW_CACHE_ENTRIES = 500;

/** `<entry>.server.mjs` beside a browser entry `<entry>.js` (esbuild.config.mjs serverViewFile). */
export const serverViewUrl = (entryUrl: string): string => entryUrl.replace(/\.js$/, '.server.mjs');

export interface FirstViewOptions {
  distDir: string;
  files: FileCache;
  env: Env;
  /** The server's own address for the views' API calls; null while it does not listen (then no view is drawn). */
  origin: () => string | null;
  log: FastifyBaseLogger;
  /** The modules' manifests (`<entry>.deps.json`, ./module-manifest.ts): what a module was built for, what the platform and React provide. */
  manifests: ManifestReader;
}

/** What goes into the page for one request: the root element's content and what precedes and follows it. */
export interface DrawnFirstView {
  /** `<style>` elements of the module's sheets, before the root element. */
  styles: string;
  /** The root element's extra attributes and its content (the skeleton with the view inside). */
  rootAttrs: string;
  rootHtml: string;
  /** The data block, after the root element. */
  dataScript: string;
}

/** What the page knows of its visitor: parcels are drawn for guests only (a player's header and coupon are his own). */
export interface FirstViewVisitor {
  guest: boolean;
  /** The site config of the page's preload block: the parcels' first browser render reads the same. */
  siteConfig: SiteConfig | null;
}

export interface FirstViews {
  /**
   * How to draw the first view of `url`'s page, or null when no module draws any of its parts (the
   * page is then sent as before, whole). The drawing answers null when the browser must draw all of
   * it after all; a part that fails is left to the browser. Neither throws.
   */
  prepare(url: string, map: CurrentImportMap | undefined, visitor: FirstViewVisitor): Promise<PreparedFirstView | null>;
  /** Loads every server view `map` names, so the first visitor does not wait for a module's first import. */
  warm(map: CurrentImportMap | undefined): Promise<void>;
}

export interface PreparedFirstView {
  /** The view drawn within the last FIRST_VIEW_FRESH_MS, if there is one (null: the browser draws it). */
  ready(): { view: DrawnFirstView | null } | undefined;
  draw(): Promise<DrawnFirstView | null>;
}

type Part = ServerViewRequest['part'];
/** The parcels a guest's page gets from the server, by slot, and the module that draws each (root-config/src/layout/parcels.ts). */
const DRAWN_PARCELS: ReadonlyArray<[Exclude<Part, 'app'>, string]> = [
  ['header', '@kickoff/shell'],
  ['coupon', '@kickoff/coupon'],
  ['seo', '@kickoff/shell'],
  ['footer', '@kickoff/shell'],
];

type Reply = v.InferOutput<typeof ServerViewReplySchema>;

/** The server's own address as a listening socket (`http://127.0.0.1:<port>`), or null before it listens. */
export function loopbackOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

/** What first-view.ts knows of one import map: what its shared modules provide (once a module asks), each module's fit. */
interface Judged {
  provides: Promise<Record<string, string>> | undefined;
  fits: Map<string, Promise<boolean>>;
}

const isRenderer = (value: unknown): value is RenderServerView => typeof value === 'function';

export function createFirstViews(opts: FirstViewOptions): FirstViews {
  /** Loaded views by file URL and version (a rewritten file is a new version, imported afresh). */
  const loaded = new Map<string, Promise<RenderServerView | null>>();

  const viewFor = async (entryUrl: string): Promise<RenderServerView | null> => {
    const url = serverViewUrl(entryUrl);
    if (url === entryUrl || !url.startsWith('/dist/')) return null;
    const abs = join(opts.distDir, url.slice('/dist/'.length));
    const file = await opts.files.read(abs);
    if (!file) return null;
    const key = `${abs}#${file.etag}`;
    let view = loaded.get(key);
    if (!view) {
      view = import(`${pathToFileURL(abs).href}?v=${encodeURIComponent(file.etag)}`).then(
        (mod: Record<string, unknown>) => (isRenderer(mod['renderServerView']) ? mod['renderServerView'] : null),
        (err: unknown) => {
          opts.log.error({ err }, `${url}: the server view did not load; its pages go the browser's way`);
          return null;
        },
      );
      loaded.set(key, view);
    }
    return view;
  };

  /**
   * Whether `module` was built for the platform and React the map publishes. One that was not is never run by
   * the browser (the platform's compatibility check): drawing it would show a page that then turns into an error block.
   * Judged once per module and map: the map is the same object while its version is served (../deploy/served-map.ts),
   * and its URLs name files that never change (their names carry their hashes), so a request only looks the answer up.
   */
  const judged = new WeakMap<CurrentImportMap, Judged>();
  const misfitsLogged = new Set<string>();
  const providedBy = async (map: CurrentImportMap): Promise<Record<string, string>> => {
    const provides: Record<string, string> = {};
    for (const name of VERSION_PROVIDERS) {
      const url = map.imports[name];
      const version = url ? (await opts.manifests(url))?.provides?.[name] : undefined;
      if (version !== undefined) provides[name] = version;
    }
    return provides;
  };
  const judge = async (module: string, map: CurrentImportMap, known: Judged): Promise<boolean> => {
    const entry = map.imports[module];
    const requires = entry ? (await opts.manifests(entry))?.requires : undefined;
    if (!requires) return true;
    known.provides ??= providedBy(map);
    const problems = incompatibilities(requires, await known.provides);
    const logged = entry ?? module;
    if (problems.length > 0 && !misfitsLogged.has(logged)) {
      misfitsLogged.add(logged);
      opts.log.warn(`${describeIncompatibility(module, problems, 'the map publishes')}: not drawn`);
    }
    return problems.length === 0;
  };
  const fitsMap = (module: string, map: CurrentImportMap): Promise<boolean> => {
    let known = judged.get(map);
    if (!known) {
      known = { provides: undefined, fits: new Map() };
      judged.set(map, known);
    }
    let fits = known.fits.get(module);
    if (!fits) {
      const table = known;
      // A failure is not kept: the next request judges again.
      fits = judge(module, map, table).catch((err: unknown) => {
        table.fits.delete(module);
        table.provides = undefined;
        throw err;
      });
      table.fits.set(module, fits);
    }
    return fits;
  };

  const views = createFreshCache<DrawnFirstView | null>(FIRST_VIEW_FRESH_MS, FIRST_VIEW_CACHE_ENTRIES, () => Date.now(), FIRST_VIEW_STALE_MS);

  /** One part's reply within the budget, checked against the contract; null when the browser draws it. */
  const drawPart = async (module: string, render: RenderServerView, request: ServerViewRequest): Promise<Reply | null> => {
    const what = `${module} (${request.part}) on ${request.route.path || '/'}`;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        opts.log.warn(`${what}: the server view took over ${FIRST_VIEW_BUDGET_MS} ms; the browser draws it`);
        resolve(null);
      }, FIRST_VIEW_BUDGET_MS);
    });
    try {
      const reply = await Promise.race([render(request), late]);
      if (reply === null) return null;
      const checked = v.safeParse(ServerViewReplySchema, reply);
      if (checked.success) return checked.output;
      opts.log.error({ issues: v.flatten(checked.issues) }, `${what}: the server view answered out of contract; the browser draws it`);
      return null;
    } catch (err) {
      opts.log.error({ err }, `${what}: the server view failed; the browser draws it`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async warm(map) {
      if (!map) return;
      await Promise.all(Object.values(map.imports).map((entry) => viewFor(entry)));
    },
    async prepare(url, map, visitor) {
      const origin = opts.origin();
      if (!map || !origin) return null;
      const [pathname = '/', query = ''] = url.split('?');
      const { lang, rest } = splitLanguage(pathname);
      if (!lang) return null;
      const { route, params } = matcher.match(rest);
      if (!route.app || route.redirect) return null;
      const current = {
        name: route.name,
        params,
        lang,
        layout: route.layout,
        app: route.app,
        path: rest,
        search: query ? `?${query}` : '',
        theme: route.theme ?? null,
        data: route.data ?? {},
      };
      const appName = `@kickoff/${route.app}`;
      const wanted: Array<[Part, string]> = [['app', appName]];
      if (visitor.guest) wanted.push(...DRAWN_PARCELS.filter(([slot]) => LAYOUT_SLOTS[route.layout].includes(slot)));
      const parts: Array<{ part: Part; module: string; render: RenderServerView }> = [];
      for (const [part, module] of wanted) {
        const entry = map.imports[module];
        const render = entry ? await viewFor(entry) : null;
        if (render && (await fitsMap(module, map))) parts.push({ part, module, render });
      }
      if (!parts.some((p) => p.part === 'app')) return null;
      // The same page for the same visitor kind, modules and config within FIRST_VIEW_FRESH_MS is drawn once.
      const key = JSON.stringify([url, map.version, parts.map((p) => `${p.part}:${map.imports[p.module] ?? ''}`), visitor.siteConfig]);
      const draw = () => views.get(key, async () => {
        const replies = await Promise.all(
          parts.map(async ({ part, module, render }) => ({
            part,
            module,
            reply: await drawPart(module, render, { origin, env: opts.env, lang, route: current, part, siteConfig: visitor.siteConfig }),
          })),
        );
        // Without the route's own view there is no first view: the parcels alone would only move the page about.
        const app = replies.find((r) => r.part === 'app')?.reply;
        if (!app) return null;
        const drawnParts = replies.filter((r): r is { part: Part; module: string; reply: Reply } => r.reply !== null);
        return drawn(route.layout, appName, drawnParts);
      });
      return {
        ready: () => {
          const known = views.peek(key);
          return known ? { view: known.value } : undefined;
        },
        draw,
      };
    },
  };
}

function drawn(layout: Parameters<typeof skeletonHtml>[0], appName: string, parts: ReadonlyArray<{ part: Part; module: string; reply: Reply }>): DrawnFirstView {
  const parcels: Partial<Record<Exclude<Part, 'app'>, string>> = {};
  let app = '';
  const styles = new Map<string, { css: string; module: string }>();
  const data: Reply['data'] = { app: appName, route: '', lang: '', feeds: {}, requests: {}, code: [] };
  for (const { part, module, reply } of parts) {
    if (part === 'app') {
      app = reply.html;
      data.route = reply.data.route;
      data.lang = reply.data.lang;
    } else parcels[part] = reply.html;
    for (const sheet of reply.styles) styles.set(sheet.id, { css: sheet.css, module });
    Object.assign(data.feeds, reply.data.feeds);
    Object.assign(data.requests, reply.data.requests);
    for (const name of reply.data.code) if (!data.code.includes(name)) data.code.push(name);
  }
  // A sheet's text is CSS from the module's own build; `</style` inside it could end the element early.
  // The module is named so that a page whose module is overridden (import-map-overrides) drops its rules too.
  const styleTags = [...styles]
    .map(([id, { css, module }]) => `<style ${SERVER_STYLE_ATTR}="${escapeHtml(id)}" ${SERVER_STYLE_MODULE_ATTR}="${escapeHtml(module)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join('');
  return {
    styles: styleTags,
    rootAttrs: ` class="kk-root" data-layout="${escapeHtml(layout)}"`,
    rootHtml: skeletonHtml(layout, appName, app, parcels),
    dataScript: jsonScript(FIRST_VIEW_BLOCK_ID, data),
  };
}
