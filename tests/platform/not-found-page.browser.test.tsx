/**
 * The 404 page (platform/src/react/NotFoundPage.tsx) and the apps that fall back to it: the casino and
 * promotions apps asked for a route they have no screen for draw the 404 page and log the mismatch,
 * never a placeholder.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { NotFoundPage, whenTextsReady } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { CasinoApp } from '../../apps/casino/src/App';
import { PromotionsApp } from '../../apps/promotions/src/App';
import { resetPlatformState } from '../support/platform-state';
import { equal, ok } from '../support/assert';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const route = (name: string) => ({ name, params: {}, lang: 'ru', layout: 'main' as const, app: null, path: `/${name}`, search: '', theme: null, data: {} });

describe('404 page', () => {
  let host: HTMLElement;
  let root: Root;
  beforeEach(async () => {
    resetPlatformState();
    setLanguage('ru');
    await whenTextsReady('ru');
    ({ host, root } = mountRoot());
  });
  afterEach(() => unmountRoot({ host, root }));

  it('names the page, sets the title and links home', async () => {
    setRoute(route('not-found'));
    await act(async () => root.render(<NotFoundPage />));
    equal(host.querySelector('h1')?.textContent, 'Страница не найдена');
    equal(document.title, 'Страница не найдена — Kickoff');
    equal(host.querySelector('a')?.getAttribute('href'), '/ru');
  });

  for (const [app, App] of [['casino', CasinoApp], ['promotions', PromotionsApp]] as const) {
    it(`the ${app} app draws it for a route without a screen, and logs why`, async () => {
      setRoute(route('no-such-screen'));
      const logged: unknown[] = [];
      const error = console.error;
      console.error = (...args: unknown[]) => void logged.push(args.join(' '));
      try {
        await act(async () => root.render(<App />));
      } finally {
        console.error = error;
      }
      ok(host.querySelector('[data-state="not-found"]'), '404 page');
      equal(JSON.stringify(logged), JSON.stringify([`${app}: no screen for route no-such-screen`]));
    });
  }
});
