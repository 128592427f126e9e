/** Betting pages against a stubbed fetch: not-found states for odd URLs, error with retry, the loaded list. */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady, type CurrentRoute } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { resetPlatformState } from '../support/platform-state';
import { BettingApp } from '../../apps/betting/src/App';
import '../../apps/betting/src/all-texts';
import { fullReply, makeGame } from '../platform/feed/fixtures';
import { equal, ok } from '../support/assert';
import { actUntil, mountRoot, unmountRoot } from '../support/react';
import { json } from '../support/fetch-stub';
import { setViewport } from '@web/test-runner-commands';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Handler = (url: URL) => Response | Promise<Response>;
const SPORTS = { data: [{ id: 1, slug: 'football', name: 'Football', nameEn: 'Football', isCyber: false, cyberType: null, gamesCount: 2 }] };

function route(name: string, params: Record<string, string>, data: Record<string, string> = {}): CurrentRoute {
  return { name, params, lang: 'en', layout: 'main', app: 'betting', path: '', search: '', theme: null, data };
}

const until = actUntil;

describe('betting pages', () => {
  let host: HTMLElement;
  let root: Root;
  let handler: Handler;
  const realFetch = window.fetch;

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    window.fetch = ((input: RequestInfo | URL) => Promise.resolve(handler(new URL(String(input), location.href)))) as typeof fetch;
    ({ host, root } = mountRoot());
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  it('an unknown game id shows "not found" inside the page', async () => {
    handler = (url) => (url.pathname.startsWith('/web-api/feed/game/') ? json({ errors: [{ status: '404', detail: 'not found' }] }, 404) : json({}, 500));
    act(() => setRoute(route('sports-game', { section: 'live', sport: 'football', champ: 'x', game: '424242-nope' }, { pageType: 'home' })));
    act(() => root.render(<BettingApp />));
    await until(() => host.querySelector('[data-state="not-found"]') !== null, 'not-found state');
    ok(host.textContent?.includes('does not exist'), host.textContent ?? '');
  });

  it('a malformed game id shows "not found" without asking the server', async () => {
    let calls = 0;
    handler = () => {
      calls += 1;
      return json({}, 500);
    };
    act(() => setRoute(route('sports-game', { section: 'live', sport: 'football', champ: 'x', game: 'abc' }, { pageType: 'home' })));
    act(() => root.render(<BettingApp />));
    await until(() => host.querySelector('[data-state="not-found"]') !== null, 'not-found state');
    equal(calls, 0);
  });

  it('an unknown sport slug shows "not found"; a failed list shows an error with retry that recovers', async () => {
    let gamesOk = false;
    handler = (url) => {
      if (url.pathname.endsWith('/feed/sports')) return json(SPORTS);
      if (url.pathname.endsWith('/feed/champs')) return json({ data: [] });
      if (url.pathname.endsWith('/feed/games')) return gamesOk ? json(fullReply([makeGame(1), makeGame(2)], 5)) : Promise.reject(new TypeError('Failed to fetch'));
      return json({}, 404);
    };
    act(() => setRoute(route('sports', { section: 'live', sport: 'curling' }, { pageType: 'home' })));
    act(() => root.render(<BettingApp />));
    await until(() => host.querySelector('[data-state="not-found"]') !== null, 'unknown sport');
    ok(host.textContent?.includes('curling'));

    act(() => setRoute(route('sports', { section: 'live', sport: 'football' }, { pageType: 'home' })));
    await until(() => host.querySelector('.kk-bet-error button') !== null, 'error with retry');
    ok(host.querySelector('[role="alert"]')?.textContent?.includes('No connection'), 'network error text');
    gamesOk = true;
    act(() => host.querySelector<HTMLButtonElement>('.kk-bet-error button')?.click());
    await until(() => host.querySelectorAll('.kk-game').length === 2, 'games after retry');
    equal(host.querySelectorAll('button.kk-odd').length, 6);
    ok(host.querySelector('section[data-app="betting"][data-route="sports"] dd[data-param="sport"]')?.textContent === 'football');
  });

  it('on a low-resolution screen the left panel is shown while its filters are open (account spec §4)', async () => {
    handler = (url) => {
      if (url.pathname.endsWith('/feed/sports')) return json(SPORTS);
      if (url.pathname.endsWith('/feed/champs')) return json({ data: [] });
      if (url.pathname.endsWith('/feed/games')) return json(fullReply([makeGame(1)], 5));
      return json({}, 404);
    };
    const before = { width: window.innerWidth, height: window.innerHeight };
    await setViewport({ width: 1024, height: 800 });
    try {
      act(() => setRoute(route('sports', { section: 'live' }, { pageType: 'home' })));
      act(() => root.render(<BettingApp />));
      await until(() => host.querySelectorAll('.kk-game').length === 1, 'the list');
      const side = host.querySelector<HTMLElement>('.kk-sports__side');
      const button = [...host.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Sports and championships');
      if (!side || !button) throw new Error('the panel and its filters button');
      const shown = () => getComputedStyle(side).transform === 'none';
      ok(getComputedStyle(button).display !== 'none', 'the button is there on a low-resolution screen');
      equal(button.getAttribute('aria-controls'), side.id);
      equal(button.getAttribute('aria-expanded'), 'false');
      ok(!shown(), 'the panel waits off the edge');

      act(() => button.click());
      equal(button.getAttribute('aria-expanded'), 'true');
      await until(shown, 'the panel shown while the filters are open');
      // Open, it stays shown with the focus and the pointer elsewhere.
      button.blur();
      ok(side.matches(':not(:focus-within):not(:hover)'));
      ok(shown(), 'still shown');
      // Escape in the panel closes it and gives the focus back to the button.
      side.querySelector<HTMLElement>('a')?.focus();
      act(() => side.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
      equal(button.getAttribute('aria-expanded'), 'false');
      equal(document.activeElement, button);
      button.blur();
      await until(() => !shown(), 'the panel back off the edge');

      // A full-width screen shows the panel as a column: no button.
      await setViewport({ width: 1366, height: 800 });
      equal(getComputedStyle(button).display, 'none');
    } finally {
      await setViewport(before);
    }
  });
});
