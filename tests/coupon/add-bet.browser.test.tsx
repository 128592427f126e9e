/**
 * The betting app's odds buttons and the coupon parcel, each the real module code, meeting only
 * through `kickoff:add-bet` (button → coupon) and `$couponOddIds` (coupon → buttons). The coupon is
 * mounted as single-spa mounts it (its exported `parcel` lifecycles through `mountRootParcel`); the
 * buttons render from a feed store holding real feed games. Everything is found by role and name.
 */
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { $couponOddIds, createFeedStore, whenTextsReady, type FeedStore } from '@kickoff/platform';
import { createOddRegistry } from '../../platform/src/feed/odds-registry';
import { setLanguage } from '../../platform/src/stores/language';
import { OddsButton } from '../../apps/betting/src/odds/OddsButton';
import '../../apps/betting/src/all-texts';
import { parcel as couponParcel } from '../../coupon-parcel/src/index';
import { clearBets } from '../../coupon-parcel/src/selection';
import { deltaReply, fullReply, makeGame, oddChange } from '../platform/feed/fixtures';
import { resetPlatformState } from '../support/platform-state';
import { accessibleName, getByRole, queryAllByRole } from '../support/dom';
import { equal, ok } from '../support/assert';
import { waitFor } from '../support/wait';
import { setViewport } from '@web/test-runner-commands';

// React work (renders, and the effect in which the coupon starts listening) completes inside `act`.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The betting app's stylesheet, so the hidden trend texts of the buttons are out of their names. */
async function adoptBettingStyles(): Promise<void> {
  if (document.adoptedStyleSheets.some((s) => s.cssRules[0]?.cssText.includes('kk-betting'))) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await (await fetch('/apps/betting/src/styles.css')).text());
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

describe('odds buttons and the coupon through kickoff:add-bet', () => {
  // A desktop window: on one column the slip is a closed sheet at the window's bottom (tests/e2e/coupon-layout.e2e.ts).
  before(() => setViewport({ width: 1366, height: 900 }));
  // Game 5: odds 51 "1" (1.50), 52 "X" (2.50), 53 "2" (3.50); game 6: odds 61, 62, 63.
  const game5 = makeGame(5);
  const game6 = makeGame(6);
  let store: FeedStore;
  let oddsHost: HTMLElement;
  let oddsRoot: Root;
  let couponHost: HTMLElement;
  let coupon: Parcel;

  /** The odds button of `game` for outcome `label` ("1", "X", "2"); its name is the label and the coefficient. */
  const odd = (game: number, label: string): HTMLElement => {
    const row = oddsHost.querySelector(`[data-game="${game}"]`);
    if (!row) throw new Error(`no odds of game ${game}`);
    return getByRole(row, 'button', new RegExp(`^${label} \\d`));
  };
  const click = (button: HTMLElement) => act(() => button.click());
  const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');
  const slip = () => getByRole(couponHost, 'region', /^Bet slip/);
  /** The coupon's bets, one line per bet: its parts (game, outcome, coefficient) joined by " · ". */
  const bets = (): string[] => {
    const list = queryAllByRole(slip(), 'list')[0];
    const part = (item: HTMLElement, selector: string) => item.querySelector(selector)?.textContent ?? '';
    return list ? queryAllByRole(list, 'listitem').map((item) => [part(item, '.kk-slip__game'), part(item, '.kk-slip__outcome'), item.querySelector('.kk-slip__coef strong')?.textContent ?? ''].join(' · ')) : [];
  };
  /** The slip is a chunk the coupon loads on first use: open its settings once so the tests start with it loaded. */
  const loadSlip = async () => {
    const open = queryAllByRole(slip(), 'button', 'Bet slip settings')[0];
    if (open) await act(async () => open.click());
    await waitFor(() => queryAllByRole(couponHost, 'tablist').length === 1, 'the slip chunk rendered');
  };
  /**
   * single-spa-react resolves a mount in a timer after React committed, and `act` holds React's
   * work until its callback ends: the mount starts inside `act` (its render and the coupon's effects
   * run when `act` ends), and is awaited after.
   */
  const mountCoupon = async () => {
    await act(async () => {
      coupon = mountRootParcel(couponParcel as ParcelConfig, { domElement: couponHost });
      await coupon.bootstrapPromise;
    });
    await coupon.mountPromise;
  };

  beforeEach(async () => {
    resetPlatformState();
    clearBets(); // the coupon's own list (not a platform store) from the previous test
    setLanguage('en');
    await whenTextsReady('en');
    await adoptBettingStyles();
    store = createFeedStore({ registry: createOddRegistry() });
    store.apply(fullReply([game5, game6], 1));

    oddsHost = document.createElement('div');
    couponHost = document.createElement('div');
    document.body.append(oddsHost, couponHost);
    oddsRoot = createRoot(oddsHost);
    act(() =>
      oddsRoot.render(
        <>
          {[game5, game6].map((game) => (
            <div key={game.id} data-game={game.id}>
              {['1', 'X', '2'].map((label, i) => (
                <OddsButton key={label} store={store} gameId={game.id} oddId={game.id * 10 + i + 1} pageType="home" label={label} />
              ))}
            </div>
          ))}
        </>,
      ),
    );
    await mountCoupon();
    await loadSlip();
  });

  afterEach(async () => {
    if (coupon.getStatus() === 'MOUNTED') await act(() => coupon.unmount());
    act(() => oddsRoot.unmount());
    oddsHost.remove();
    couponHost.remove();
    // The coupon is stored in localStorage, which other test files loading the coupon share.
    clearBets();
  });

  it('starts with an empty coupon and no pressed button', () => {
    equal(getByRole(slip(), 'heading').textContent, 'Bet slip ');
    equal(bets().length, 0);
    ok(/empty/.test(slip().textContent ?? ''), 'the empty text');
    equal(queryAllByRole(oddsHost, 'button', /^[1X2] \d\.\d\d$/).length, 6, 'six odds buttons named by outcome and coefficient');
    ok(queryAllByRole(oddsHost, 'button').every((b) => pressed(b) === 'false'), 'none pressed');
  });

  it('a click on an odd lists its bet in the coupon and shows the button pressed', () => {
    click(odd(5, 'X'));
    equal(bets().join(' | '), 'Team 5 A — Team 5 B · Match result: X · 2.50');
    equal(getByRole(slip(), 'heading').textContent, 'Bet slip 1', 'the count in the title');
    equal(pressed(odd(5, 'X')), 'true');
    equal([...$couponOddIds.get()].join(','), '52', 'the coupon published the odd id');
    equal(pressed(odd(5, '1')), 'false', 'the other outcomes stay unpressed');
    equal(pressed(odd(6, 'X')), 'false', 'the same outcome of another game stays unpressed');
  });

  it('lists the coefficient the button showed when clicked', () => {
    act(() => store.apply(deltaReply([oddChange(game5, 52, 2.8, 2)], 2)));
    equal(accessibleName(odd(5, 'X')), 'X 2.80 coefficient rose', 'the button shows (and says) the new coefficient');
    click(odd(5, 'X'));
    equal(bets().join(' | '), 'Team 5 A — Team 5 B · Match result: X · 2.80');
  });

  it('a second click on the pressed odd takes the bet out of the coupon and releases the button', () => {
    click(odd(5, 'X'));
    equal(pressed(odd(5, 'X')), 'true');
    click(odd(5, 'X'));
    equal(bets().length, 0, 'the bet is out');
    equal(pressed(odd(5, 'X')), 'false');
    equal($couponOddIds.get().size, 0);
    equal(getByRole(slip(), 'heading').textContent, 'Bet slip ', 'no count');
  });

  it('removing a bet in the coupon releases its button and keeps the others', () => {
    click(odd(5, 'X'));
    click(odd(6, '2'));
    equal(bets().length, 2);
    click(getByRole(slip(), 'button', 'Remove bet Team 5 A — Team 5 B: X'));
    equal(bets().join(' | '), 'Team 6 A — Team 6 B · Match result: 2 · 3.50');
    equal(pressed(odd(5, 'X')), 'false', 'the removed bet releases its button');
    equal(pressed(odd(6, '2')), 'true', 'the other bet stays pressed');
  });

  it('keeps two outcomes of one game as dependent bets (isDepend), locked in an express', () => {
    click(odd(5, 'X'));
    click(odd(5, '1'));
    equal(bets().join(' | '), 'Team 5 A — Team 5 B · Match result: X · 2.50 | Team 5 A — Team 5 B · Match result: 1 · 1.50');
    equal(pressed(odd(5, 'X')), 'true', 'neither replaces the other');
    equal(pressed(odd(5, '1')), 'true');
    const items = queryAllByRole(queryAllByRole(slip(), 'list')[0] as HTMLElement, 'listitem');
    ok(items.every((item) => item.getAttribute('data-locked') === 'dependent'), 'both locked as dependent in the express');
    ok(/cannot be combined/.test(slip().textContent ?? ''), 'the slip says why');
    click(odd(6, '1'));
    equal([...$couponOddIds.get()].sort().join(','), '51,52,61');
  });

  it('clearing the coupon releases every button', () => {
    click(odd(5, '2'));
    click(odd(6, 'X'));
    equal(pressed(odd(5, '2')) === 'true' && pressed(odd(6, 'X')) === 'true', true, 'two pressed buttons');
    click(getByRole(slip(), 'button', 'Clear the bet slip'));
    equal(bets().length, 0);
    ok(queryAllByRole(oddsHost, 'button').every((b) => pressed(b) === 'false'), 'every button released');
  });

  it('keeps its bets while unmounted (a layout without a coupon) and shows them when mounted again', async () => {
    click(odd(5, 'X'));
    await act(() => coupon.unmount());
    equal(couponHost.childElementCount, 0, 'unmounted');
    equal(pressed(odd(5, 'X')), 'true', 'the selection outlives the coupon view');
    await mountCoupon();
    await waitFor(() => bets().length === 1, 'the remounted coupon shows its bet');
    equal(bets().join(' | '), 'Team 5 A — Team 5 B · Match result: X · 2.50');
    click(odd(5, 'X'));
    equal(bets().length, 0, 'the mounted coupon listens again');
    equal(pressed(odd(5, 'X')), 'false');
  });
});
