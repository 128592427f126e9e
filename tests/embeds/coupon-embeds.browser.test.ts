/**
 * `<kickoff-coupon>` with the real coupon module behind it (served by a fake SystemJS, as the
 * import map would): elements on one page share one selection, re-renders keep the mounted parcel,
 * removal unmounts it, and the coupon renders inside the element's shadow root.
 */
import type { ParcelConfig } from 'single-spa';
import { $couponOddIds, emit, registerStyles, whenTextsReady, type Bet } from '@kickoff/platform';
import '../../embeds/src/index';
import { parcel as couponParcel } from '../../coupon-parcel/src/index';
import { clearBets } from '../../coupon-parcel/src/selection';
import { setLanguage } from '../../platform/src/stores/language';
import { resetPlatformState } from '../support/platform-state';
import { installFakeSystem, type FakeSystem } from '../support/fake-system';
import { addCouponElement as addCoupon, outcomesOf as outcomes, slipOf as slip } from '../support/coupon-element';
import { getByRole } from '../support/dom';
import { shadowOf as shadow } from '../support/elements';
import { flushReactEffects } from '../support/react';
import { settle, waitFor } from '../support/wait';
import { equal, ok } from '../support/assert';
import { fixtureBet } from '../support/bets';

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;

/** The coupon's real lifecycles, recording mounts and unmounts (with the element they ran in). */
function recorded(calls: Array<{ call: string; element: unknown }>): ParcelConfig {
  const real = couponParcel as unknown as Record<'bootstrap' | 'mount' | 'unmount' | 'update', Lifecycle>;
  return {
    bootstrap: (props: Record<string, unknown>) => real.bootstrap(props),
    mount: async (props: Record<string, unknown>) => {
      calls.push({ call: 'mount', element: props['domElement'] });
      await real.mount(props);
    },
    update: (props: Record<string, unknown>) => real.update(props),
    unmount: async (props: Record<string, unknown>) => {
      await real.unmount(props);
      calls.push({ call: 'unmount', element: props['domElement'] });
    },
  } as unknown as ParcelConfig;
}

const bet = (gameId: number, oddId: number): Bet => fixtureBet(gameId, oddId, 'landing');
const addBet = (b: Bet) => emit('kickoff:add-bet', { bet: b, source: 'cms' });

describe('<kickoff-coupon> with the coupon parcel', () => {
  let system: FakeSystem;
  let calls: Array<{ call: string; element: unknown }>;
  const count = (call: string) => calls.filter((c) => c.call === call).length;

  beforeEach(async () => {
    resetPlatformState();
    clearBets();
    setLanguage('en');
    await whenTextsReady('en');
    calls = [];
    system = installFakeSystem();
    system.define('@kickoff/coupon', { parcel: recorded(calls) });
  });

  afterEach(async () => {
    for (const element of document.querySelectorAll('kickoff-coupon')) element.remove();
    // Cleanup, not a check (the removal test checks unmounting): never fail the hook over it.
    await waitFor(() => count('mount') === count('unmount'), 'every coupon unmounted', 500).catch(() => undefined);
    system.uninstall();
  });

  it('two elements share one selection: a bet shows in both, a removal in either empties both', async () => {
    const first = await addCoupon();
    const second = await addCoupon();
    equal(count('mount'), 2, 'one parcel per element');
    addBet(bet(5, 52));
    await waitFor(() => outcomes(first).length === 1 && outcomes(second).length === 1, 'the bet in both coupons');
    equal(outcomes(first)[0], 'Match result: X');
    equal(outcomes(second)[0], 'Match result: X');
    equal([...$couponOddIds.get()].join(','), '52', 'one event, one toggle: the bet is in once');

    // The bet shows at once (the light coupon's rows); its controls come with the slip's code.
    await waitFor(() => !slip(second).hasAttribute('aria-busy'), 'the slip loaded');
    getByRole(slip(second), 'button', 'Remove bet Team 5 A — Team 5 B: X').click();
    await waitFor(() => outcomes(first).length === 0 && outcomes(second).length === 0, 'both coupons empty');
    equal($couponOddIds.get().size, 0);
  });

  it('keeps the mounted parcel through re-renders and attribute changes (no remount)', async () => {
    const element = await addCoupon();
    const host = shadow(element).querySelector('[data-parcel]');
    const section = slip(element);
    element.setAttribute('lang', 'en');
    element.setAttribute('data-campaign', 'spring');
    element.className = 'promo';
    (element as HTMLElement & { requestUpdate(): void }).requestUpdate();
    await (element as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
    await settle(); // time for a (wrong) second mount to start
    equal(shadow(element).querySelector('[data-parcel]'), host, 'the same parcel element');
    equal(slip(element), section, 'the same rendered coupon');
    equal(count('mount'), 1);
    equal(count('unmount'), 0);
    addBet(bet(6, 61));
    await waitFor(() => outcomes(element).length === 1, 'the coupon still takes bets');
  });

  it('unmounts its parcel when removed, from the element it mounted it in', async () => {
    const element = await addCoupon();
    const host = shadow(element).querySelector('[data-parcel]');
    addBet(bet(5, 51));
    await waitFor(() => outcomes(element).length === 1, 'the bet');
    element.remove();
    await waitFor(() => count('unmount') === 1, 'the unmount');
    equal(calls.find((c) => c.call === 'unmount')?.element, host);
    equal(host?.childElementCount, 0, 'the coupon is gone from the element');
    equal([...$couponOddIds.get()].join(','), '51', 'the selection outlives the view');
  });

  it('renders in its shadow root: nothing in the light DOM, page styles stay out, registered sheets come in', async () => {
    const pageStyle = document.createElement('style');
    pageStyle.textContent = '.kk-coupon__title { color: rgb(255, 0, 0); } .kk-coupon { display: none; }';
    document.head.append(pageStyle);
    registerStyles('test-embed-coupon', '.kk-coupon__title { letter-spacing: 3px; }');
    try {
      const element = await addCoupon();
      equal(document.querySelectorAll('.kk-coupon, [data-parcel]').length, 0, 'no coupon markup in the light DOM');
      equal(element.childElementCount, 0, 'no light-DOM children');
      const title = getByRole(slip(element), 'heading');
      ok(getComputedStyle(title).color !== 'rgb(255, 0, 0)', 'the page stylesheet does not reach into the shadow root');
      equal(getComputedStyle(slip(element)).display, 'block', 'the page cannot hide the coupon either');
      equal(getComputedStyle(title).letterSpacing, '3px', 'a sheet registered with the platform is adopted by the shadow root');
    } finally {
      pageStyle.remove();
    }
  });

  it('the other element keeps taking bets when one of two is removed', async () => {
    const first = await addCoupon();
    const second = await addCoupon();
    first.remove();
    await waitFor(() => count('unmount') === 1, 'the first unmounted');
    addBet(bet(5, 52));
    await waitFor(() => outcomes(second).length === 1, 'the remaining coupon lists the new bet');
  });

  it('a moved element mounts its coupon again in its new place', async () => {
    const element = await addCoupon();
    const box = document.body.appendChild(document.createElement('section'));
    try {
      box.append(element); // disconnect + connect
      await waitFor(() => count('mount') === 2 && count('unmount') === 1, 'unmounted, then mounted again');
      await waitFor(() => slip(element) !== null, 'the coupon shown again');
      flushReactEffects();
      addBet(bet(6, 61));
      await waitFor(() => outcomes(element).length === 1, 'the moved coupon takes bets');
    } finally {
      box.remove();
    }
  });

  it('adopts sheets registered after it connected (a module that loads later)', async () => {
    const element = await addCoupon();
    registerStyles('test-embed-late', '.kk-coupon__title { word-spacing: 7px; }');
    const title = getByRole(slip(element), 'heading');
    equal(getComputedStyle(title).wordSpacing, '7px', 'the late sheet reaches the shadow root');
  });
});
