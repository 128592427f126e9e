/**
 * The office frame against a stubbed fetch: the server's menu by category with the current screen
 * marked, the support item announcing the unread count from the user config, the folding menu button
 * (aria-expanded), and the menu's error with a retry that loads it again.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady, type CurrentRoute } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { setSessionUser } from '../../platform/src/stores/session';
import { setUserConfig } from '../../platform/src/identity/stores';
import { resetPlatformState } from '../support/platform-state';
import { userConfig } from '../platform/identity/helpers';
import { OfficeFrame } from '../../office-parcel/src/frame/OfficeFrame';
import { clearOfficeMenu } from '../../office-parcel/src/frame/menu-store';
import '../../office-parcel/src/i18n';
import { equal, ok } from '../support/assert';
import { json } from '../support/fetch-stub';
import { actUntil as until, mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ROUTE: CurrentRoute = { name: 'office-history', params: {}, lang: 'en', layout: 'main', app: 'office', path: '', search: '', theme: null, data: {} };
const MENU = {
  data: {
    menuCategories: [
      { id: 'bets', title: 'Bets', items: [{ route: 'office-history', title: 'Bet history', icon: 'ticket' }] },
      { id: 'support', title: 'Support', items: [{ route: 'office-support', title: 'Support', icon: 'chat' }] },
    ],
    menuUserData: { bonus_balance: 0, country_code: 'RU', recharge_allow: true, email: 'demo@kickoff.test', name: 'Demo Player' },
  },
};


describe('office frame', () => {
  let host: HTMLElement;
  let root: Root;
  let replies: Array<() => Response>;
  let calls: number;
  const realFetch = window.fetch;
  const link = (name: string) => [...host.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent?.startsWith(name));

  beforeEach(async () => {
    resetPlatformState();
    clearOfficeMenu();
    setLanguage('en');
    await whenTextsReady('en');
    calls = 0;
    window.fetch = ((input: RequestInfo | URL) => {
      const url = new URL(String(input), location.href);
      if (url.pathname !== '/web-api/office/menu') return Promise.resolve(json({}, 404));
      calls += 1;
      return Promise.resolve((replies.shift() ?? (() => json(MENU)))());
    }) as typeof fetch;
    ({ host, root } = mountRoot());
    act(() => setSessionUser(10000001));
    act(() => setRoute(ROUTE));
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  it('lists the menu by category, marks the current screen and announces the unread support messages', async () => {
    replies = [];
    act(() => setUserConfig(userConfig({ user_msg_count: 2 })));
    act(() => root.render(<OfficeFrame><p>screen</p></OfficeFrame>));
    await until(() => link('Bet history') !== undefined, 'the menu');
    equal(host.querySelector('nav')?.getAttribute('aria-label'), 'Office menu');
    equal([...host.querySelectorAll('nav h2')].map((h) => h.textContent).join(','), 'Bets,Support');
    equal(link('Bet history')?.getAttribute('aria-current'), 'page');
    equal(link('Support')?.getAttribute('aria-current'), null);
    equal(link('Support')?.getAttribute('aria-label'), 'Support, unread messages: 2');
    ok(host.textContent?.includes('Demo Player'), 'the player summary');
    const toggle = host.querySelector<HTMLButtonElement>('nav button');
    equal(toggle?.getAttribute('aria-expanded'), 'false');
    act(() => toggle?.click());
    equal(toggle?.getAttribute('aria-expanded'), 'true');
  });

  it('says when the menu cannot be loaded, and Retry loads it again', async () => {
    replies = [() => json({ errors: [{ status: '500', code: 'boom', detail: 'boom' }] }, 500)];
    act(() => root.render(<OfficeFrame><p>screen</p></OfficeFrame>));
    await until(() => host.querySelector('nav [role="alert"]') !== null, 'the error');
    ok(host.querySelector('nav [role="alert"]')?.textContent?.includes('The office menu could not be loaded'), 'the error text');
    const retry = [...host.querySelectorAll<HTMLButtonElement>('nav button')].find((b) => b.textContent === 'Retry');
    act(() => retry?.click());
    await until(() => link('Bet history') !== undefined, 'the menu after the retry');
    equal(calls, 2);
  });
});
