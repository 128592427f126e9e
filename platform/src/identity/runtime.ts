/**
 * Wiring: binds the identity modules to each other and to the page (the shared `api`, cookies,
 * local storage, stores, events, navigation). `createIdentity(deps)` builds one instance (tests pass
 * fakes); `startIdentity()` is called once by the root config at boot; the facade functions use the
 * current instance, created on first use with the real page dependencies.
 */
import * as v from 'valibot';
import { sendCookieAgreement } from './cookie-agreement';
import { api as sharedApi } from '../api/shared-client';
import type { Interceptor } from '../api/client';
import { emit } from '../events/bus';
import { systemClock } from '../timers/clock';
import { navigate as spaNavigate } from '../navigation';
import { href, pathWithLanguage } from '../routing/links';
import {
  AuthPaths,
  FingerprintRecordSchema,
  SessionCheckResponseSchema,
  SessionPaths,
  TermsStatusResponseSchema,
  TokenResponseSchema,
} from '../schemas/auth';
import { loadConfigGroups, loadSiteConfig } from '../services/config';
import { $globalSettings, setGlobalSetting } from '../stores/global-settings';
import { $language } from '../stores/language';
import { notify } from '../stores/notifications';
import { closeModal, openModal } from '../stores/modal';
import { $route, type CurrentRoute } from '../stores/route';
import { $session } from '../stores/session';
import { $siteConfig } from '../stores/site-config';
import { CookieNames, readCookie } from '../storage/cookies';
import { getWebStorage } from '../storage/web-storage';
import { retry } from '../timers/retry';
import { createIdentityActions, type IdentityActions } from './actions';
import { CAPTCHA_MODAL_ID, createCaptchaController, type CaptchaController } from './captcha';
import type { IdentityDeps, PageLocation } from './context';
import { consoleLogger, documentVisibility, sleepOn } from './deps';
import { collectFingerprintComponents, componentsDataOf, createFingerprintService, type FingerprintService } from './fingerprint';
import { identityInterceptor, installIdentityInterceptors } from './interceptors';
import { loginRedirectTarget } from './redirects';
import { createSessionFlow, type SessionFlow } from './session-flow';
import { $captchaRequest, setCaptchaRequest } from './stores';
import { SESSION_CHECK_RETRY, startAuthRefresher, startSessionBootstrap, startTermsWatcher, type SessionBootstrap } from './timers';
import { createTokenRefresher, createTokenService, tokenUserId, type TokenRefresher, type TokenService } from './token';

/** Pages a login starts from; the page before them is the "previous route". */
const AUTH_PAGES = new Set(['login', 'auth-app', 'forgotpassword', 'registration']);

export interface Identity {
  deps: IdentityDeps;
  tokens: TokenService;
  refresher: TokenRefresher;
  fingerprint: FingerprintService;
  captcha: CaptchaController;
  session: SessionFlow;
  actions: IdentityActions;
  /** The terms changed: flag, confirm-terms page, and (from the watcher) the logout-or-return notice. */
  onTermsChanged(opts: { offerChoice: boolean }): void;
  /** Installs the interceptors on `deps.api` (once); returns the uninstaller. */
  install(): () => void;
  /** The same interceptors as one, for a call sent before they were installed (startup.ts). */
  intercept: Interceptor;
  /** Session bootstrap, auth refresh and terms watcher; returns the stop function. */
  start(options?: StartOptions): { stop: () => void; bootstrap: SessionBootstrap };
}

export interface StartOptions {
  /** When the session and fingerprint start after ready (default: the spec's 8 s; 0 when the runtime itself was loaded that late). */
  sessionDelayMs?: number;
}

const readyPromise = (): Promise<void> => {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
};

const pageLocation = (): PageLocation =>
  typeof window === 'undefined'
    ? { origin: 'http://localhost', pathname: '/', search: '' }
    : { origin: window.location.origin, pathname: window.location.pathname, search: window.location.search };

/** The real page dependencies. */
function browserIdentityDeps(): IdentityDeps {
  return {
    api: sharedApi,
    clock: systemClock,
    storage: getWebStorage('local'),
    cookies: typeof document !== 'undefined' ? document : undefined,
    emit: (detail) => emit('kickoff:login-change', detail),
    navigate: (to) => spaNavigate(to),
    reload: () => {
      if (typeof window !== 'undefined') window.location.reload();
    },
    location: pageLocation,
    reloadSiteConfig: (lang) => loadSiteConfig(lang),
    loadConfigGroups: (groups, lang) => loadConfigGroups(groups, lang),
    visibility: documentVisibility,
    collectComponents: () => componentsDataOf(collectFingerprintComponents()),
    whenReady: readyPromise,
    log: consoleLogger,
  };
}

const routePath = (route: CurrentRoute): string => `${pathWithLanguage(route.lang, route.path)}${route.search}`;

export function createIdentity(deps: IdentityDeps): Identity {
  const { api, clock, log } = deps;

  const tokens = createTokenService({
    fetchToken: async () =>
      (await api.request({ service: 'web', path: SessionPaths.getToken, query: { force_refresh: true }, cache: 'no-store', schema: TokenResponseSchema })).data.token,
    now: () => clock.now(),
    storedToken: () => readCookie(CookieNames.userToken, v.string(), deps.cookies),
    log,
  });
  const session = createSessionFlow(deps, tokens);
  const refresher = createTokenRefresher(tokens, () => session.expire());
  const fingerprint = createFingerprintService({
    register: (componentsData) => api.request({ service: 'web', path: AuthPaths.fingerprint, method: 'POST', body: { componentsData }, schema: FingerprintRecordSchema }),
    collect: deps.collectComponents,
    storage: deps.storage,
    now: () => clock.now(),
    log,
  });

  // The page before a login page is the "previous route" (shell spec §4).
  let previousPath: string | null = null;
  const trackRoute = (route: CurrentRoute | null) => {
    if (route && !AUTH_PAGES.has(route.name)) previousPath = routePath(route);
  };

  const redirectAfterLogin = () => {
    const here = deps.location();
    const route = $route.get();
    const current = `${here.pathname}${here.search}`;
    const onAuthPage = route !== null && AUTH_PAGES.has(route.name);
    const target = loginRedirectTarget({
      returnUrl: new URLSearchParams(here.search).get('returnUrl'),
      previousPath: previousPath ?? (onAuthPage ? null : current),
      currentRouteName: route?.name,
      origin: here.origin,
      lang: $language.get(),
    });
    if (target && target !== current) deps.navigate(target);
  };

  let actions: IdentityActions | null = null;
  const captcha = createCaptchaController({
    api,
    store: { get: () => $captchaRequest.get(), set: setCaptchaRequest },
    openModal: () => openModal(CAPTCHA_MODAL_ID),
    closeModal: () => closeModal(CAPTCHA_MODAL_ID),
    logout: () => (actions ? actions.logout() : Promise.resolve()),
    log,
  });
  actions = createIdentityActions({ deps, session, fingerprint, redirectAfterLogin });
  const boundActions = actions;

  const onTermsChanged = ({ offerChoice }: { offerChoice: boolean }) => {
    const alreadyFlagged = $globalSettings.get().isUserTermsChanged;
    setGlobalSetting('isUserTermsChanged', true);
    const here = deps.location();
    const back = `${here.pathname}${here.search}`;
    const confirmPath = href('confirm', {}, $language.get());
    if (here.pathname !== confirmPath) deps.navigate(confirmPath);
    if (offerChoice && !alreadyFlagged) {
      notify({
        severity: 'warning',
        type: 'control',
        group: 'terms',
        text: 'auth_terms_changed',
        autoCloseMs: null,
        dismissible: false,
        actions: [
          { labelKey: 'main_logout', run: () => void boundActions.logout() },
          { labelKey: 'auth_terms_return', run: () => deps.navigate(back === confirmPath ? href('home', {}, $language.get()) : back) },
        ],
      });
    }
  };

  const checkSession = () =>
    retry(async () => (await api.request({ service: 'web', path: AuthPaths.sessionCheck, cache: 'no-store', schema: SessionCheckResponseSchema })).user_id, {
      ...SESSION_CHECK_RETRY,
      sleep: sleepOn(clock),
    });

  let uninstall: (() => void) | null = null;
  const interceptorDeps = {
    tokens,
    refresher,
    fingerprint,
    captcha,
    isConfirmTermsEnabled: () => $siteConfig.get().isConfirmTermsEnabled,
    onTermsChanged: () => onTermsChanged({ offerChoice: false }),
  };

  return {
    deps,
    tokens,
    refresher,
    fingerprint,
    captcha,
    session,
    actions,
    onTermsChanged,
    install() {
      uninstall ??= installIdentityInterceptors(api, interceptorDeps);
      return () => {
        uninstall?.();
        uninstall = null;
      };
    },
    intercept: identityInterceptor(interceptorDeps),
    start(options = {}) {
      trackRoute($route.get());
      const offRoute = $route.listen(trackRoute);
      const bootstrap = startSessionBootstrap({
        clock,
        userFromToken: () => tokenUserId(readCookie(CookieNames.userToken, v.string(), deps.cookies), clock.now()),
        checkSession,
        adopt: (userId) => session.adopt(userId),
        whenReady: deps.whenReady,
        loadSession: async () => {
          await api.request({ service: 'web', path: SessionPaths.session, cache: 'no-store', parse: 'none', schema: v.unknown() });
        },
        warmFingerprint: () => fingerprint.getToken(),
        log,
        ...(options.sessionDelayMs === undefined ? {} : { delayMs: options.sessionDelayMs }),
      });
      const refresh = startAuthRefresher({
        clock,
        visibility: deps.visibility,
        // Each refresh of a signed-in player also reads the balances again: settlements, deposits and
        // other tabs change them without this page doing anything.
        check: async () => {
          const userId = await checkSession();
          if (userId !== null && userId === $session.get().userId) await session.loadAccounts().catch((err: unknown) => log.warn('accounts refresh failed', err));
          return userId;
        },
        currentUserId: () => $session.get().userId,
        onUserChange: async (userId) => {
          if (userId === null) session.expire();
          else {
            await session.signIn(userId, 'refresh');
            redirectAfterLogin();
          }
        },
        log,
      });
      const terms = startTermsWatcher({
        clock,
        isActive: () => $session.get().userId !== null && $siteConfig.get().isConfirmTermsEnabled,
        fetchChanged: async () =>
          (await api.request({ service: 'web', path: SessionPaths.termsStatus, auth: true, cache: 'no-store', schema: TermsStatusResponseSchema })).result,
        onChanged: () => onTermsChanged({ offerChoice: true }),
        log,
      });
      // A player who signs in (or whose session is adopted at start-up) is checked at once.
      const offSignIn = $session.listen((session, previous) => {
        if (session.userId === null || session.userId === previous?.userId) return;
        terms.checkNow();
        // The guest's cookie choice goes to the player's account (account spec §7).
        void sendCookieAgreement(
          (body) => api.request({ service: 'web', path: SessionPaths.cookieAgreement, method: 'POST', body, auth: true, cache: 'no-store', parse: 'none', schema: v.unknown() }),
          log,
        );
      });
      return {
        bootstrap,
        stop() {
          offSignIn();
          offRoute();
          bootstrap.stop();
          refresh.stop();
          terms.stop();
        },
      };
    },
  };
}

// The page's instance ---------------------------------------------------------------------------

let current: Identity | null = null;
let running: { stop: () => void } | null = null;
let uninstallCurrent: (() => void) | null = null;

/** The page's identity instance (created with the real page dependencies on first use, interceptors installed). */
export function getIdentity(): Identity {
  if (!current) {
    current = createIdentity(browserIdentityDeps());
    uninstallCurrent = current.install();
  }
  return current;
}

/**
 * Starts identity once at boot: interceptors on the shared client, session bootstrap, auth-state
 * refresh and terms watcher. `deps` replaces page dependencies (tests). Returns the stop function.
 */
export function startIdentity(deps?: Partial<IdentityDeps>, options?: StartOptions): () => void {
  if (deps) {
    stopIdentity();
    current = createIdentity({ ...browserIdentityDeps(), ...deps });
    uninstallCurrent = current.install();
  }
  const identity = getIdentity();
  running?.stop();
  running = identity.start(options);
  return stopIdentity;
}

/** Stops the timers and removes the interceptors; the next facade call starts a fresh instance. */
export function stopIdentity(): void {
  running?.stop();
  running = null;
  uninstallCurrent?.();
  uninstallCurrent = null;
  current = null;
}
