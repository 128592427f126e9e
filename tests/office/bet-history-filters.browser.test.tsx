/**
 * The bet history's filters: read from the URL query (odd values fall back to defaults), sent to
 * coupon/list as epoch-ms day bounds and a result, applied from the form into the URL (page back to 1),
 * the dates' order checked, and the "no bets match" state with a reset link.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { whenTextsReady, type CurrentRoute } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { OfficeApp } from '../../office-parcel/src/App';
import { couponListQuery, parseHistoryQuery } from '../../office-parcel/src/bet-history/filters';
import '../../office-parcel/src/i18n';
import { equal, ok, tick } from '../support/assert';
import { followRoute } from './route-follow';
import { json } from '../support/fetch-stub';
import { actUntil as until, mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const HISTORY: CurrentRoute = { name: 'office-history', params: {}, lang: 'en', layout: 'main', app: 'office', path: '', search: '', theme: null, data: {} };

function coupon(id: number, payout: number | null) {
  return {
    id, accountId: 20000001, typeId: 0, systemValue: null, amount: 10, coef: 2, possibleWin: 20, status: payout === null ? 'open' : 'settled', payout,
    currency: 'RUB', createdAt: 1_800_000_000_000, settledAt: payout === null ? null : 1_800_000_100_000,
    bets: [{ oddId: id, gameId: id, marketId: id, coef: 2, statusId: -2, isBanker: false, blockId: 0, permanentId: 1, team1: 'A', team2: 'B', sportName: 'Football', champName: 'L', marketName: '1X2', outcomeName: '1', param: null, startAt: null, isLive: false }],
  };
}


describe('bet history filters: the URL query', () => {
  it('reads dates, result and page; odd values fall back to their defaults', () => {
    equal(JSON.stringify(parseHistoryQuery('?from=2026-11-01&to=2026-11-23&result=won&page=3')), JSON.stringify({ from: '2026-11-01', to: '2026-11-23', result: 'won', page: 3 }));
    equal(JSON.stringify(parseHistoryQuery('?from=2026-02-31&to=yesterday&result=pending&page=-1')), JSON.stringify({ from: null, to: null, result: 'all', page: 1 }));
    equal(JSON.stringify(parseHistoryQuery('?from=2026-11-23&to=2026-11-01&result=lost')), JSON.stringify({ from: null, to: null, result: 'lost', page: 1 }), 'from after to drops both dates');
    equal(JSON.stringify(parseHistoryQuery('?page=abc&result=returned&from=2026-11-05')), JSON.stringify({ from: '2026-11-05', to: null, result: 'returned', page: 1 }));
  });

  it('sends the days as [local start of from, local start of the day after to)', () => {
    const query = couponListQuery({ from: '2026-11-01', to: '2026-11-23', result: 'open', page: 2 }, 10);
    equal(query.from, new Date(2026, 10, 1).getTime());
    equal(query.to, new Date(2026, 10, 24).getTime());
    equal(query.result, 'open');
    equal(query.page, 2);
    const open = couponListQuery({ from: null, to: null, result: 'all', page: 1 }, 10);
    equal(open.from, undefined);
    equal(open.to, undefined);
  });
});

describe('bet history filters: the screen', () => {
  let host: HTMLElement;
  let root: Root;
  let calls: URL[];
  let handler: (url: URL) => Response;
  let route: { stop(): void };
  const realFetch = window.fetch;
  const byId = <T extends HTMLElement>(id: string) => host.querySelector<T>(`#${id}`);
  const setValue = (el: HTMLInputElement | HTMLSelectElement | null, value: string, event = 'input') => {
    ok(el, 'control present');
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
    act(() => {
      setter?.call(el, value);
      el?.dispatchEvent(new Event(event, { bubbles: true }));
    });
  };
  const submit = () => act(() => host.querySelector<HTMLButtonElement>('[data-form="history-filters"] button[type="submit"]')?.click());

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
    route = followRoute(HISTORY);
  });
  afterEach(() => {
    unmountRoot({ host, root });
    route.stop();
    window.fetch = realFetch;
  });

  it('loads with the URL filters, applies the form into the URL and asks the server again', async () => {
    handler = (url) => {
      const result = url.searchParams.get('result');
      const items = result === 'won' ? [coupon(5, 20)] : [coupon(6, null), coupon(5, 20), coupon(4, 0)];
      return json({ data: { items, page: 1, pageSize: 10, total: items.length } });
    };
    act(() => setRoute({ ...HISTORY, search: '?from=2026-11-01&result=bogus&page=2' }));
    act(() => root.render(<OfficeApp />));
    await until(() => host.querySelectorAll('.kk-history__item').length === 3, 'the list');
    const first = calls[0];
    equal(first?.searchParams.get('from'), String(new Date(2026, 10, 1).getTime()));
    equal(first?.searchParams.get('to'), null);
    equal(first?.searchParams.get('result'), null, 'an odd result is all (not sent)');
    equal(first?.searchParams.get('page'), '2');
    equal(byId<HTMLInputElement>('kk-history-from')?.value, '2026-11-01', 'the form shows the URL');
    equal(byId<HTMLSelectElement>('kk-history-result')?.value, 'all');
    ok(host.textContent?.includes('Bets found: 3'));

    setValue(byId<HTMLSelectElement>('kk-history-result'), 'won', 'change');
    setValue(byId<HTMLInputElement>('kk-history-to'), '2026-11-20');
    submit();
    await until(() => host.querySelectorAll('.kk-history__item').length === 1, 'the won coupons');
    equal(location.search, '?from=2026-11-01&to=2026-11-20&result=won', 'filters in the URL, page back to 1');
    const last = calls.at(-1);
    equal(last?.searchParams.get('result'), 'won');
    equal(last?.searchParams.get('to'), String(new Date(2026, 10, 21).getTime()));
    equal(last?.searchParams.get('page'), '1');
    equal(host.querySelector('.kk-history__item')?.getAttribute('data-result'), 'won');
    equal(host.querySelector<HTMLAnchorElement>('.kk-history-filters__summary a')?.getAttribute('href'), '/en/office/history', 'a reset link');
  });

  it('refuses from after to in the form; no coupons for the filters shows "no bets match" with a reset link', async () => {
    handler = () => json({ data: { items: [], page: 1, pageSize: 10, total: 0 } });
    act(() => setRoute({ ...HISTORY, search: '?result=returned' }));
    act(() => root.render(<OfficeApp />));
    await until(() => host.querySelector('[data-state="no-match"]') !== null, 'no match');
    ok(host.textContent?.includes('No bets match the filters.'));
    equal(host.querySelector<HTMLAnchorElement>('[data-state="no-match"] a')?.getAttribute('href'), '/en/office/history');
    const before = calls.length;
    setValue(byId<HTMLInputElement>('kk-history-from'), '2026-11-10');
    setValue(byId<HTMLInputElement>('kk-history-to'), '2026-11-01');
    submit();
    equal(host.querySelector('[data-form="history-filters"] [role="alert"]')?.textContent, 'The “from” date cannot be after the “to” date');
    equal(byId<HTMLInputElement>('kk-history-from')?.getAttribute('aria-invalid'), 'true');
    await act(async () => tick(50));
    equal(calls.length, before, 'nothing asked');
    ok(!location.search.includes('from='), 'the URL keeps its filters');
  });
});
