/**
 * The games list touches only what changed: a moving odd updates its own button's text (no React
 * render of the list, the rows or the buttons), a blocked market re-renders its buttons, a score
 * change its row, a new game the list and one new row.
 */
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { createFeedStore, whenTextsReady, type FeedStore } from '@kickoff/platform';
import { createOddRegistry } from '../../platform/src/feed/odds-registry';
import { setLanguage } from '../../platform/src/stores/language';
import { setCouponOddIds } from '../../platform/src/stores/coupon';
import { resetPlatformState } from '../support/platform-state';
import { GamesListView } from '../../apps/betting/src/components/GamesList';
import { renderCounts } from '../../apps/betting/src/lib/render-count';
import '../../apps/betting/src/all-texts';
import { deltaReply, fullReply, makeGame, oddChange } from '../platform/feed/fixtures';
import { equal, ok } from '../support/assert';
import { mountRoot, unmountRoot } from '../support/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const href = () => '#';
const ids = Array.from({ length: 50 }, (_, i) => i + 1);
const changedKeys = (before: Map<string, number>): string[] =>
  [...renderCounts].filter(([k, n]) => (before.get(k) ?? 0) !== n).map(([k]) => k).sort();

describe('GamesListView', () => {
  let host: HTMLElement;
  let root: Root;
  let store: FeedStore;
  const games = ids.map((id) => makeGame(id));

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    store = createFeedStore({ registry: createOddRegistry() });
    store.apply(fullReply(games, 1));
    ({ host, root } = mountRoot());
    renderCounts.clear();
    act(() => root.render(<GamesListView store={store} pageType="home" gameHref={href} />));
  });
  afterEach(() => {
    unmountRoot({ host, root });
  });

  it('renders every game with its three main odds', () => {
    equal(host.querySelectorAll('.kk-game').length, 50);
    equal(host.querySelectorAll('button.kk-odd').length, 150);
    equal(renderCounts.get('list'), 1);
    equal(renderCounts.get('odd:11'), 1);
  });

  it('a tick that moves 3 odds updates exactly those 3 buttons and re-renders nothing', async () => {
    const before = new Map(renderCounts);
    const changedTexts = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type !== 'characterData' && r.type !== 'childList') continue;
        const odd = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest('[data-odd-id]');
        changedTexts.add(odd?.getAttribute('data-odd-id') ?? `outside:${r.target.nodeName}`);
      }
    });
    observer.observe(host, { subtree: true, characterData: true, childList: true });
    act(() =>
      store.apply(
        deltaReply([oddChange(games[0]!, 11, 1.9, 2), oddChange(games[9]!, 102, 2.9, 2), oddChange(games[49]!, 503, 3.1, 2)], 2),
      ),
    );
    await Promise.resolve();
    observer.disconnect();
    equal(changedKeys(before).join(','), '', 'no list, row or button render: the buttons write their own text');
    equal([...changedTexts].sort().join(','), '102,11,503', 'only the three moved odds changed in the DOM');
    equal(host.querySelector('[data-odd-id="102"] .kk-odd__coef')?.textContent, '2.90');
    equal(host.querySelector('[data-odd-id="11"] .kk-odd__coef')?.textContent, '1.90');
    ok(host.querySelector('[data-odd-id="11"]')?.classList.contains('kk-odd--up'), '11 went up (1.50 → 1.90) and flashes up');
    ok(host.querySelector('[data-odd-id="503"]')?.classList.contains('kk-odd--down'), '503 went down (3.50 → 3.10) and flashes down');
    ok(!host.querySelector('[data-odd-id="12"]')?.classList.contains('kk-odd--up'), 'an unchanged odd does not flash');
  });

  it('blocking a market re-renders only the buttons of that market', () => {
    const before = new Map(renderCounts);
    const g = games[6]!;
    act(() => store.apply(deltaReply([{ ...g, version: 2, markets: [{ ...g.markets[0]!, isBlocked: true, version: 2 }] }], 2)));
    equal(changedKeys(before).join(','), 'odd:71,odd:72,odd:73');
    equal(host.querySelectorAll('[data-game-id="7"] [aria-disabled="true"]').length, 3);
  });

  it('a score change re-renders that row only; a new game re-renders the list and mounts one row', () => {
    let before = new Map(renderCounts);
    act(() => store.apply(deltaReply([{ ...games[4]!, version: 2, score1: 3, markets: [] }], 2)));
    equal(changedKeys(before).join(','), 'row:5');
    ok(host.querySelector('[data-game-id="5"] .kk-game__score')?.textContent?.startsWith('3:'), 'score shown');
    before = new Map(renderCounts);
    act(() => store.apply(deltaReply([makeGame(51, { version: 3 })], 3)));
    equal(changedKeys(before).join(','), 'list,odd:511,odd:512,odd:513,row:51');
    equal(host.querySelectorAll('.kk-game').length, 51);
  });

  it('a bet added to or removed from the coupon re-renders only its button', () => {
    let before = new Map(renderCounts);
    act(() => setCouponOddIds([22]));
    equal(changedKeys(before).join(','), 'odd:22');
    equal(host.querySelector('[data-odd-id="22"]')?.getAttribute('aria-pressed'), 'true');
    before = new Map(renderCounts);
    act(() => setCouponOddIds([22, 333]));
    equal(changedKeys(before).join(','), 'odd:333', 'the odd already in the coupon is not rendered again');
    before = new Map(renderCounts);
    act(() => setCouponOddIds([333]));
    equal(changedKeys(before).join(','), 'odd:22');
    equal(host.querySelector('[data-odd-id="22"]')?.getAttribute('aria-pressed'), 'false');
  });

  it('a removed game leaves the list without touching other rows', () => {
    const before = new Map(renderCounts);
    act(() => store.apply(deltaReply([], 2, [3])));
    equal(changedKeys(before).join(','), 'list', 'the row unmounts without a render');
    equal(host.querySelectorAll('.kk-game').length, 49);
    equal(host.querySelector('[data-game-id="3"]'), null);
  });
});
