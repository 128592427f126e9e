/**
 * Prefetching the route applications a page links to most prominently (./plan.ts): once a page has
 * been shown for 2000 ms and the browser is idle, the entry files of up to three apps that page links
 * to are fetched with `<link rel="prefetch">`, so the next click starts from the cache. Nothing on
 * 2g or with data saving on; never before the page itself is up (the first visit's critical path).
 */
import type { AppName } from '@kickoff/platform';
import { appsToPrefetch, prefetchAllowed, type ConnectionHints } from './plan';

/** The header's navigation first, then the content's links a player can see without scrolling. */
const PROMINENT_LINKS = '[data-slot="header"] nav a[href], [data-slot="content"] a[href]';

export interface PrefetchDeps {
  /** The app the route behind a link runs in (null: no app, a redirect or another site). */
  appOf(href: string): AppName | null;
  /** Whether an app's module is loaded or loading already. */
  isLoaded(app: AppName): boolean;
  /** The URL of a module in the import map (null when it does not resolve). */
  resolveUrl(moduleName: string): string | null;
  /** How long a page must have been shown, and then idle (`PREFETCH_IDLE_MS`). */
  idleMs: number;
  doc?: Document;
  win?: Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };
}

export interface Prefetcher {
  /** A page of `currentApp` is shown: plan its prefetch after `delayMs` (default the idle time), cancelling the previous page's. */
  pageShown(currentApp: AppName | null, delayMs?: number): void;
  stop(): void;
}

export function createPrefetcher(deps: PrefetchDeps): Prefetcher {
  const doc = deps.doc ?? document;
  const win = deps.win ?? window;
  const idleMs = deps.idleMs;
  const done = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const inView = (anchor: HTMLAnchorElement): boolean => {
    if (anchor.closest('[data-slot="header"]')) return true;
    const box = anchor.getBoundingClientRect();
    return box.width > 0 && box.top < win.innerHeight && box.bottom > 0;
  };

  const run = (currentApp: AppName | null) => {
    const connection = (win.navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (!prefetchAllowed(connection)) return;
    const hrefs = [...doc.querySelectorAll<HTMLAnchorElement>(PROMINENT_LINKS)].filter(inView).map((a) => a.href);
    const apps = appsToPrefetch(hrefs, deps.appOf, (app) => app === currentApp || deps.isLoaded(app));
    for (const app of apps) {
      const url = deps.resolveUrl(`@kickoff/${app}`);
      if (!url || done.has(url)) continue;
      done.add(url);
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = url;
      // The same CORS mode SystemJS will load it in, so the cached copy is the one it uses.
      if (!url.startsWith(`${win.location.origin}/`)) link.crossOrigin = 'anonymous';
      link.dataset['prefetch'] = app;
      doc.head.append(link);
    }
  };

  return {
    pageShown(currentApp, delayMs = idleMs) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (win.requestIdleCallback) win.requestIdleCallback(() => run(currentApp), { timeout: idleMs });
        else run(currentApp);
      }, delayMs);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
