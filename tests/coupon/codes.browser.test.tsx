/**
 * The coupon-code box and the promo-code field against a stubbed fetch (the real platform API calls
 * and feed schemas): saving shows the code with copy and share link, loading builds bets from the
 * feed and counts the unavailable odds, errors land in live regions; the promo field checks codes,
 * tells guests to sign in and clears. Controls are found by role and name or by their label.
 */
import type { Root } from 'react-dom/client';
import { act, useState } from 'react';
import { $modalStack, whenTextsReady, type Bet } from '@kickoff/platform';
import { buildBet } from '../../platform/src/feed/bet';
import type { Game } from '../../platform/src/schemas/feed';
import { setLanguage } from '../../platform/src/stores/language';
import { setSessionUser } from '../../platform/src/stores/session';
import { CouponCodeBox, type CouponCodeBoxProps, type LoadedCoupon } from '../../coupon-parcel/src/codes/CouponCodeBox';
import { PromoCodeField } from '../../coupon-parcel/src/codes/PromoCodeField';
import { fullReply, makeGame, makeMarket, makeOdd } from '../platform/feed/fixtures';
import { resetPlatformState } from '../support/platform-state';
import { getByRole, inputByLabel, queryAllByRole } from '../support/dom';
import { typeInto, mountRoot, unmountRoot } from '../support/react';
import { equal, ok, tick } from '../support/assert';
import { json } from '../support/fetch-stub';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Call {
  method: string;
  url: URL;
  body: unknown;
}
type Handler = (call: Call) => Response | Promise<Response>;
const apiError = (status: number, code: string, meta?: Record<string, unknown>) =>
  json({ errors: [{ status: String(status), code, detail: `server says ${code}`, ...(meta ? { meta } : {}) }] }, status);

/** Game 5 (odds 51-53 in its main market) and game 6 with a second market (odd 64, not in lists). */
const game5 = makeGame(5);
const game6Full: Game = makeGame(6, { markets: [makeMarket(6), { ...makeMarket(6), id: 65, kind: 2, typeId: 17, name: 'Total', param: 2.5, odds: [makeOdd(64, 65, { name: 'Over', coef: 1.9 })] }] });
const game6List: Game = { ...game6Full, markets: [makeMarket(6)] };

function betOf(game: Game, oddId: number, blockId = 0): Bet {
  for (const market of game.markets) for (const odd of market.odds) if (odd.id === oddId) return { ...buildBet(game, market, odd, 'sports', { blockId }), statusId: -2 } as Bet;
  throw new Error(`no odd ${oddId}`);
}

const alertText = (root: ParentNode): string => queryAllByRole(root, 'alert').map((el) => el.textContent ?? '').join(' ').trim();

describe('coupon codes and promo codes', () => {
  let host: HTMLElement;
  let root: Root;
  let handler: Handler;
  let calls: Call[];
  const realFetch = window.fetch;

  /** Waits for `check`; fetches resolve and React commits inside `act` in between. */
  const until = async (check: () => boolean, what: string, ms = 3000) => {
    const end = performance.now() + ms;
    while (!check()) {
      if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
      await act(async () => tick(10));
    }
  };

  beforeEach(async () => {
    act(() => resetPlatformState());
    setLanguage('en');
    await whenTextsReady('en');
    calls = [];
    handler = () => json({}, 500);
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      const call = { method: request.method, url: new URL(request.url, location.href), body: text ? (JSON.parse(text) as unknown) : undefined };
      calls.push(call);
      return handler(call);
    }) as typeof fetch;
    ({ host, root } = mountRoot());
  });
  afterEach(() => {
    unmountRoot({ host, root });
    window.fetch = realFetch;
  });

  describe('CouponCodeBox', () => {
    const loads: LoadedCoupon[] = [];
    const render = async (props: Partial<CouponCodeBoxProps> = {}) => {
      loads.length = 0;
      act(() => root.render(<CouponCodeBox bets={[]} typeId={0} systemValue={null} onLoad={(loaded) => loads.push(loaded)} {...props} />));
      await until(() => host.querySelector('section') !== null, 'the box (texts loaded)');
    };

    it('saves the selection: the code, a copy button and a share link; without bets saving is off', async () => {
      await render();
      ok((getByRole(host, 'button', 'Save coupon') as HTMLButtonElement).disabled, 'nothing to save');

      const bets = [betOf(game5, 51), betOf(game6Full, 64, 1)];
      handler = (call) => (call.url.pathname === '/web-api/coupon/code' ? json({ data: { code: '7KQ2MXPA', expiresAt: 1 } }, 201) : json({}, 500));
      await render({ bets, typeId: 4, systemValue: 2, bankerOddIds: [64] });
      act(() => getByRole(host, 'button', 'Save coupon').click());
      await until(() => host.querySelector('input[readonly]') !== null, 'the saved code');
      equal(calls.length, 1);
      equal(calls[0]?.method, 'POST');
      equal(
        JSON.stringify(calls[0]?.body),
        JSON.stringify({ bets: [{ oddId: 51, gameId: 5, blockId: 0, isBanker: false }, { oddId: 64, gameId: 6, blockId: 1, isBanker: true }], typeId: 4, systemValue: 2 }),
      );
      equal(inputByLabel(host, 'Coupon code').value, '7KQ2MXPA');
      const link = getByRole(host, 'link', 'Link to this coupon') as HTMLAnchorElement;
      equal(new URL(link.href).searchParams.get('couponCode'), '7KQ2MXPA');

      const copied: string[] = [];
      const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
      try {
        Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
        act(() => getByRole(host, 'button', 'Copy code').click());
        await until(() => host.textContent?.includes('Code copied') === true, 'copied status');
        equal(copied.join(), '7KQ2MXPA');
        ok(host.querySelector('[aria-live="polite"]')?.textContent?.includes('Code copied'), 'said in a polite live region');

        // No clipboard access: the code is selected for Ctrl+C.
        Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
        act(() => getByRole(host, 'button', 'Copy code').click());
        await until(() => host.textContent?.includes('press Ctrl+C') === true, 'manual copy hint');
        const code = inputByLabel(host, 'Coupon code');
        equal(document.activeElement, code);
        equal(`${code.selectionStart}-${code.selectionEnd}`, '0-8');
      } finally {
        if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
        else delete (navigator as { clipboard?: unknown }).clipboard;
      }

      // Another selection: the code no longer names it and goes.
      act(() => root.render(<CouponCodeBox bets={bets.slice(0, 1)} typeId={0} systemValue={null} onLoad={() => undefined} />));
      equal(host.querySelector('input[readonly]'), null);
    });

    it('a refused save says why in an alert', async () => {
      handler = () => apiError(422, 'market_closed', { oddIds: [51] });
      await render({ bets: [betOf(game5, 51)] });
      act(() => getByRole(host, 'button', 'Save coupon').click());
      await until(() => alertText(host) !== '', 'an alert');
      ok(alertText(host).includes('Betting is closed on 1 of the outcomes'), alertText(host));
      equal(host.querySelector('input[readonly]'), null);
    });

    it('loads a code as typed: bets from the feed (other markets fetched whole), unavailable ones counted', async () => {
      handler = (call) => {
        const path = call.url.pathname;
        if (path === '/web-api/coupon/code/7KQ2MXPA') {
          const bets = [
            { oddId: 51, gameId: 5, blockId: 0, isBanker: false, available: true },
            { oddId: 64, gameId: 6, blockId: 2, isBanker: true, available: true },
            { oddId: 71, gameId: 7, blockId: 0, isBanker: false, available: false },
          ];
          return json({ data: { code: '7KQ2MXPA', typeId: 2, systemValue: 2, bets, expiresAt: 1 } });
        }
        if (path === '/web-api/feed/games') return json(fullReply([game5, game6List], 3));
        if (path === '/web-api/feed/game/6') return json({ version: 3, full: true, game: game6Full });
        return json({}, 404);
      };
      await render();
      typeInto(inputByLabel(host, 'Load a coupon by code'), ' 7kq2-mxpa ');
      act(() => getByRole(host, 'button', 'Load').click());
      await until(() => loads.length === 1, 'onLoad');
      const [loaded] = loads;
      equal(loaded?.bets.map((bet) => `${bet.market.id}:${bet.blockId}:${bet.pageType}`).join(), '51:0:coupon-code,64:2:coupon-code');
      equal(loaded?.bets[1]?.market.outcomeName, 'Over');
      equal(loaded?.unavailable, 1);
      equal(loaded?.typeId, 2);
      equal(loaded?.systemValue, 2);
      equal(loaded?.bankerOddIds.join(), '64');
      equal(loaded?.code, '7KQ2MXPA');
      const games = calls.find((call) => call.url.pathname === '/web-api/feed/games');
      equal(games?.url.searchParams.get('ids'), '5,6');
      equal(calls.filter((call) => call.url.pathname.startsWith('/web-api/feed/game/')).map((call) => call.url.pathname).join(), '/web-api/feed/game/6');
      const status = host.querySelector('form [aria-live="polite"]')?.textContent ?? '';
      ok(status.includes('Coupon 7KQ2MXPA loaded. Bets: 2') && status.includes('Outcomes no longer available: 1'), status);
      equal(alertText(host), '');
    });

    it('a malformed code is refused without a call; an unknown one and a network failure are alerts', async () => {
      await render();
      const input = inputByLabel(host, 'Load a coupon by code');
      typeInto(input, 'abc');
      act(() => getByRole(host, 'button', 'Load').click());
      await until(() => alertText(host) !== '', 'format alert');
      ok(alertText(host).includes('8 letters and digits'), alertText(host));
      equal(input.getAttribute('aria-invalid'), 'true');
      equal(calls.length, 0);

      handler = () => apiError(404, 'not_found');
      typeInto(input, '22222222');
      act(() => getByRole(host, 'button', 'Load').click());
      await until(() => alertText(host).includes('no coupon with this code'), 'not-found alert');
      equal(input.getAttribute('aria-invalid'), 'true');
      ok(input.getAttribute('aria-describedby'), 'the input points at the message');

      handler = () => Promise.reject(new TypeError('Failed to fetch'));
      typeInto(input, '33333333');
      act(() => (input.form as HTMLFormElement).requestSubmit());
      await until(() => alertText(host).includes('No connection'), 'network alert');
      equal(loads.length, 0);
    });

    it('a code whose odds are all gone reports it and loads nothing; initialCode loads on mount', async () => {
      handler = (call) =>
        call.url.pathname === '/web-api/coupon/code/7KQ2MXPA'
          ? json({ data: { code: '7KQ2MXPA', typeId: 0, systemValue: null, bets: [{ oddId: 71, gameId: 7, blockId: 0, isBanker: false, available: false }], expiresAt: 1 } })
          : json({}, 404);
      await render({ initialCode: '7KQ2MXPA' });
      await until(() => alertText(host).includes('None of the bets of coupon 7KQ2MXPA'), 'nothing available');
      equal(loads.length, 0);
      equal(inputByLabel(host, 'Load a coupon by code').value, '7KQ2MXPA');
    });
  });

  describe('PromoCodeField', () => {
    let changes: Array<string | null>;
    function Harness(props: { initial?: string | null; accountId?: number }) {
      const [value, setValue] = useState<string | null>(props.initial ?? null);
      return (
        <PromoCodeField
          value={value}
          {...(props.accountId === undefined ? {} : { accountId: props.accountId })}
          onChange={(code) => {
            changes.push(code);
            setValue(code);
          }}
        />
      );
    }
    const render = async (props: { initial?: string | null; accountId?: number } = {}) => {
      changes = [];
      act(() => root.render(<Harness {...props} />));
      await until(() => host.querySelector('.kk-promo-code') !== null, 'the field (texts loaded)');
    };
    const toggle = () => getByRole(host, 'button', 'I have a promo code');

    it('a guest is asked to sign in', async () => {
      await render();
      equal(toggle().getAttribute('aria-expanded'), 'false');
      act(() => toggle().click());
      equal(toggle().getAttribute('aria-expanded'), 'true');
      ok(host.textContent?.includes('Sign in to use a promo code'), host.textContent ?? '');
      equal(host.querySelector('input'), null);
      act(() => getByRole(host, 'button', 'Sign in').click());
      equal($modalStack.get().at(-1)?.id, 'login');
      equal(calls.length, 0);
    });

    it('a valid code is applied with its title and can be removed', async () => {
      act(() => setSessionUser(7));
      handler = (call) => (call.url.pathname === '/web-api/coupon/promo-code/check' ? json({ data: { code: 'KICKOFF2026', valid: true, title: 'Kickoff 2026 season' } }) : json({}, 500));
      await render({ accountId: 20000002 });
      act(() => toggle().click());
      typeInto(inputByLabel(host, 'Promo code'), ' kickoff2026 ');
      act(() => getByRole(host, 'button', 'Apply').click());
      await until(() => changes.length === 1, 'onChange');
      equal(changes[0], 'KICKOFF2026');
      equal(JSON.stringify(calls[0]?.body), JSON.stringify({ code: 'KICKOFF2026', accountId: 20000002 }));
      equal(calls[0]?.url.searchParams.get('lng'), 'en');
      const applied = getByRole(host, 'status');
      ok(applied.textContent?.includes('Promo code KICKOFF2026 applied: Kickoff 2026 season'), applied.textContent ?? '');
      act(() => getByRole(host, 'button', 'Remove the promo code').click());
      equal(changes.join(), 'KICKOFF2026,');
      equal(changes[1], null);
      equal(inputByLabel(host, 'Promo code').value, '');
    });

    it('refused codes: expired, another currency, malformed (no call), and a 401 asks to sign in', async () => {
      act(() => setSessionUser(7));
      await render();
      act(() => toggle().click());
      const input = inputByLabel(host, 'Promo code');
      const apply = async (code: string, expected: string) => {
        typeInto(input, code);
        act(() => getByRole(host, 'button', 'Apply').click());
        await until(() => alertText(host).includes(expected) || host.textContent?.includes(expected) === true, expected);
      };
      handler = () => apiError(422, 'promo_code_expired');
      await apply('SUMMER2025', 'This promo code has expired');
      equal(input.getAttribute('aria-invalid'), 'true');
      handler = () => apiError(422, 'invalid_promo_code', { currency: 'USD' });
      await apply('DOLLAR10', 'This promo code is for USD accounts only');
      handler = () => apiError(422, 'invalid_promo_code');
      await apply('NOPE', 'The promo code is not valid');
      const before = calls.length;
      await apply('a', '3 to 20 Latin letters');
      equal(calls.length, before);
      handler = () => apiError(401, 'unauthorized');
      await apply('KICKOFF2026', 'Sign in to use a promo code');
      equal(changes.length, 0);
    });

    it('a value set by the slip shows as applied', async () => {
      await render({ initial: 'KICKOFF2026' });
      ok(getByRole(host, 'status').textContent?.includes('Promo code KICKOFF2026 applied'));
      ok((toggle() as HTMLButtonElement).disabled, 'nothing to toggle while a code is applied');
    });
  });
});
