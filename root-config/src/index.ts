/**
 * @kickoff/root-config — start-up order:
 * 1. the page skeleton (the base styles are the shell page's versioned stylesheet, dist/ui/ui-<hash>.css);
 * 2. language from the URL, then site config, gate config (maintenance, blocking reasons) and the
 *    block check, in parallel;
 * 3. identity (interceptors, session, auth refresh, terms check);
 * 4. the route applications (from the route table) and the layout's parcels;
 * 5. single-spa start; every navigation re-resolves the URL, and so does every change of session,
 *    config or maintenance state.
 */
import { addErrorHandler, getAppStatus, start, triggerAppChange, navigateToUrl } from 'single-spa';
import {
  $language,
  adoptPreloadedSession,
  blockPageFor,
  checkBlock,
  claimRootConfigWriters,
  emit,
  href,
  LAYOUT_SLOTS,
  listen,
  loadGateConfig,
  loadSiteConfig,
  notify,
  reloadForChunkError,
  resolve,
  rememberQueryFlags,
  applyViewMode,
  whenTextsReady,
  splitLanguage,
  $isAuthorized,
  $appStates,
  AppLoadState,
  startIdentity,
  afterLoad,
  SERVER_VIEW_ATTR,
  type Resolution,
} from '@kickoff/platform';
import { APP_ID, APP_STATUS_ID, createSkeleton } from './layout/skeleton';
import { dropOverriddenViews } from './layout/overridden-views';
import { overriddenNames } from './overrides/overridden-names';
import { createParcelHost } from './layout/parcels';
import { createRouteDriver } from './routing/driver';
import { onContextChange, readContext } from './routing/context';
import { interceptLinks } from './routing/links';
import { registerApps } from './apps/register';
import { renderAppStatus } from './apps/error-block';
import { publishPage } from './routing/publish-page';
import { cancelBlockedNavigation, guardUnloadWhileBlocked } from './routing/navigation-block';
import { startPrefetch } from './prefetch/index';
import { linkIconStyles } from './startup/icon-styles';
import { startDomainCheck } from './startup/domain-check';
import { startServiceWorker } from './service-worker/index';
import { startUpdateNotice } from './update-notice/index';

const MAINTENANCE_TICK_MS = 30_000;

async function boot(): Promise<void> {
  // The page state only the root config writes: language, route, maintenance, app load states.
  const page = claimRootConfigWriters();
  afterLoad(() => linkIconStyles());
  startDomainCheck();
  startServiceWorker();
  startUpdateNotice();
  const rootEl = document.getElementById('kickoff-root') ?? document.body.appendChild(document.createElement('div'));
  const skeleton = createSkeleton(rootEl);
  dropOverriddenViews(rootEl, overriddenNames());
  // Without the shell there is no header, footer or notification area: the page says the site failed.
  const parcels = createParcelHost(skeleton, {
    onModuleFailed: (moduleName, err) => {
      if (moduleName === '@kickoff/shell') emit('kickoff:site-failed', { reason: `${moduleName}: ${err instanceof Error ? err.message : String(err)}` });
    },
  });

  // A failed route chunk reloads the page once, not again within 60 s (the page's one chunk guard).
  window.addEventListener('unhandledrejection', (e) => reloadForChunkError(e.reason));

  const urlLang = splitLanguage(window.location.pathname).lang;
  if (urlLang) page.setLanguage(urlLang);
  const lang = $language.get();

  const [, , gate, blockReason] = await Promise.all([
    // Texts of the page's language (the root config's own status lines and error blocks use them).
    whenTextsReady(lang),
    loadSiteConfig(lang).catch(() => {
      notify({ severity: 'error', text: 'no_site_config', group: 'config' });
    }),
    loadGateConfig(lang).catch((err: unknown) => {
      console.warn('gate config failed', err);
      return { maintenance: null, reasons: [] };
    }),
    checkBlock(window.location.href, $isAuthorized.get(), lang),
  ]);
  page.setMaintenance(gate.maintenance);
  // A session the server preloaded (its cookie is HttpOnly): guards see the player and the ban state
  // on the first navigation; the identity layer then loads the token, user config and accounts.
  adoptPreloadedSession(lang);
  // Identity: interceptors, session bootstrap, auth refresh (60 s while visible), terms check.
  startIdentity();
  setInterval(() => page.setNow(Date.now()), MAINTENANCE_TICK_MS);

  let currentApp: Resolution | null = null;
  // After 2000 ms shown and idle, the entry files of the apps the page links to most prominently.
  const prefetcher = startPrefetch({
    appOf: (to) => {
      const url = new URL(to, window.location.href);
      if (url.origin !== window.location.origin) return null;
      const res = resolve(`${url.pathname}${url.search}`, readContext());
      return res.kind === 'page' ? res.route.app : null;
    },
    isLoaded: (app) => (getAppStatus(`@kickoff/${app}`) ?? 'NOT_LOADED') !== 'NOT_LOADED',
    resolveUrl: (name) => {
      try {
        return (globalThis as { System?: { resolve(id: string): string } }).System?.resolve(name) ?? null;
      } catch {
        return null;
      }
    },
  });
  const driver = createRouteDriver({
    replace: (to) => window.history.replaceState(window.history.state, '', to),
    reroute: () => void triggerAppChange(),
    onPage: (res) => {
      currentApp = res;
      skeleton.setLayout(res.route.layout, LAYOUT_SLOTS[res.route.layout]);
      publishPage(res, page);
      rememberQueryFlags(res.search);
      applyViewMode(res.search);
      prefetcher.pageShown(res.route.app);
      void parcels.apply(res.route.layout);
      refreshStatus();
    },
  });

  // The content slot's status line follows the load state of the page's application.
  const refreshStatus = () => {
    const status = document.getElementById(APP_STATUS_ID);
    const app = currentApp?.kind === 'page' ? currentApp.route.app : null;
    if (!status) return;
    const state = app ? ($appStates.get()[app] ?? AppLoadState.NotExist) : AppLoadState.NotExist;
    // A server-drawn first view of the app is on the page while its module loads: no loading line above it.
    const drawn = app !== null && document.getElementById(APP_ID)?.getAttribute(SERVER_VIEW_ATTR) === `@kickoff/${app}`;
    if (!app || (drawn && state === AppLoadState.Loading)) status.textContent = '';
    else renderAppStatus(status, app, state, () => apps.reload(app));
  };
  const apps = registerApps(driver, { setAppState: page.setAppState, onStateChange: refreshStatus });

  // A blocked navigation is cancelled before the driver sees it (single-spa then restores the URL).
  window.addEventListener('single-spa:before-routing-event', (event) => {
    if (!cancelBlockedNavigation(event)) driver.handle();
  });
  guardUnloadWhileBlocked();
  onContextChange(() => {
    driver.invalidate();
    void triggerAppChange();
  });
  listen('kickoff:navigate', ({ to, replace }) => (replace ? window.history.replaceState(null, '', to) : navigateToUrl(to)));
  // Application load failures are handled by the loaders (retries, error block); only lazy chunks
  // inside a running app (unhandled rejections above) reload the page.
  addErrorHandler((err) => console.error(`single-spa error in ${err.appOrParcelName}`, err));
  interceptLinks();

  // Blocked visitors see their special page (shell spec §4) before anything else.
  const blockPage = blockPageFor(blockReason, gate.reasons);
  if (blockPage) window.history.replaceState(null, '', href(blockPage, {}, $language.get()));

  start({ urlRerouteOnly: true });
}

boot().catch((err: unknown) => {
  console.error('Kickoff root config failed to start', err);
  emit('kickoff:site-failed', { reason: err instanceof Error ? err.message : String(err) });
});
