/**
 * The domain checker in the browser (domain-check/src/index.ts) against a stubbed GET /web-api/site/domains,
 * with the shell's notification area rendering what it shows: on a host that is not official a
 * warning that stays, naming the page's host and the primary address, with a link to it; nothing on
 * an official host; nothing but a log line when the reply is malformed or the call fails; the list
 * kept for the session (no second request); and nothing at all in Kickoff elements on another site.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { $visibleNotifications, whenTextsReady } from '@kickoff/platform';
import { embedFrom, resetEmbedding } from '../../platform/src/env/env';
import { setLanguage } from '../../platform/src/stores/language';
import { checkDomain } from '../../domain-check/src/index';
import { STORAGE_KEY } from '../../domain-check/src/official-addresses';
import { Notifications } from '../../shell-parcels/src/notifications/Notifications';
import { resetPlatformState } from '../support/platform-state';
import { json, stubFetch } from '../support/fetch-stub';
import { mountRoot, unmountRoot } from '../support/react';
import { equal, ok } from '../support/assert';
import { settle } from '../support/wait';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DOMAINS = '/web-api/site/domains';
const UNOFFICIAL = { primary: 'kickoff.example', official: ['kickoff.example', 'mirror.kickoff.example'] };
/** The test page's own host (`localhost:<port>`) among the official ones. */
const official = () => ({ primary: 'kickoff.example', official: ['kickoff.example', location.host] });

describe('domain check', () => {
  let mounted: { host: HTMLElement; root: Root };
  let restoreFetch: () => void = () => undefined;
  let requests: string[];
  const realConsoleError = console.error;
  let logged: unknown[][];

  /** Answers the domains call with `reply` (other calls 404) and records every request's path. */
  function serve(reply: () => Response): void {
    restoreFetch = stubFetch((url) => {
      requests.push(url.pathname);
      return url.pathname === DOMAINS ? reply() : json({ errors: [{ status: '404', code: 'not_found', detail: 'no' }] }, 404);
    });
  }

  const toasts = () => [...mounted.host.querySelectorAll<HTMLElement>('.kk-toast')];
  const check = () => act(() => checkDomain());

  beforeEach(async () => {
    act(() => {
      resetPlatformState();
      setLanguage('en');
    });
    await whenTextsReady('en');
    sessionStorage.removeItem(STORAGE_KEY);
    resetEmbedding();
    requests = [];
    logged = [];
    console.error = (...args: unknown[]) => {
      logged.push(args);
    };
    mounted = mountRoot();
    act(() => mounted.root.render(<Notifications />));
  });

  afterEach(() => {
    unmountRoot(mounted);
    restoreFetch();
    restoreFetch = () => undefined;
    console.error = realConsoleError;
    sessionStorage.removeItem(STORAGE_KEY);
    resetEmbedding();
  });

  it('on a host that is not official: a warning that stays, with the primary address and a link to it', async () => {
    serve(() => json(UNOFFICIAL));
    await check();
    const shown = toasts();
    equal(shown.length, 1, 'one warning');
    const toast = shown[0]!;
    equal(toast.dataset.group, 'domain-check');
    ok(toast.classList.contains('kk-toast--warning'), toast.className);
    equal(toast.querySelector('.kk-toast__title')?.textContent, 'Unofficial site address');
    const body = toast.querySelector('.kk-toast__text')?.textContent ?? '';
    ok(body.includes('https://kickoff.example'), `the primary address: ${body}`);
    ok(body.includes(location.host), `the page's own host: ${body}`);
    const link = toast.querySelector<HTMLAnchorElement>('.kk-toast__actions a');
    equal(link?.textContent, 'Go to the official site');
    equal(link?.href, `https://kickoff.example${location.pathname}${location.search}`, 'the same page on the primary address');
    equal(toast.querySelector('.kk-toast__close'), null, 'the player cannot close it');
    equal($visibleNotifications.get()[0]?.autoCloseMs, null, 'no timer closes it');
    equal(requests.join(), DOMAINS);
    equal(logged.length, 0);

    // A second check in the same session: the kept list, no request, still one warning.
    await check();
    equal(requests.length, 1, 'the list is kept for the session');
    equal(toasts().length, 1);
    equal($visibleNotifications.get().length, 1);
  });

  it('the warning follows the page language', async () => {
    act(() => setLanguage('ru'));
    await whenTextsReady('ru');
    serve(() => json(UNOFFICIAL));
    await check();
    equal(toasts()[0]?.querySelector('.kk-toast__title')?.textContent, 'Неофициальный адрес сайта');
    ok(toasts()[0]?.querySelector('.kk-toast__text')?.textContent?.includes('https://kickoff.example'), 'the address in Russian too');
  });

  it('on an official host: nothing shown, the list kept', async () => {
    serve(() => json(official()));
    await check();
    await act(settle);
    equal(toasts().length, 0);
    equal(requests.join(), DOMAINS);
    ok(sessionStorage.getItem(STORAGE_KEY)?.includes(location.host), 'kept for the session');
    equal(logged.length, 0);
  });

  it('a kept list is used without asking the server', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(UNOFFICIAL));
    serve(() => json(official()));
    await check();
    equal(requests.length, 0);
    equal(toasts().length, 1, 'the kept list says this host is not official');
  });

  it('a malformed reply: nothing shown, the failure logged, nothing kept', async () => {
    const malformed = [
      { primary: 'https://kickoff.example', official: ['https://kickoff.example'] },
      { primary: 'kickoff.example', official: [] },
      { primary: 'kickoff.example', official: ['mirror.kickoff.example'] },
      { official: ['kickoff.example'] },
      ['kickoff.example'],
    ];
    for (const reply of malformed) {
      logged = [];
      serve(() => json(reply));
      await check();
      restoreFetch();
      await act(settle);
      equal(toasts().length, 0, JSON.stringify(reply));
      equal(logged.length, 1, `one log line for ${JSON.stringify(reply)}`);
      equal(logged[0]?.[0], 'domain check failed');
      ok(logged[0]?.[1] instanceof Error, 'with the error');
      equal(sessionStorage.getItem(STORAGE_KEY), null, 'nothing kept');
    }
    // A broken kept value is not trusted either: the server is asked again.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ primary: 'kickoff.example', official: 'kickoff.example' }));
    serve(() => json(official()));
    await check();
    equal(requests.at(-1), DOMAINS);
    equal(toasts().length, 0);
  });

  it('a failed call: nothing shown, the failure logged', async () => {
    serve(() => json({ errors: [{ status: '500', code: 'internal', detail: 'boom' }] }, 500));
    await check();
    await act(settle);
    equal(toasts().length, 0);
    equal(logged.length, 1);
    equal(logged[0]?.[0], 'domain check failed');
  });

  it('in Kickoff elements on another site: no request, nothing shown', async () => {
    embedFrom('https://kickoff.example/dist/domain-check.js');
    serve(() => json(UNOFFICIAL));
    await check();
    await act(settle);
    equal(requests.length, 0);
    equal(toasts().length, 0);
    equal(logged.length, 0);
  });
});
