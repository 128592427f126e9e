/** The odds button: every coefficient view, the flash, blocking, the add-bet event and the selection. */
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import * as v from 'valibot';
import { $globalSettings, BetSchema, createFeedStore, formatCoef, setGlobalSetting, whenTextsReady, type FeedStore } from '@kickoff/platform';
import { createOddRegistry } from '../../platform/src/feed/odds-registry';
import { setCouponOddIds } from '../../platform/src/stores/coupon';
import { CoefViewIds } from '../../platform/src/stores/global-settings';
import { setLanguage } from '../../platform/src/stores/language';
import { resetPlatformState } from '../support/platform-state';
import { OddsButton, FLASH_MS } from '../../apps/betting/src/odds/OddsButton';
import { OddsFormatSelect } from '../../apps/betting/src/odds/OddsFormatSelect';
import '../../apps/betting/src/all-texts';
import { deltaReply, fullReply, makeGame, makeMarket, oddChange } from '../platform/feed/fixtures';
import { equal, ok, tick } from '../support/assert';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The app's stylesheet (served by the test server), for computed-style checks. */
async function adoptBettingStyles(): Promise<void> {
  if (document.adoptedStyleSheets.some((s) => s.cssRules[0]?.cssText.includes('kk-betting'))) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await (await fetch('/apps/betting/src/styles.css')).text());
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

describe('OddsButton', () => {
  let host: HTMLElement;
  let root: Root;
  let store: FeedStore;
  const game = makeGame(5); // odds 51 (1.5), 52 (2.5), 53 (3.5)

  const button = (): HTMLButtonElement => {
    const el = host.querySelector<HTMLButtonElement>('button.kk-odd');
    if (!el) throw new Error('no button');
    return el;
  };

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    store = createFeedStore({ registry: createOddRegistry() });
    store.apply(fullReply([game], 1));
    ({ host, root } = mountRoot());
    act(() => root.render(<OddsButton store={store} gameId={5} oddId={52} pageType="home" label="X" />));
  });
  afterEach(() => {
    unmountRoot({ host, root });
  });

  it('shows the coefficient in every view the app view type allows', () => {
    for (const viewId of CoefViewIds) {
      act(() => {
        setGlobalSetting('appViewType', [4, 5, 6, 14, 15, 16].includes(viewId) ? 1 : 0);
        setGlobalSetting('coefViewId', viewId);
      });
      equal(host.querySelector('.kk-odd__coef')?.textContent, formatCoef(2.5, viewId), `view ${viewId}`);
    }
    // Spot values, independent of formatCoef.
    act(() => {
      setGlobalSetting('appViewType', 0);
      setGlobalSetting('coefViewId', 1);
    });
    equal(host.querySelector('.kk-odd__coef')?.textContent, '3/2');
    act(() => setGlobalSetting('coefViewId', 2));
    equal(host.querySelector('.kk-odd__coef')?.textContent, '+150');
    act(() => setGlobalSetting('coefViewId', 5));
    equal(host.querySelector('.kk-odd__coef')?.textContent, '2.50', 'Indonesian is not allowed in the European view: decimal');
  });

  it('flashes up or down with screen-reader text for 1.5 s when the coefficient changes', async () => {
    await adoptBettingStyles();
    /** The screen-reader text of the trend: the rendered (not display:none) part of the hidden label. */
    const trendText = () =>
      [...button().querySelectorAll<HTMLElement>('.kk-odd__trend > span')]
        .filter((e) => getComputedStyle(e).display !== 'none')
        .map((e) => e.textContent)
        .join('');
    ok(!button().classList.contains('kk-odd--up'), 'no flash on mount');
    equal(trendText(), '');
    act(() => store.apply(deltaReply([oddChange(game, 52, 2.8, 2)], 2)));
    equal(host.querySelector('.kk-odd__coef')?.textContent, '2.80');
    ok(button().classList.contains('kk-odd--up'), 'flash up');
    equal(trendText(), 'coefficient rose');
    act(() => store.apply(deltaReply([oddChange(game, 52, 2.2, 3)], 3)));
    ok(button().classList.contains('kk-odd--down') && !button().classList.contains('kk-odd--up'), 'flash down replaces up');
    equal(trendText(), 'coefficient fell');
    equal(host.querySelector('.kk-odd__coef')?.textContent, '2.20');
    await tick(FLASH_MS + 400);
    ok(!button().classList.contains('kk-odd--down'), 'flash ends');
    equal(trendText(), '');
  });

  it('shows the current coefficient after a re-render that follows direct text updates', () => {
    act(() => store.apply(deltaReply([oddChange(game, 52, 2.8, 2)], 2)));
    act(() => store.apply(deltaReply([oddChange(game, 52, 2.5, 3)], 3)));
    act(() => setCouponOddIds([52]));
    equal(host.querySelector('.kk-odd__coef')?.textContent, '2.50');
    act(() => store.apply(deltaReply([oddChange(game, 52, 3.1, 4)], 4)));
    act(() => setGlobalSetting('coefViewId', 2));
    equal(host.querySelector('.kk-odd__coef')?.textContent, '+210', 'the new view of the newest coefficient');
  });

  it('is disabled with a lock when its market is blocked, and a click does nothing', () => {
    const events: unknown[] = [];
    const onBet = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('kickoff:add-bet', onBet);
    try {
      act(() => store.apply(deltaReply([{ ...game, version: 2, markets: [{ ...makeMarket(5), isBlocked: true, version: 2 }] }], 2)));
      equal(button().getAttribute('aria-disabled'), 'true');
      ok(host.querySelector('.kk-odd__lock'), 'lock icon');
      equal(host.querySelector('.kk-odd__coef'), null, 'no coefficient while blocked');
      act(() => button().click());
      equal(events.length, 0);
      act(() => store.apply(deltaReply([{ ...game, version: 3, markets: [{ ...makeMarket(5), version: 3 }] }], 3)));
      equal(button().getAttribute('aria-disabled'), null, 'unblocked again');
      act(() => button().click());
      equal(events.length, 1);
    } finally {
      window.removeEventListener('kickoff:add-bet', onBet);
    }
  });

  it('emits kickoff:add-bet with a payload that passes BetSchema', () => {
    let detail: unknown = null;
    const onBet = (e: Event) => (detail = (e as CustomEvent).detail);
    window.addEventListener('kickoff:add-bet', onBet);
    act(() => store.apply(deltaReply([oddChange(game, 52, 2.75, 2)], 2)));
    act(() => button().click());
    window.removeEventListener('kickoff:add-bet', onBet);
    const parsed = v.safeParse(v.object({ bet: BetSchema, source: v.optional(v.string()) }), detail);
    ok(parsed.success, 'payload passes the schema');
    if (!parsed.success) return;
    equal(parsed.output.bet.market.id, 52);
    equal(parsed.output.bet.market.coef, 2.75, 'the current coefficient');
    equal(parsed.output.bet.market.gameId, 5);
    equal(parsed.output.bet.market.isLive, true);
    equal(parsed.output.bet.pageType, 'home');
    equal(parsed.output.source, 'betting');
  });

  it('shows aria-pressed from $couponOddIds', () => {
    equal(button().getAttribute('aria-pressed'), 'false');
    act(() => setCouponOddIds([52]));
    equal(button().getAttribute('aria-pressed'), 'true');
    ok(button().classList.contains('kk-odd--selected'));
    act(() => setCouponOddIds([51]));
    equal(button().getAttribute('aria-pressed'), 'false');
  });
});

describe('OddsFormatSelect', () => {
  it('offers the allowed views and switching changes every button at once', async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    const store = createFeedStore({ registry: createOddRegistry() });
    store.apply(fullReply([makeGame(7)], 1));
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() =>
      root.render(
        <>
          <OddsFormatSelect />
          <OddsButton store={store} gameId={7} oddId={71} pageType="home" />
          <OddsButton store={store} gameId={7} oddId={73} pageType="home" />
        </>,
      ),
    );
    const select = host.querySelector('select');
    ok(select);
    if (!select) return;
    equal([...select.options].map((o) => o.value).join(','), '0,1,2');
    const coefs = () => [...host.querySelectorAll('.kk-odd__coef')].map((e) => e.textContent).join(' ');
    equal(coefs(), '1.50 3.50');
    act(() => {
      select.value = '2';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    equal($globalSettings.get().coefViewId, 2);
    equal(coefs(), '-200 +250');
    act(() => setGlobalSetting('appViewType', 1));
    equal([...select.options].map((o) => o.value).join(','), '4,5,6,14,15,16');
    equal(coefs(), '0.50 2.50', 'American is not allowed in the Asian view: Hong Kong');
    unmountRoot({ host, root });
  });
});
