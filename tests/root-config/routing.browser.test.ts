/**
 * The routing driver (root-config/src/routing: driver, context, lookups, links) in a real browser
 * history under a running single-spa: pushed URLs, back/forward, link clicks, redirects (language,
 * login, legacy games, the redirect service), the 404 page and re-resolution on context changes.
 *
 * The driver is wired the way root-config/src/index.ts wires it (`replace` is a history
 * replaceState, `reroute` single-spa's triggerAppChange, `onPage` the real `publishPage`: `$language`, `$route`,
 * `<html data-layout data-page>` and `kickoff:page`; every single-spa routing event calls `handle`, context changes
 * invalidate and reroute), with the five applications registered on the driver's activity functions.
 * `fetch` is stubbed for the two calls the driver makes: the redirect service and the games-preview
 * lookup of legacy game routes.
 */
import { registerApplication, start, triggerAppChange, type LifeCycles } from 'single-spa';
import { $language, $modalStack, $route, CookieNames, listen, type AppName } from '@kickoff/platform';
import { createRouteDriver } from '../../root-config/src/routing/driver';
import { onContextChange } from '../../root-config/src/routing/context';
import { interceptLinks } from '../../root-config/src/routing/links';
import { publishPage } from '../../root-config/src/routing/publish-page';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { setSessionUser } from '../../platform/src/stores/session';
import { setMaintenance } from '../../platform/src/stores/maintenance';
import { resetPlatformState } from '../support/platform-state';
import { settle, waitFor } from '../support/wait';
import { equal, ok } from '../support/assert';

// ---- the stubbed services --------------------------------------------------------------------

/** Redirect-service rules: path → target (`url` of the reply, sent as given). */
const redirects = new Map<string, string>();
/** Legacy game routes the games-preview lookup knows: old route → current route. */
const legacyGames = new Map<string, string>();
/** Redirect-service replies held back until the test releases them (path → release). */
const heldRedirects = new Map<string, Promise<void>>();
/** Calls made, as `METHOD path` plus the redirect-service URL or the games-preview oldRoute. */
const requests: string[] = [];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
  const method = init?.method ?? 'GET';
  if (url.pathname === '/redirects-api/api/v1/redirect-light' && method === 'POST') {
    const asked = new URL((JSON.parse(String(init?.body)) as { url: string }).url);
    requests.push(`POST redirect-light ${asked.pathname}${asked.search}`);
    await heldRedirects.get(asked.pathname);
    const to = redirects.get(asked.pathname) ?? null;
    return json({ redirect: to !== null, code: to === null ? 200 : 301, url: to, reasons: [], breadcrumbs: [] });
  }
  if (url.pathname === '/web-api/games-preview/light') {
    const oldRoute = url.searchParams.get('oldRoute') ?? '';
    requests.push(`GET games-preview ${oldRoute}`);
    const route = legacyGames.get(oldRoute);
    return json({ games: route ? [{ gameType: 'slots', name: route, route, oldRoute, categoryIds: [], tag: null }] : [] });
  }
  requests.push(`${method} ${url.pathname} (unexpected)`);
  return new Response('not stubbed', { status: 404 });
}

// ---- the root config's routing wiring --------------------------------------------------------

const APPS: readonly AppName[] = ['betting', 'casino', 'office', 'promotions', 'information'];
/** The applications mounted now, by name (each fake application adds itself while mounted). */
const mountedApps = new Set<AppName>();

let started = false;
function startRouting(): void {
  if (started) return;
  started = true;
  window.fetch = fakeFetch;
  const driver = createRouteDriver({
    replace: (to) => window.history.replaceState(window.history.state, '', to),
    reroute: () => void triggerAppChange(),
    onPage: (res) => publishPage(res, { setLanguage, setRoute }),
  });
  for (const app of APPS) {
    const lifecycles: LifeCycles = {
      bootstrap: async () => undefined,
      mount: async () => void mountedApps.add(app),
      unmount: async () => void mountedApps.delete(app),
    };
    registerApplication({ name: `test-${app}`, app: async () => lifecycles, activeWhen: driver.activeWhen(app) });
  }
  window.addEventListener('single-spa:before-routing-event', () => driver.handle());
  onContextChange(() => {
    driver.invalidate();
    void triggerAppChange();
  });
  interceptLinks();
  start({ urlRerouteOnly: true });
}

// ---- helpers ---------------------------------------------------------------------------------

const here = () => `${window.location.pathname}${window.location.search}`;
const html = () => `${document.documentElement.dataset['layout']} ${document.documentElement.dataset['page']}`;
const apps = () => [...mountedApps].join(',');

/** Pushes `path` (single-spa reroutes on pushState) and waits until the page `name` is resolved. */
async function go(path: string, name: string): Promise<void> {
  window.history.pushState(null, '', path);
  await waitFor(() => $route.get()?.name === name, () => `page ${name} after ${path} (at ${here()}, route ${$route.get()?.name})`);
}

/** Waits until the URL is `url` and the page `name` is resolved. */
async function arrived(url: string, name: string): Promise<void> {
  await waitFor(() => here() === url && $route.get()?.name === name, () => `${url} as ${name} (at ${here()}, route ${$route.get()?.name})`);
}

/** Runs `fn` with console.error captured; returns the first argument of each call. */
async function capturingErrors(fn: () => Promise<void>): Promise<unknown[]> {
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args[0]);
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return errors;
}

describe('routing driver', () => {
  beforeEach(async () => {
    startRouting();
    redirects.clear();
    legacyGames.clear();
    heldRedirects.clear();
    resetPlatformState();
    document.cookie = `${CookieNames.lng}=; path=/; max-age=0`;
    // A known page to start from (re-resolved even when the URL is already there), then a clean request log.
    window.history.replaceState(null, '', '/en/promotions');
    await triggerAppChange();
    await waitFor(() => $route.get()?.name === 'promotions', 'the start page');
    requests.length = 0;
  });

  it('resolves pushed URLs into $route, <html data-layout data-page> and the active application', async () => {
    await go('/en/live/football', 'sports');
    const route = $route.get();
    equal(JSON.stringify(route?.params), '{"section":"live","sport":"football"}');
    equal(`${route?.lang} ${route?.layout} ${route?.app} ${route?.path}`, 'en main betting /live/football');
    equal(html(), 'main sports');
    await waitFor(() => apps() === 'betting', `the betting app (mounted: ${apps()})`);

    await go('/en/onpay/success', 'onpay-success');
    equal(html(), 'empty onpay-success', 'another layout');
    equal($route.get()?.data['result'], 'success', 'route data');
    await waitFor(() => apps() === 'office', `only the office app (mounted: ${apps()})`);

    await go('/en/epl', 'epl');
    equal(document.documentElement.dataset['theme'], 'championship', 'the championship theme');
    await go('/ru/results/live', 'results');
    equal($language.get(), 'ru', 'the language follows the URL');
    equal(document.documentElement.dataset['theme'], undefined, 'no theme outside championships');
    equal(requests.length, 0, 'known pages call no service');
  });

  it('follows the browser history back and forward (popstate)', async () => {
    await go('/en/live/football', 'sports');
    await go('/en/information/about', 'information-about');
    window.history.back();
    await arrived('/en/live/football', 'sports');
    equal(html(), 'main sports');
    await waitFor(() => apps() === 'betting', 'the betting app again');
    window.history.forward();
    await arrived('/en/information/about', 'information-about');
    await waitFor(() => apps() === 'information', 'the information app');
  });

  it('turns same-origin link clicks into navigations and leaves other clicks to the browser', async () => {
    const nav = document.createElement('nav');
    nav.innerHTML = '<a href="/en/live">Live</a> <a href="/en/casino-lobby" target="_blank">Casino</a> <a href="https://example.org/en/live">Elsewhere</a>';
    document.body.append(nav);
    const handledByBrowser: boolean[] = [];
    // After the driver's document listener: records what it left alone, and stops real page loads.
    const outer = (event: MouseEvent) => {
      handledByBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', outer);
    try {
      nav.querySelector<HTMLAnchorElement>('a[href="/en/live"]')?.click();
      await arrived('/en/live', 'sports');
      nav.querySelector<HTMLAnchorElement>('a[target]')?.click();
      nav.querySelector<HTMLAnchorElement>('a[href^="https:"]')?.click();
      nav.querySelector<HTMLAnchorElement>('a[href="/en/live"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      equal(handledByBrowser.join(','), 'false,true,true,true', 'only the plain same-origin click is taken over');
      await settle();
      equal(here(), '/en/live');
      window.history.back();
      await arrived('/en/promotions', 'promotions'); // the click made a history entry
    } finally {
      window.removeEventListener('click', outer);
      nav.remove();
    }
  });

  it('inserts the language when the URL has none, and fixes one that is not allowed', async () => {
    window.history.pushState(null, '', '/promotions?lng=en&utm=x');
    await arrived('/en/promotions?lng=en&utm=x', 'promotions');
    document.cookie = `${CookieNames.lng}=ru; path=/`;
    window.history.pushState(null, '', '/promotions');
    await arrived('/ru/promotions', 'promotions');
    equal($language.get(), 'ru', 'from the cookie');
    window.history.pushState(null, '', '/EN/promotions');
    await arrived('/en/promotions', 'promotions');
    window.history.pushState(null, '', '/de/promotions?a=1');
    await arrived('/en/promotions?a=1', 'promotions');
    equal(html(), 'main promotions');
  });

  it('sends a guest from a login-required page to login with the return URL, and opens the login block', async () => {
    const announced: string[] = [];
    const stop = listen('kickoff:auth-required', ({ returnUrl }) => void announced.push(returnUrl));
    try {
      window.history.pushState(null, '', '/en/office/history?page=2');
      await arrived(`/en/login?page=2&returnUrl=${encodeURIComponent('/en/office/history?page=2')}`, 'login');
      equal(html(), 'main login');
      equal(JSON.stringify($modalStack.get()), JSON.stringify([{ id: 'login', props: { returnUrl: '/en/office/history?page=2' } }]));
      equal(announced.join(), '/en/office/history?page=2', 'kickoff:auth-required');
    } finally {
      stop();
    }
  });

  it('re-resolves the current URL when the session changes', async () => {
    setSessionUser(7);
    await go('/en/office/history', 'office-history');
    await waitFor(() => apps() === 'office', 'the office app');
    setSessionUser(null); // signed out elsewhere
    await arrived(`/en/login?returnUrl=${encodeURIComponent('/en/office/history')}`, 'login');
  });

  it('re-resolves the current URL when maintenance starts and ends', async () => {
    await go('/en/live', 'sports');
    setMaintenance({ isActive: true, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 1 });
    await arrived('/en/maintenance', 'maintenance');
    equal(html(), 'maintenance maintenance');
    setMaintenance(null);
    await arrived('/en', 'home');
    equal(html(), 'main home');
  });

  it('shows the 404 page for unknown paths and asks the redirect service about them', async () => {
    await go('/en/no-such-page?x=1', 'not-found');
    equal(here(), '/en/no-such-page?x=1', 'the URL stays');
    equal(html(), 'main not-found');
    equal($route.get()?.app, 'information');
    await waitFor(() => requests.length === 1, 'the redirect-service call');
    equal(requests[0], 'POST redirect-light /en/no-such-page?x=1');
    await go('/en/results/foo', 'not-found');
    equal(here(), '/en/results/foo', 'a parameter outside its allowed values is a 404 too');
  });

  it('follows a redirect-service answer that stays on the site', async () => {
    redirects.set('/en/old-spring-promo', '/en/promotions/spring?utm_source=x');
    window.history.pushState(null, '', '/en/old-spring-promo');
    await arrived('/en/promotions/spring?utm_source=x', 'promotion');
    equal($route.get()?.params['promotionId'], 'spring');
    equal(html(), 'main promotion');
    equal(requests.join(), 'POST redirect-light /en/old-spring-promo');
    window.history.back();
    await arrived('/en/promotions', 'promotions'); // the unknown URL was replaced, not kept in the history
  });

  it('does not follow a redirect-service answer that leaves the site', async () => {
    for (const [path, target] of [
      ['/en/off-1', 'https://evil.example/en/promotions'],
      ['/en/off-2', '//evil.example/en/promotions'],
      ['/en/off-3', `${window.location.origin}/en/promotions`],
      ['/en/off-4', 'javascript:alert(1)'],
    ] as const) {
      redirects.set(path, target);
      const errors = await capturingErrors(async () => {
        await go(path, 'not-found');
        await waitFor(() => requests.includes(`POST redirect-light ${path}`), `the redirect-service call for ${path}`);
        await settle();
      });
      equal(errors.join(), 'redirect error: the redirect service points outside the site', target);
      equal(here(), path, `stays on the 404 page (${target})`);
      equal($route.get()?.name, 'not-found');
    }
  });

  it('does not follow a redirect cycle', async () => {
    redirects.set('/en/loop-a', '/en/loop-b');
    redirects.set('/en/loop-b', '/en/loop-a');
    const errors = await capturingErrors(async () => {
      await go('/en/loop-a', 'not-found');
      await waitFor(() => requests.length === 2, 'both redirect-service calls');
      await settle();
    });
    equal(here(), '/en/loop-b', 'one hop, then the cycle is refused');
    equal(errors.join(), 'cyclic redirect not followed');
  });

  it('drops a redirect-service answer for a page the player already left', async () => {
    redirects.set('/en/slow-page', '/en/promotions/spring');
    let release = () => undefined as void;
    heldRedirects.set('/en/slow-page', new Promise<void>((resolve) => (release = resolve)));
    await go('/en/slow-page', 'not-found');
    await waitFor(() => requests.length === 1, 'the redirect-service call');
    await go('/en/live', 'sports');
    release();
    await settle();
    equal(here(), '/en/live', 'the late answer is not followed');
  });

  it('maps a legacy game route through the games-preview lookup, or shows the 404 page', async () => {
    legacyGames.set('old-fruit-slot', 'fruit-slot');
    window.history.pushState(null, '', '/en/game/old-fruit-slot?ref=mail');
    await arrived('/en/games/fruit-slot?ref=mail', 'games-game');
    equal($route.get()?.params['gameRoute'], 'fruit-slot');
    await waitFor(() => apps() === 'casino', 'the casino app');

    window.history.pushState(null, '', '/en/igry/unknown-game');
    await arrived('/en/igry/unknown-game', 'not-found');
    equal(html(), 'main not-found');
    equal(requests.slice(0, 2).join(' | '), 'GET games-preview old-fruit-slot | GET games-preview unknown-game');
  });
});
