/**
 * The toto page against a stubbed fetch: pick toggles (aria-pressed, names), lines and total, a guest
 * asked to sign in, placing (busy, one request per attempt, the idempotency key reused after a network
 * error, the server's refusals in an alert, success with the coupon number) and "my coupons".
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { $modalStack, whenTextsReady, type AccountsState, type CurrentRoute } from '@kickoff/platform';
import { $accounts, setAccounts } from '../../platform/src/identity/stores';
import { stopIdentity } from '../../platform/src/identity/runtime';
import { setLanguage } from '../../platform/src/stores/language';
import { setRoute } from '../../platform/src/stores/route';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { BettingApp } from '../../apps/betting/src/App';
import '../../apps/betting/src/all-texts';
import { equal, ok, tick } from '../support/assert';
import { actUntil, mountRoot, unmountRoot } from '../support/react';
import { json } from '../support/fetch-stub';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Call {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}
type Handler = (call: Call) => Response | Promise<Response>;

const DRAW = {
  id: 5, number: 42, status: 'open', closesAt: 1_900_000_000, pool: 1000, jackpot: 5000, currency: 'RUB',
  events: Array.from({ length: 15 }, (_, i) => ({ gameId: 100 + i, team1: `Home ${i + 1}`, team2: `Away ${i + 1}`, startAt: 1_900_000_000, result: null })),
};
const ACCOUNTS: AccountsState = {
  activeAccount: 1,
  accounts: [{ id: 1, type: 0, iso: 'RUB', symbol: '₽', money: 1500, currencyId: 1, isActive: true }],
  bonuses: [],
};
const coupon = (over: Record<string, unknown> = {}) => ({
  id: 77, drawId: DRAW.id, drawNumber: DRAW.number, accountId: 1, currency: 'RUB', lineStake: 10, amount: 20, lines: 2,
  picks: DRAW.events.map((e, i) => ({ gameId: e.gameId, outcomes: i === 0 ? ['1', 'X'] : ['1'] })),
  status: 'open', hits: null, payout: null, createdAt: 1_800_000_000_000, settledAt: null, ...over,
});
const rub = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'RUB' }).format(n);

function route(params: Record<string, string>): CurrentRoute {
  return { name: 'toto', params, lang: 'en', layout: 'main', app: 'betting', path: '', search: '', theme: null, data: {} };
}

/** A signed-in player with a RUB account, on the toto page (the `params` tab). */
function signIn(params: Record<string, string> | null): void {
  setSessionUser(7);
  setAccounts(ACCOUNTS);
  if (params) setRoute(route(params));
}

const until = actUntil;

describe('toto coupons', () => {
  let host: HTMLElement;
  let root: Root;
  let handler: Handler;
  let calls: Call[];
  const realFetch = window.fetch;

  const pick = (n: number, outcome: string) => host.querySelector<HTMLButtonElement>(`button[aria-label^="Event ${n}, "][aria-label*=": ${outcome} ("]`);
  const placeButton = () => host.querySelector<HTMLButtonElement>('.kk-toto-grid button[type="submit"]');
  const stakeInput = () => host.querySelector<HTMLInputElement>('.kk-toto-grid input');
  const alertText = () => host.querySelector('[data-toto-error]')?.textContent ?? '';
  const placeCalls = () => calls.filter((c) => c.url.pathname.endsWith('/toto/place'));
  const type = (input: HTMLInputElement, value: string) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const pickAll = () => {
    for (let n = 1; n <= 15; n++) act(() => pick(n, '1')?.click());
  };

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    calls = [];
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call: Call = { url: new URL(request.url, location.href), method: request.method, headers: request.headers, body: text ? JSON.parse(text) : null };
      calls.push(call);
      return handler(call);
    }) as typeof fetch;
    ({ host, root } = mountRoot());
  });
  afterEach(() => {
    // reloadAccounts() after a placed coupon started the identity (interceptors, timers).
    stopIdentity();
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  const draws: Handler = (call) => (call.url.pathname.endsWith('/toto/draws') ? json({ data: [DRAW] }) : json({ errors: [{ status: '404', code: 'not_found', detail: 'no' }] }, 404));

  it('a guest: named 1/X/2 toggles per event, lines and total, and "sign in" opens the login modal', async () => {
    handler = draws;
    act(() => setRoute(route({})));
    act(() => root.render(<BettingApp />));
    await until(() => host.querySelectorAll('.kk-toto-grid fieldset').length === 15, '15 events');
    equal(host.querySelectorAll('.kk-toto-grid button[aria-pressed]').length, 45, 'three toggles per event');
    const home = pick(1, '1');
    equal(home?.getAttribute('aria-label'), 'Event 1, Home 1 — Away 1: 1 (home win)');
    equal(home?.getAttribute('aria-pressed'), 'false');
    act(() => home?.click());
    equal(home?.getAttribute('aria-pressed'), 'true');
    act(() => pick(1, 'X')?.click());
    ok(host.textContent?.includes('Events picked: 1 of 15'), 'one event picked');
    ok(host.textContent?.includes('lines: 0'), 'no line before every event has a pick');
    for (let n = 2; n <= 15; n++) act(() => pick(n, '2')?.click());
    ok(host.textContent?.includes('lines: 2'), 'two lines (1/X in event 1)');
    equal(host.querySelector('[data-total]')?.textContent, `Total stake: ${rub(20)}`);
    equal(placeButton(), null, 'no Place for a guest');
    const signIn = [...host.querySelectorAll<HTMLButtonElement>('.kk-toto-grid button')].find((b) => b.textContent === 'Sign in to place');
    ok(signIn, 'sign-in button');
    act(() => signIn?.click());
    equal($modalStack.get().at(-1)?.id, 'login');
    equal(placeCalls().length, 0);
  });

  it('a player: Place is enabled when valid; placing is busy once, then shows the coupon number and the balance from the reply', async () => {
    let answer: (r: Response) => void = () => undefined;
    handler = (call) => {
      if (call.url.pathname.endsWith('/toto/place')) return new Promise<Response>((resolve) => (answer = resolve));
      if (call.url.pathname.endsWith('/user/gettoken')) return json({ data: { token: 'token-7' } });
      return draws(call);
    };
    act(() => signIn({}));
    act(() => root.render(<BettingApp />));
    await until(() => placeButton() !== null, 'the form');
    ok(placeButton()?.disabled, 'disabled without picks');
    pickAll();
    act(() => pick(1, 'X')?.click());
    ok(!placeButton()?.disabled, 'enabled with every event picked');
    const input = stakeInput();
    ok(input, 'stake input');
    act(() => type(input!, 'abc'));
    ok(placeButton()?.disabled, 'disabled with an invalid stake');
    equal(input?.getAttribute('aria-invalid'), 'true');
    act(() => type(input!, '12,5'));
    equal(host.querySelector('[data-total]')?.textContent, `Total stake: ${rub(25)}`);
    ok(host.textContent?.includes('Stake per line, RUB'), 'the account currency');

    act(() => placeButton()?.click());
    await until(() => placeCalls().length === 1, 'one place request');
    equal(placeButton()?.textContent, 'Placing…');
    ok(placeButton()?.disabled, 'busy: no second submission');
    act(() => placeButton()?.click());
    await act(async () => tick(30));
    equal(placeCalls().length, 1, 'a double click places once');
    const [call] = placeCalls();
    ok(/^[A-Za-z0-9_.:-]{8,64}$/.test(call?.headers.get('idempotency-key') ?? ''), 'an Idempotency-Key');
    const body = call?.body as { drawId: number; accountId: number; lineStake: number; amount: number; picks: Array<{ gameId: number; outcomes: string[] }> };
    equal(body.drawId, 5);
    equal(body.accountId, 1);
    equal(body.lineStake, 12.5);
    equal(body.amount, 25);
    equal(body.picks.length, 15);
    equal(body.picks[0]?.outcomes.join(), '1,X');

    act(() => answer(json({ data: coupon({ lineStake: 12.5, amount: 25 }), meta: { balances: [{ accountId: 1, balance: 1475, currency: 'RUB' }] } }, 201)));
    await until(() => (host.querySelector('[data-toto-placed]')?.textContent ?? '').includes('Coupon No. 77 is placed'), 'success');
    ok(host.querySelector('[data-toto-placed]')?.textContent?.includes(rub(25)), 'the stake in the message');
    ok(host.querySelector('[data-toto-placed] a')?.getAttribute('href')?.includes('coupons'), 'a link to my coupons');
    equal(alertText(), '');
    await until(() => $accounts.get()?.accounts[0]?.money === 1475, 'the header balance from the reply');
    equal(calls.filter((c) => c.url.pathname.endsWith('/user/accounts')).length, 0, 'no accounts refetch');
  });

  it('a network error keeps the key for the retry; the server\'s refusals are announced, then a new attempt gets a new key', async () => {
    const replies: Array<() => Response | Promise<Response>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ errors: [{ status: '422', code: 'insufficient_balance', detail: 'no money', meta: { balance: 5, currency: 'RUB' } }] }, 422),
      () => json({ errors: [{ status: '422', code: 'stake_too_high', detail: 'too much', meta: { max: 1000, currency: 'RUB' } }] }, 422),
      () => json({ errors: [{ status: '422', code: 'draw_closed', detail: 'closed', meta: { drawId: 5 } }] }, 422),
    ];
    handler = (call) => (call.url.pathname.endsWith('/toto/place') ? (replies.shift() ?? (() => json({}, 500)))() : draws(call));
    act(() => signIn({}));
    act(() => root.render(<BettingApp />));
    await until(() => placeButton() !== null, 'the form');
    pickAll();
    const attempt = async (n: number) => {
      act(() => placeButton()?.click());
      await until(() => placeCalls().length === n && !placeButton()?.disabled, `attempt ${n}`);
    };
    await attempt(1);
    ok(alertText().includes('No answer from the server'), alertText());
    equal(host.querySelector('[data-toto-error]')?.getAttribute('role'), 'alert');
    await attempt(2);
    equal(placeCalls()[1]?.headers.get('idempotency-key'), placeCalls()[0]?.headers.get('idempotency-key'), 'the retry reuses the key');
    equal(alertText(), `Not enough money on the account: the balance is ${rub(5)}.`);
    await attempt(3);
    ok(placeCalls()[2]?.headers.get('idempotency-key') !== placeCalls()[1]?.headers.get('idempotency-key'), 'a refused attempt frees its key');
    equal(alertText(), `The stake is above the maximum of ${rub(1000)}.`);
    await attempt(4);
    ok(alertText().includes('This draw takes no more coupons'), alertText());
  });

  it('my coupons: a guest is asked to sign in; a player sees status, picks, hits and payout; empty and error states', async () => {
    let list: () => Response = () => json({ errors: [{ status: '500', code: 'internal_error', detail: 'Boom' }] }, 500);
    handler = (call) => (call.url.pathname.endsWith('/toto/coupons') ? list() : draws(call));
    act(() => setRoute(route({ totoSection: 'coupons' })));
    act(() => root.render(<BettingApp />));
    await until(() => host.textContent?.includes('Sign in to see your toto coupons.') === true, 'guest prompt');
    equal(calls.filter((c) => c.url.pathname.endsWith('/toto/coupons')).length, 0, 'a guest asks nothing');

    act(() => signIn(null));
    await until(() => host.querySelector('.kk-bet-error button') !== null, 'error with retry');
    ok(host.querySelector('[role="alert"]')?.textContent?.includes('Boom'), 'the error text');
    list = () => json({ data: { items: [], page: 1, pageSize: 50, total: 0 } });
    act(() => host.querySelector<HTMLButtonElement>('.kk-bet-error button')?.click());
    await until(() => host.textContent?.includes('You have no toto coupons') === true, 'empty state');

    list = () =>
      json({
        data: {
          items: [coupon({ id: 78, status: 'settled', hits: 15, payout: 110000, settledAt: 1_800_000_100_000 }), coupon()],
          page: 1,
          pageSize: 50,
          total: 2,
        },
      });
    act(() => setRoute(route({})));
    await until(() => host.querySelector('.kk-toto-grid') !== null, 'draw tab');
    act(() => setRoute(route({ totoSection: 'coupons' })));
    await until(() => host.querySelectorAll('[data-toto-coupon]').length === 2, 'two coupons');
    const [won, open] = [...host.querySelectorAll('[data-toto-coupon]')];
    ok(won?.textContent?.includes('Coupon No. 78 · draw No. 42'), won?.textContent ?? '');
    ok(won?.textContent?.includes('Won'), 'won badge');
    equal(won?.querySelector('[data-hits]')?.textContent, '15 of 15');
    equal(won?.querySelector('[data-payout]')?.textContent, rub(110000));
    ok(won?.textContent?.includes('Home 1 — Away 1: 1 X'), 'picks with team names');
    ok(open?.textContent?.includes('Waiting for results'), 'open badge');
    equal(open?.querySelector('[data-payout]'), null, 'no payout while open');
  });
});
