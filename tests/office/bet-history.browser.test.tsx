/**
 * The office bet history against a stubbed fetch: coupons newest first with type, money, result badge
 * and payout, expandable bets, print links, paging with accessible controls, the empty state with a
 * link to the line, and an error with retry.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady, type CurrentRoute } from '@kickoff/platform';
import { type PlacedCoupon } from '@kickoff/platform-wallet';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { OfficeApp } from '../../office-parcel/src/App';
import '../../office-parcel/src/i18n';
import { equal, ok } from '../support/assert';
import { followRoute } from './route-follow';
import { json } from '../support/fetch-stub';
import { actUntil as until, mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Handler = (url: URL) => Response | Promise<Response>;

const HISTORY: CurrentRoute = { name: 'office-history', params: {}, lang: 'en', layout: 'main', app: 'office', path: '', search: '', theme: null, data: {} };

/** Coupon `id`: an express of two bets; ids below 3 are settled (1 lost, 2 won), the rest open. */
function coupon(id: number): PlacedCoupon {
  const settled = id < 3;
  return {
    id, accountId: 20000001, typeId: 1, systemValue: null, amount: 10, coef: 3, possibleWin: 30,
    status: settled ? 'settled' : 'open', payout: settled ? (id === 2 ? 30 : 0) : null, currency: 'RUB',
    createdAt: 1_800_000_000_000 + id * 60_000, settledAt: settled ? 1_800_100_000_000 : null,
    bets: [1, 2].map((n) => ({
      oddId: id * 10 + n, gameId: id * 100 + n, marketId: id * 1000 + n, coef: n === 1 ? 1.5 : 2, statusId: settled ? (id === 2 ? 1 : 0) : -2,
      isBanker: false, blockId: 0, permanentId: 5000 + n, team1: `Home ${id}.${n}`, team2: `Away ${id}.${n}`, sportName: 'Football',
      champName: 'League', marketName: '1X2', outcomeName: '1', param: null, startAt: 1_800_050_000, isLive: false,
    })),
  };
}

/** 12 coupons, newest (12) first, 10 a page. */
function listReply(url: URL, total = 12): Response {
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('pageSize'));
  const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * size, page * size);
  return json({ data: { items: ids.map(coupon), page, pageSize: size, total } });
}


describe('office bet history', () => {
  let host: HTMLElement;
  let root: Root;
  let handler: Handler;
  let calls: URL[];
  let route: { stop(): void };
  const realFetch = window.fetch;

  const rows = () => [...host.querySelectorAll<HTMLElement>('.kk-history__item')];
  const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name);

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    calls = [];
    window.fetch = ((input: RequestInfo | URL) => {
      const url = new URL(String(input), location.href);
      if (url.pathname !== '/web-api/office/menu') calls.push(url); // the office frame reads its menu too
      return Promise.resolve(handler(url));
    }) as typeof fetch;
    ({ host, root } = mountRoot());
    act(() => setSessionUser(10000001));
    act(() => setRoute(HISTORY));
    route = followRoute(HISTORY);
  });
  afterEach(() => {
    unmountRoot({ host, root });
    route.stop();
    window.fetch = realFetch;
  });

  it('lists the coupons newest first with their facts, bets and print links, a page at a time', async () => {
    handler = (url) => (url.pathname === '/web-api/coupon/list' ? listReply(url) : json({}, 404));
    act(() => root.render(<OfficeApp />));
    await until(() => rows().length === 10, 'the first page');
    equal(calls.at(-1)?.searchParams.get('lng'), 'en');
    equal(host.querySelector('h1')?.textContent, 'Bet history');
    equal(rows()[0]?.dataset['couponId'], '12', 'newest first');
    const first = rows()[0];
    equal(first?.querySelector('h2')?.textContent, 'Coupon No. 12 · Express');
    equal(first?.querySelector('.kk-history__badge')?.textContent, 'Open');
    ok(first?.textContent?.includes('10.00') && first.textContent.includes('30.00'), 'stake and possible win');
    equal(first?.querySelector('[data-fact="payout"]'), null, 'no payout while open');
    const details = first?.querySelector('details');
    ok(details && !details.open, 'bets folded');
    act(() => details?.querySelector('summary')?.click());
    ok(details?.open, 'bets unfold');
    const bets = [...(details?.querySelectorAll('.kk-history__bet') ?? [])];
    equal(bets.length, 2);
    ok(bets[0]?.textContent?.includes('Home 12.1 — Away 12.1') && bets[0].textContent.includes('1X2: 1') && bets[0].textContent.includes('Not settled'), bets[0]?.textContent ?? '');
    const print = first?.querySelector<HTMLAnchorElement>('a.kk-history__print');
    equal(print?.getAttribute('href'), '/en/print-coupon/12');
    equal(print?.textContent, 'Printable coupon No. 12');

    const nav = host.querySelector('nav[aria-label="Bet history pages"]');
    ok(nav?.textContent?.includes('Page 1 of 2'));
    ok(button('Previous page')?.disabled, 'no previous page on the first');
    act(() => button('Next page')?.click());
    await until(() => rows().length === 2, 'the second page');
    equal(calls.at(-1)?.searchParams.get('page'), '2');
    equal(location.search, '?page=2', 'the page is in the URL');
    ok(host.textContent?.includes('Page 2 of 2'));
    ok(button('Next page')?.disabled, 'no next page on the last');
    const [lost, won] = [rows()[1], rows()[0]];
    equal(won?.dataset['result'], 'won');
    equal(won?.querySelector('.kk-history__badge')?.textContent, 'Won');
    ok(won?.querySelector('[data-fact="payout"]')?.textContent?.includes('30.00'), 'payout of a won coupon');
    equal(lost?.querySelector('.kk-history__badge')?.textContent, 'Lost');
    ok(lost?.querySelector('[data-fact="payout"]')?.textContent?.includes('0.00'), 'payout 0 of a lost coupon');
  });

  it('no coupons: "no bets yet" with a link to the line', async () => {
    handler = (url) => (url.pathname === '/web-api/coupon/list' ? listReply(url, 0) : json({}, 404));
    act(() => root.render(<OfficeApp />));
    await until(() => host.querySelector('[data-state="empty"]') !== null, 'the empty state');
    ok(host.textContent?.includes('No bets yet.'));
    equal(host.querySelector<HTMLAnchorElement>('[data-state="empty"] a')?.getAttribute('href'), '/en/line');
    equal(host.querySelector('.kk-history__pages'), null);
  });

  it('a failed load shows an error with retry that recovers', async () => {
    let up = false;
    handler = (url) => (up ? listReply(url, 3) : json({ errors: [{ status: '500', detail: 'boom' }] }, 500));
    act(() => root.render(<OfficeApp />));
    await until(() => host.querySelector('[data-state="error"]') !== null, 'the error');
    ok(host.textContent?.includes('Could not load the bet history'));
    up = true;
    act(() => host.querySelector<HTMLButtonElement>('[data-state="error"] button')?.click());
    await until(() => rows().length === 3, 'the list after retry');
    equal(host.querySelector('.kk-history__pages'), null, 'one page needs no page controls');
  });
});
