/**
 * The routing driver: resolves every URL through the route table (platform `resolve`), follows
 * redirects, runs the async lookups (legacy games, redirect service for unknown paths) and hands
 * each final page to `onPage`. Activity functions of the applications read the same resolution.
 */
import {
  checkRedirect,
  NOT_FOUND,
  openModal,
  emit,
  resolve,
  safeReturnPath,
  type AppName,
  type Resolution,
} from '@kickoff/platform';
import { lookupLegacyGame } from './lookups';
import { readContext } from './context';

export interface RouteDriver {
  resolveHref(href: string): Resolution;
  activeWhen(app: AppName): (location: Location) => boolean;
  /** Re-evaluates the current URL (after a navigation or a change of session/config). */
  handle(): void;
  invalidate(): void;
}

const relative = (href: string): string => {
  const url = new URL(href, window.location.origin);
  return `${url.pathname}${url.search}`;
};

export interface RouteDriverDeps {
  onPage: (res: Extract<Resolution, { kind: 'page' }>) => void;
  replace: (to: string) => void;
  /** Asks single-spa to re-run activity functions (after an async lookup decided the page). */
  reroute: () => void;
}

export function createRouteDriver(deps: RouteDriverDeps): RouteDriver {
  let cache: { key: string; res: Resolution } | null = null;
  /** URLs whose async lookup ended in "not found". */
  const notFound = new Set<string>();
  /** Paths already redirected by the redirect service in this chain (cycle detection). */
  const serviceChain = new Set<string>();
  const pending = new Set<string>();

  const resolveHref = (href: string): Resolution => {
    const key = relative(href);
    if (cache?.key === key) return cache.res;
    let res = resolve(key, readContext());
    if (notFound.has(key) && res.kind === 'lookup') {
      res = { kind: 'page', route: NOT_FOUND, params: {}, lang: res.lang, path: key, search: res.search };
    }
    cache = { key, res };
    return res;
  };

  const followServiceRedirect = async (key: string) => {
    if (pending.has(key)) return;
    pending.add(key);
    try {
      const reply = await checkRedirect(`${window.location.origin}${key}`);
      if (!reply?.redirect || !reply.url || relative(window.location.href) !== key) return;
      const target = safeReturnPath(reply.url, window.location.origin);
      if (!target) {
        console.error('redirect error: the redirect service points outside the site', reply.url);
        return;
      }
      if (serviceChain.has(target) || target === key) {
        console.error('cyclic redirect not followed', [...serviceChain, key, target]);
        return;
      }
      serviceChain.add(key);
      deps.replace(target);
    } finally {
      pending.delete(key);
    }
  };

  const runLookup = async (key: string, res: Extract<Resolution, { kind: 'lookup' }>) => {
    if (pending.has(key)) return;
    pending.add(key);
    try {
      const to = await lookupLegacyGame(res.params['oldRoute'] ?? '', res.lang);
      if (relative(window.location.href) !== key) return;
      if (to) deps.replace(`${to}${res.search}`);
      else {
        notFound.add(key);
        cache = null;
        deps.reroute();
      }
    } finally {
      pending.delete(key);
    }
  };

  const driver: RouteDriver = {
    resolveHref,
    activeWhen: (app) => (location) => {
      const res = resolveHref(location.href);
      return res.kind === 'page' && res.route.app === app;
    },
    invalidate: () => {
      cache = null;
    },
    handle() {
      const key = relative(window.location.href);
      const res = resolveHref(window.location.href);
      if (res.kind === 'redirect') {
        if (res.openAuth) {
          const returnUrl = new URL(res.to, window.location.origin).searchParams.get('returnUrl') ?? '/';
          openModal('login', { returnUrl });
          emit('kickoff:auth-required', { returnUrl });
        }
        deps.replace(res.to);
        return;
      }
      if (res.kind === 'lookup') {
        void runLookup(key, res);
        return;
      }
      if (res.route === NOT_FOUND) void followServiceRedirect(key);
      else serviceChain.clear();
      deps.onPage(res);
    },
  };
  return driver;
}
