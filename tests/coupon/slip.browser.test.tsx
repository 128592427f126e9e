/**
 * The coupon slip (coupon-parcel/src/slip, loaded lazily by the coupon parcel) against a stubbed
 * fetch with the real platform API client and wallet schemas: the stake and its possible win, the
 * currency's step, the maximum from GET coupon/limits, placing (the "Coupon to place" body, the
 * idempotency key, one request per press, a retry after a lost connection with the same key), the
 * wallet's refusals explained (odds changed, stake too high, not enough money), the accepted coupon,
 * and one-click betting. Controls are found by role and name or by their label (English texts).
 */
import { act } from 'react';
import * as v from 'valibot';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { $activeAccount, BetSchema, buildBet, emit, formatMoney, whenTextsReady, type AccountsState, type Bet } from '@kickoff/platform';
import { setAccounts } from '../../platform/src/identity/stores';
import { setLanguage } from '../../platform/src/stores/language';
import { setSessionUser } from '../../platform/src/stores/session';
import { DEFAULT_SITE_CONFIG, setSiteConfig } from '../../platform/src/stores/site-config';
import { parcel as couponParcel } from '../../coupon-parcel/src/index';
import { $bets, clearBets } from '../../coupon-parcel/src/selection';
import { $couponSettings, COUPON_SETTINGS_KEY, DEFAULT_COUPON_SETTINGS, updateCouponSettings } from '../../coupon-parcel/src/state/settings';
import { dismissPlaceResult, dismissQuickCoupon } from '../../coupon-parcel/src/state/placing';
import { setAmountText } from '../../coupon-parcel/src/state/slip';
import { liveBet, refreshLiveOdds } from '../../coupon-parcel/src/state/live';
import { REMINDER_KEY } from '../../coupon-parcel/src/state/reminder';
import { fullReply, makeGame } from '../platform/feed/fixtures';
import { resetPlatformState } from '../support/platform-state';
import { getByRole, inputByLabel, queryAllByRole } from '../support/dom';
import { typeInto } from '../support/react';
import { equal, ok, tick } from '../support/assert';
import { json } from '../support/fetch-stub';
import { setViewport } from '@web/test-runner-commands';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Call {
  method: string;
  url: URL;
  key: string | null;
  body: unknown;
}
type Handler = (call: Call) => Response | Promise<Response>;
const apiError = (status: number, code: string, meta?: Record<string, unknown>) =>
  json({ errors: [{ status: String(status), code, detail: `server says ${code}`, ...(meta ? { meta } : {}) }] }, status);

const LIMITS = { minStake: 10, maxStake: 5000, maxPayout: 1_000_000, minAmountTypes: [0, 1, 2], maxAmountTypes: [0, 1] };
/** Games 5 and 6 are live; game 8 is a line game (before its start: the VIP bet applies to line bets only). */
const games = [makeGame(5), makeGame(6), makeGame(8, { section: 'line', statusId: 1, isTimerRunning: false, timeSec: 0, period: '' })];

/** Odd `oddId` of game `gameId` (game 5: 51 "1" 1.50, 52 "X" 2.50, 53 "2" 3.50; game 6 likewise). */
function bet(gameId: number, oddId: number): Bet {
  const game = games.find((g) => g.id === gameId) ?? makeGame(gameId);
  const market = game.markets[0];
  const odd = market?.odds.find((o) => o.id === oddId);
  if (!market || !odd) throw new Error(`no odd ${oddId} in game ${gameId}`);
  return v.parse(BetSchema, buildBet(game, market, odd, 'home'));
}

const accounts = (iso = 'RUB', money = 100_000): AccountsState => ({
  activeAccount: 1,
  accounts: [{ id: 1, type: 0, iso, symbol: iso, money, currencyId: 1, isActive: true }],
  bonuses: [],
});

/** What the wallet answers for an accepted coupon. */
const placed = (id: number, amount: number, possibleWin: number, typeId = 1) => ({
  data: { id, accountId: 1, typeId, systemValue: null, amount, coef: possibleWin / amount, possibleWin, status: 'open', payout: null, currency: 'RUB', createdAt: 1_700_000_000_000, settledAt: null, bets: [] },
});

/** Whitespace collapsed (Intl puts a no-break space in money; accessible names collapse it). */
const norm = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A session token of user 7 valid for an hour (the identity interceptors put it on `auth` calls). */
const TOKEN = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 })}.signature`;
const rub = (n: number) => norm(formatMoney(n, 'RUB', 'en'));

describe('the coupon slip', () => {
  // A desktop window: on one column the slip is a closed sheet at the window's bottom (tests/e2e/coupon-layout.e2e.ts).
  before(() => setViewport({ width: 1366, height: 900 }));
  let host: HTMLElement;
  let coupon: Parcel;
  let handler: Handler;
  let calls: Call[];
  /** What the feed answers for the coupon's games. */
  let feed = fullReply(games, 1);
  /** What GET user/accounts answers (the balance read again after placing), and how often it was read. */
  let accountsReply = accounts();
  let accountReads = 0;
  const realFetch = window.fetch;

  const placeCalls = () => calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/coupon/place'));
  const slip = () => getByRole(host, 'region', /^Bet slip/);
  const stake = () => inputByLabel(slip(), 'Stake, RUB');
  const placeButton = () => getByRole(slip(), 'button', /^(Place bet|Placing your bet…)$/) as HTMLButtonElement;
  const alertText = () => norm(queryAllByRole(slip(), 'alert').map((el) => el.textContent ?? '').join(' '));
  const possibleWin = () => norm(slip().querySelector('[data-testid="coupon-possible-win"]')?.textContent);
  const click = (el: HTMLElement) => act(() => el.click());

  /** Waits for `check`; fetches resolve and React commits inside `act` in between. */
  const until = async (check: () => boolean, what: string | (() => string), ms = 3000) => {
    const end = performance.now() + ms;
    for (;;) {
      let passed = false;
      try {
        passed = check();
      } catch {
        passed = false;
      }
      if (passed) return;
      if (performance.now() > end) throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
      await act(async () => tick(10));
    }
  };

  const mountCoupon = async () => {
    await act(async () => {
      coupon = mountRootParcel(couponParcel as ParcelConfig, { domElement: host });
      await coupon.bootstrapPromise;
    });
    await coupon.mountPromise;
  };
  const addBet = (b: Bet) => act(() => emit('kickoff:add-bet', { bet: b, source: 'betting' }));
  /** Waits for `check`, asking the coupon's feed poller for a poll now and then (it polls live games every 3 s). */
  const polledUntil = (check: () => boolean, what: () => string) =>
    until(() => {
      act(() => refreshLiveOdds()); // a poll already under way is not interrupted
      return check();
    }, what);
  /**
   * Adds the bets, waits for the slip chunk, the stake limits (the Max button) and this test's feed
   * (the page's odds registry still holds the odds an earlier test's feed published).
   */
  const withBets = async (...bets: Bet[]) => {
    for (const b of bets) addBet(b);
    await until(() => queryAllByRole(host, 'tablist').length === 1, 'the slip chunk');
    await until(() => queryAllByRole(slip(), 'button', /^Max: stake /).length === 1, 'the stake limits');
    const stale = () => $bets.get().filter((b) => liveBet(b).coef !== b.market.coef).map((b) => `${b.market.id} at ${liveBet(b).coef}`);
    await polledUntil(() => stale().length === 0, () => `this test's feed (${stale().join(', ')})`);
  };

  /**
   * The feed's next answer: the games with these odds at new coefficients, all at a newer version.
   * The odds registry is shared by the whole page and keeps the newest version it saw, so every
   * answer (the first of each test too) is newer than anything an earlier test published.
   */
  let feedVersion = 1;
  const publishFeed = (coefs: Record<number, number> = {}) => {
    feedVersion += 1;
    const next = structuredClone(games);
    for (const g of next) {
      g.version = feedVersion;
      for (const o of g.markets[0]?.odds ?? []) {
        o.coef = coefs[o.id] ?? o.coef;
        o.version = feedVersion;
      }
    }
    feed = fullReply(next, feedVersion);
  };

  beforeEach(async () => {
    // The fake fetch first: resetting the account makes the coupon read the limits again.
    calls = [];
    publishFeed();
    accountsReply = accounts();
    accountReads = 0;
    handler = () => json({ errors: [{ status: '500', code: 'unexpected', detail: 'no handler' }] }, 500);
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      const url = new URL(request.url, location.href);
      if (url.pathname.endsWith('/coupon/limits')) return json({ data: { currency: url.searchParams.get('currency'), ...LIMITS } });
      if (url.pathname.endsWith('/feed/games')) return json(feed);
      if (url.pathname.endsWith('/user/gettoken')) return json({ data: { token: TOKEN } });
      if (url.pathname.endsWith('/user/accounts')) {
        accountReads += 1;
        return json({ data: accountsReply });
      }
      const call = { method: request.method, url, key: request.headers.get('idempotency-key'), body: text ? (JSON.parse(text) as unknown) : undefined };
      calls.push(call);
      // Only placing is up to the test; the other identity calls around it (fingerprint, accounts) find nothing.
      return url.pathname.endsWith('/coupon/place') ? handler(call) : apiError(404, 'not_found');
    }) as typeof fetch;
    act(() => resetPlatformState());
    localStorage.removeItem(COUPON_SETTINGS_KEY);
    sessionStorage.removeItem(REMINDER_KEY);
    updateCouponSettings(DEFAULT_COUPON_SETTINGS);
    clearBets();
    setAmountText('');
    dismissPlaceResult();
    dismissQuickCoupon();
    setLanguage('en');
    await whenTextsReady('en');
    act(() => {
      setSiteConfig({ ...DEFAULT_SITE_CONFIG, show_one_click: true });
      setSessionUser(7);
      setAccounts(accounts());
    });
    host = document.createElement('div');
    document.body.append(host);
    await mountCoupon();
  });

  afterEach(async () => {
    if (coupon.getStatus() === 'MOUNTED') await act(() => coupon.unmount());
    host.remove();
    clearBets();
    updateCouponSettings(DEFAULT_COUPON_SETTINGS);
    localStorage.removeItem(COUPON_SETTINGS_KEY);
    sessionStorage.removeItem(REMINDER_KEY);
    window.fetch = realFetch;
  });

  it('starts at the currency’s first amount; typing a stake updates the possible win', async () => {
    await withBets(bet(5, 51), bet(6, 62));
    equal(stake().value, '150', 'RUB first amount');
    equal(possibleWin(), rub(562.5), '150 × 1.50 × 2.50');
    typeInto(stake(), '200');
    equal(possibleWin(), rub(750));
    typeInto(stake(), '12,5');
    equal(possibleWin(), rub(46.88), '12.5 × 3.75 = 46.875 → 46.88');
    typeInto(stake(), 'abc');
    equal(possibleWin(), '—', 'no stake, no win');
    ok(/Enter a stake/.test(norm(slip().textContent)), 'the slip asks for a stake');
    ok(placeButton().disabled, 'nothing to place');
  });

  it('the step buttons move the stake by the currency’s step (RUB 100)', async () => {
    await withBets(bet(5, 51));
    click(getByRole(slip(), 'button', `Increase the stake by ${rub(100)}`));
    equal(stake().value, '250');
    click(getByRole(slip(), 'button', `Decrease the stake by ${rub(100)}`));
    click(getByRole(slip(), 'button', `Decrease the stake by ${rub(100)}`));
    equal(stake().value, '50');
    click(getByRole(slip(), 'button', `Decrease the stake by ${rub(100)}`));
    equal(stake().value, '0', 'never below 0');
  });

  it('a USD account starts at 5 and steps by 2.5', async () => {
    act(() => setAccounts(accounts('USD')));
    await withBets(bet(5, 51));
    const usd = inputByLabel(slip(), 'Stake, USD');
    equal(usd.value, '5');
    click(getByRole(slip(), 'button', `Increase the stake by ${norm(formatMoney(2.5, 'USD', 'en'))}`));
    equal(usd.value, '7.50');
    ok(calls.every((c) => !c.url.pathname.endsWith('/coupon/limits')), 'limits are not counted as calls');
  });

  it('Max stakes the maximum from GET coupon/limits', async () => {
    await withBets(bet(5, 51), bet(6, 62));
    ok(norm(slip().textContent).includes(`Max ${rub(5000)}`), 'the maximum hint');
    ok(norm(slip().textContent).includes(`Min ${rub(10)}`), 'the minimum hint');
    click(getByRole(slip(), 'button', `Max: stake ${rub(5000)}`));
    equal(stake().value, '5000');
    equal(possibleWin(), rub(18_750));
  });

  it('places the coupon: the "Coupon to place" body with an idempotency key; success shows the coupon and empties the slip', async () => {
    await withBets(bet(5, 51), bet(6, 62));
    typeInto(stake(), '200');
    handler = () => json({ ...placed(4321, 200, 750), meta: { balances: [{ accountId: 1, balance: 99_800, currency: 'RUB' }] } }, 201);
    ok(norm(slip().textContent).includes(`Balance${rub(100_000)}`), 'the balance before');
    click(placeButton());
    await until(() => queryAllByRole(slip(), 'heading', 'Bet accepted').length === 1, () => `the accepted coupon; alert: ${alertText()}`);
    equal(placeCalls().length, 1);
    const call = placeCalls()[0] as Call;
    equal(
      JSON.stringify(call.body),
      JSON.stringify({
        accountId: 1,
        amount: 200,
        typeId: 1,
        bets: [
          { market: { id: 51, coef: 1.5, gameId: 5 }, blockId: 0, isBanker: false },
          { market: { id: 62, coef: 2.5, gameId: 6 }, blockId: 0, isBanker: false },
        ],
        systemValue: null,
        changeCoefAction: 2,
        exactCoef: 0,
      }),
    );
    ok(call.key !== null && call.key.length >= 8, `an idempotency key, got ${String(call.key)}`);
    ok(norm(slip().textContent).includes(`Coupon No. 4321 for ${rub(200)}, possible win ${rub(750)}`), 'the coupon number, stake and win');
    equal($bets.get().length, 0, 'the coupon is empty');
    equal(queryAllByRole(slip(), 'list').length, 0, 'no bet rows');
    // The emptied slip shows no totals; the header's balance is the one the reply carries (no accounts read).
    await until(() => $activeAccount.get()?.money === 99_800, () => `the balance from the reply (${accountReads} reads)`);
    equal(accountReads, 0, 'the accounts were not read again after placing');
  });

  it('a double click sends one request', async () => {
    await withBets(bet(5, 51));
    let answer: (r: Response) => void = () => undefined;
    handler = () => new Promise<Response>((resolve) => (answer = resolve));
    const button = placeButton();
    act(() => {
      button.click();
      button.click();
    });
    await until(() => placeCalls().length === 1, 'the request');
    equal(placeButton().textContent, 'Placing your bet…');
    ok(placeButton().disabled, 'disabled while placing');
    click(placeButton());
    await act(async () => tick(30));
    equal(placeCalls().length, 1, 'still one request');
    answer(json(placed(1, 150, 225), 201));
    await until(() => queryAllByRole(slip(), 'heading', 'Bet accepted').length === 1, 'the accepted coupon');
    equal(placeCalls().length, 1);
  });

  it('a lost connection says so; Retry sends the same coupon with the same key; a changed coupon gets a new key', async () => {
    await withBets(bet(5, 51));
    handler = () => Promise.reject(new TypeError('Failed to fetch'));
    click(placeButton());
    await until(() => alertText().includes('No connection to the server'), () => `the network text; alert: ${alertText()}`);
    const first = placeCalls()[0] as Call;
    click(getByRole(slip(), 'button', 'Retry'));
    await until(() => placeCalls().length === 2, 'the retry');
    await until(() => !placeButton().disabled, 'the retry ended');
    const second = placeCalls()[1] as Call;
    equal(JSON.stringify(second.body), JSON.stringify(first.body), 'the same coupon');
    equal(second.key, first.key, 'the same idempotency key');
    ok(first.key !== null);
    typeInto(stake(), '160');
    click(placeButton());
    await until(() => placeCalls().length === 3, 'the changed coupon');
    ok((placeCalls()[2] as Call).key !== first.key, 'a new key for a changed coupon');
  });

  it('odds_changed: the banner shows old → new, placing waits, "Accept changes" takes the new odds and enables placing', async () => {
    await withBets(bet(5, 51), bet(6, 62));
    handler = () => {
      // The odd moved: the wallet refuses the old price and the feed shows the new one from its next poll.
      publishFeed({ 62: 2.2 });
      return apiError(409, 'odds_changed', { changes: [{ oddId: 62, seen: 2.5, current: 2.2 }] });
    };
    click(placeButton());
    await until(() => /Odds have changed/.test(norm(slip().textContent)), () => `the banner; alert: ${alertText()}`);
    ok(alertText().includes('The odds have changed'), `the failure text, got ${alertText()}`);
    const banner = getByRole(slip(), 'status', /Odds have changed/);
    ok(norm(banner.textContent).includes('X: 2.50 → 2.20'), `old → new, got ${banner.textContent}`);
    ok(placeButton().disabled, 'placing waits for the change to be accepted');
    ok(norm(slip().textContent).includes('Accept the odds changes'), 'the reason');
    click(getByRole(slip(), 'button', 'Accept changes'));
    ok(!placeButton().disabled, 'placing is possible again');
    equal(queryAllByRole(slip(), 'status', /Odds have changed/).length, 0, 'the banner emptied');
    handler = () => json(placed(9, 150, 495), 201);
    click(placeButton());
    await until(() => placeCalls().length === 2, 'placed again');
    const body = (placeCalls()[1] as Call).body as { bets: { market: { id: number; coef: number } }[] };
    equal(body.bets.map((b) => `${b.market.id}@${b.market.coef}`).join(','), '51@1.5,62@2.2', 'at the accepted new coefficient');
    ok((placeCalls()[1] as Call).key !== (placeCalls()[0] as Call).key, 'a new placement, a new key');
  });

  it('as odds move in the feed: a rise is taken silently under the default policy, a drop waits for the player', async () => {
    await withBets(bet(5, 51), bet(6, 62));
    const coefs = () => $bets.get().map((b) => b.market.coef).join(',');
    const seen = (oddId: number) => {
      const b = $bets.get().find((x) => x.market.id === oddId);
      return b ? liveBet(b).coef : null;
    };
    publishFeed({ 62: 2.8 });
    await polledUntil(() => coefs() === '1.5,2.8', () => `the rise accepted; coupon at ${coefs()}`);
    equal(queryAllByRole(slip(), 'status', /Odds have changed/).length, 0, 'no banner for a rise');
    ok(!placeButton().disabled);
    equal(possibleWin(), rub(630), '150 × 1.50 × 2.80');
    publishFeed({ 51: 1.4, 62: 2.8 });
    await polledUntil(() => queryAllByRole(slip(), 'status', /Odds have changed/).length === 1, () => `the banner for a drop (51 at ${seen(51)})`);
    ok(norm(getByRole(slip(), 'status', /Odds have changed/).textContent).includes('1: 1.50 → 1.40'));
    equal(coefs(), '1.5,2.8', 'the drop is not taken without the player');
    ok(placeButton().disabled);
    click(getByRole(slip(), 'button', 'Accept changes'));
    equal(coefs(), '1.4,2.8');
    ok(!placeButton().disabled);
  });

  it('the VIP bet: above the maximum on a line bet the toggle is offered; turned on, placing sends isVipBet and the panel says the stake is held', async () => {
    await withBets(bet(8, 81));
    typeInto(stake(), '6000');
    await until(() => norm(slip().textContent).includes('A larger stake can be sent as a VIP bet'), () => `the VIP hint; text: ${norm(slip().textContent)}`);
    equal(placeButton().disabled, true, 'above the maximum without VIP');
    const toggle = inputByLabel(slip(), 'VIP bet: ask the bookmaker to accept a stake above the maximum');
    equal(toggle.type, 'checkbox');
    equal(toggle.checked, false, 'off unless the isVipBet setting is on');
    click(toggle);
    await until(() => !placeButton().disabled, 'placing enabled with the VIP bet on');
    handler = () => json({ data: { ...placed(4400, 6000, 9000, 0).data, vipState: 'pending' } }, 201);
    click(placeButton());
    await until(() => queryAllByRole(slip(), 'heading', 'Sent for approval').length === 1, () => `the pending coupon; alert: ${alertText()}`);
    equal(placeCalls().length, 1);
    const body = placeCalls()[0]?.body as { isVipBet?: unknown; amount?: unknown; typeId?: unknown };
    equal(body.isVipBet, true);
    equal(body.amount, 6000);
    ok(norm(slip().textContent).includes('The stake is held until the bookmaker decides'), 'the held stake');
  });

  it('the VIP bet is not offered for a live bet (within the maximum nothing is offered either)', async () => {
    await withBets(bet(5, 51));
    typeInto(stake(), '6000');
    await until(() => norm(slip().textContent).includes(`The maximum stake is ${rub(5000)}`), () => `the maximum; text: ${norm(slip().textContent)}`);
    equal([...slip().querySelectorAll('label')].filter((l) => /^VIP bet/.test(l.textContent ?? '')).length, 0, 'no toggle on a live bet');
  });

  it('stake_too_high: names the maximum with a button that stakes it', async () => {
    await withBets(bet(5, 51));
    handler = () => apiError(422, 'stake_too_high', { max: 3000 });
    click(placeButton());
    await until(() => alertText().includes('above the maximum'), () => `the failure; alert: ${alertText()}`);
    ok(alertText().includes(`you can stake up to ${rub(3000)}`), alertText());
    click(getByRole(slip(), 'button', `Stake ${rub(3000)}`));
    equal(stake().value, '3000');
  });

  it('insufficient_balance: says so with a deposit link', async () => {
    await withBets(bet(5, 51));
    handler = () => apiError(422, 'insufficient_balance');
    click(placeButton());
    await until(() => alertText().includes('Not enough money on the account'), () => `the failure; alert: ${alertText()}`);
    const alert = queryAllByRole(slip(), 'alert').find((el) => norm(el.textContent).includes('Not enough money'));
    const link = getByRole(alert as HTMLElement, 'link', 'Make a deposit') as HTMLAnchorElement;
    ok(link.getAttribute('href'), 'the deposit link has an address');
    equal($bets.get().length, 1, 'the coupon stays');
  });

  it('one-click: turning it on with bets asks first; confirming clears the coupon and turns it on', async () => {
    await withBets(bet(5, 51));
    click(getByRole(slip(), 'button', 'Bet slip settings'));
    const toggle = inputByLabel(slip(), 'One-click betting');
    click(toggle);
    const dialog = getByRole(slip(), 'alertdialog');
    ok(dialog.textContent?.includes('The bet slip will be cleared'), 'the question');
    equal($couponSettings.get().isActiveOneClick, false, 'not on before the answer');
    equal($bets.get().length, 1, 'the coupon is kept until the answer');
    click(getByRole(dialog, 'button', 'Cancel'));
    equal(queryAllByRole(slip(), 'alertdialog').length, 0);
    equal($bets.get().length, 1, 'cancel keeps the coupon');
    equal($couponSettings.get().isActiveOneClick, false);
    click(inputByLabel(slip(), 'One-click betting'));
    click(getByRole(getByRole(slip(), 'alertdialog'), 'button', 'Turn on and clear the slip'));
    equal($bets.get().length, 0, 'the coupon is cleared');
    equal($couponSettings.get().isActiveOneClick, true);
    ok(inputByLabel(slip(), 'One-click betting').checked, 'shown on');
  });

  it('one-click on: an odds click places a single at once and shows the quick coupon', async () => {
    await withBets(bet(5, 51));
    act(() => updateCouponSettings({ oneClickAmount: 50 }));
    click(getByRole(slip(), 'button', 'Bet slip settings'));
    click(inputByLabel(slip(), 'One-click betting'));
    click(getByRole(getByRole(slip(), 'alertdialog'), 'button', 'Turn on and clear the slip'));
    await until(() => norm(slip().textContent).includes('One-click betting is on') === true, 'the one-click note');
    handler = () => json(placed(77, 50, 125, 0), 201);
    addBet(bet(5, 52));
    await until(() => norm(slip().textContent).includes('coupon No. 77') === true, () => `the quick coupon; text: ${norm(slip().textContent)}`);
    equal(placeCalls().length, 1);
    const call = placeCalls()[0] as Call;
    equal(
      JSON.stringify(call.body),
      JSON.stringify({ accountId: 1, amount: 50, typeId: 0, bets: [{ market: { id: 52, coef: 2.5, gameId: 5 }, blockId: 0, isBanker: false }], systemValue: null, changeCoefAction: 2, exactCoef: 0 }),
    );
    ok(call.key !== null, 'with an idempotency key');
    ok(norm(slip().textContent).includes(`Bet Team 5 A — Team 5 B: X for ${rub(50)} accepted, coupon No. 77`), norm(slip().textContent));
    equal($bets.get().length, 0, 'the odd did not go into the coupon');
  });
});
