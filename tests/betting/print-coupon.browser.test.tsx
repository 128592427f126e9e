/**
 * print-coupon/{couponId} against a stubbed fetch: the owner's printable card (type, bets, money,
 * result, payout, Print), the guest's sign-in prompt, "not found" for a 404, an error with retry.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { $modalStack, whenTextsReady, type CurrentRoute } from '@kickoff/platform';
import { type PlacedCoupon } from '@kickoff/platform-wallet';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { BettingApp } from '../../apps/betting/src/App';
import '../../apps/betting/src/all-texts';
import { equal, ok, tick } from '../support/assert';
import { json } from '../support/fetch-stub';
import { actUntil as until, mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Handler = (url: URL) => Response | Promise<Response>;

const route = (couponId: string): CurrentRoute => ({
  name: 'print-coupon', params: { couponId }, lang: 'en', layout: 'empty', app: 'betting', path: '', search: '', theme: null, data: {},
});

const bet = (n: number, extra: Partial<PlacedCoupon['bets'][number]> = {}): PlacedCoupon['bets'][number] => ({
  oddId: 100 + n, gameId: 10 + n, marketId: 50 + n, coef: 1.5 + n / 10, statusId: 1, isBanker: false, blockId: 0,
  permanentId: 9000 + n, team1: `Home ${n}`, team2: `Away ${n}`, sportName: 'Football', champName: 'Premier League',
  marketName: 'Total', outcomeName: `Over ${n}.5`, param: n + 0.5, startAt: 1_800_000_000, isLive: n === 2, ...extra,
});

const COUPON: PlacedCoupon = {
  id: 123, accountId: 20000001, typeId: 2, systemValue: 2, amount: 100, coef: 4.5, possibleWin: 450, status: 'settled', payout: 230.5,
  currency: 'RUB', createdAt: 1_799_990_000_000, settledAt: 1_800_010_000_000,
  bets: [bet(1), bet(2, { statusId: 0 }), bet(3)],
};


describe('print-coupon page', () => {
  let host: HTMLElement;
  let root: Root;
  let handler: Handler;
  let calls: URL[];
  const realFetch = window.fetch;
  const realPrint = window.print;

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    calls = [];
    window.fetch = ((input: RequestInfo | URL) => {
      const url = new URL(String(input), location.href);
      calls.push(url);
      return Promise.resolve(handler(url));
    }) as typeof fetch;
    ({ host, root } = mountRoot());
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
    window.print = realPrint;
  });

  it('shows the owner\'s coupon: type, bets, money, result and payout; Print prints', async () => {
    handler = (url) => (url.pathname === '/web-api/coupon/123' ? json({ data: COUPON }) : json({}, 404));
    act(() => setSessionUser(10000001));
    act(() => setRoute(route('123')));
    act(() => root.render(<BettingApp />));
    await until(() => host.querySelector('.kk-print__card') !== null, 'the coupon card');
    equal(calls[0]?.searchParams.get('lng'), 'en', 'names asked in the page language');
    const card = host.querySelector<HTMLElement>('.kk-print__card');
    const fact = (name: string) => card?.querySelector(`[data-fact="${name}"] dd`)?.textContent ?? '';
    equal(card?.querySelector('h2')?.textContent, 'Coupon No. 123');
    equal(fact('number'), '123');
    equal(fact('type'), 'System 2 of 3');
    ok(fact('stake').includes('100.00'), fact('stake'));
    ok(fact('possible-win').includes('450.00'), fact('possible-win'));
    ok(fact('payout').includes('230.50'), fact('payout'));
    equal(fact('coupon-coef'), '4.50');
    equal(fact('result'), 'Won');
    const bets = [...(card?.querySelectorAll('.kk-print__bet') ?? [])];
    equal(bets.length, 3);
    ok(bets[0]?.textContent?.includes('Home 1 — Away 1'), bets[0]?.textContent ?? '');
    ok(bets[0]?.textContent?.includes('Football. Premier League'), 'sport and championship');
    equal(bets[0]?.querySelector('[data-fact="selection"] dd')?.textContent, 'Total: Over 1.5');
    equal(bets[0]?.querySelector('[data-fact="status"] dd')?.textContent, 'Won');
    equal(bets[1]?.querySelector('[data-fact="status"] dd')?.textContent, 'Lost');
    ok(bets[1]?.textContent?.includes('live'), 'a live bet is marked');
    ok(!bets[0]?.textContent?.includes('(live)'), 'a line bet is not');
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    act(() => [...host.querySelectorAll('button')].find((b) => b.textContent === 'Print')?.click());
    equal(printed, 1);
  });

  it('asks a guest to sign in without asking the server; after login it loads the coupon', async () => {
    handler = (url) => (url.pathname === '/web-api/coupon/123' ? json({ data: COUPON }) : json({}, 404));
    act(() => setRoute(route('123')));
    act(() => root.render(<BettingApp />));
    await until(() => host.querySelector('[data-state="guest"]') !== null, 'the sign-in prompt');
    ok(host.textContent?.includes('Sign in to see this coupon'));
    equal(calls.length, 0, 'no coupon call for a guest');
    act(() => [...host.querySelectorAll('button')].find((b) => b.textContent === 'Log in')?.click());
    equal($modalStack.get().at(-1)?.id, 'login');
    act(() => setSessionUser(10000001));
    await until(() => host.querySelector('.kk-print__card') !== null, 'the card after login');
  });

  it('a 404 (unknown or another player\'s coupon) is "not found", never a card', async () => {
    handler = () => json({ errors: [{ status: '404', code: 'not_found', detail: 'No such coupon' }] }, 404);
    act(() => setSessionUser(10000001));
    act(() => setRoute(route('777')));
    act(() => root.render(<BettingApp />));
    await until(() => host.querySelector('[data-state="not-found"]') !== null, 'not found');
    ok(host.textContent?.includes('Coupon not found'), host.textContent ?? '');
    ok(host.querySelector('.kk-print__card') === null, 'no card');
  });

  it('another player signing in on the page never sees the last player\'s coupon', async () => {
    let owner = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    handler = async () => {
      if (owner) return json({ data: COUPON });
      await held;
      return json({ errors: [{ status: '404', code: 'not_found', detail: 'No such coupon' }] }, 404);
    };
    act(() => setSessionUser(10000001));
    act(() => setRoute(route('123')));
    act(() => root.render(<BettingApp />));
    await until(() => host.querySelector('.kk-print__card') !== null, 'the owner\'s card');
    act(() => setSessionUser(null));
    await until(() => host.querySelector('[data-state="guest"]') !== null, 'signed out');
    owner = false;
    act(() => setSessionUser(10000005));
    await act(async () => tick(50));
    ok(host.querySelector('.kk-print__card') === null, 'no card while the new player\'s answer is pending');
    ok(host.querySelector('[role="status"][aria-busy="true"]'), 'loading');
    release();
    await until(() => host.querySelector('[data-state="not-found"]') !== null, 'not found for the other player');
    ok(host.querySelector('.kk-print__card') === null, 'no card');
  });

  it('a network error offers a retry that recovers', async () => {
    let up = false;
    handler = () => (up ? json({ data: COUPON }) : Promise.reject(new TypeError('Failed to fetch')));
    act(() => setSessionUser(10000001));
    act(() => setRoute(route('123')));
    act(() => root.render(<BettingApp />));
    await until(() => host.querySelector('.kk-bet-error button') !== null, 'error with retry');
    ok(host.querySelector('.kk-print__card') === null, 'no card');
    up = true;
    act(() => host.querySelector<HTMLButtonElement>('.kk-bet-error button')?.click());
    await until(() => host.querySelector('.kk-print__card') !== null, 'the card after retry');
  });
});
