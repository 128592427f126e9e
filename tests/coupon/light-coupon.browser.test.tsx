/**
 * The first bet of a visit (issue 25): the coupon lists it in the same render as the click, from the
 * light coupon, while the slip's code (stakes, placing, remove) is still loading; then the slip takes
 * over with the same row. Its own test file, so the slip chunk is not loaded yet when it starts.
 */
import { act } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { emit, whenTextsReady, type Bet } from '@kickoff/platform';
import { setLanguage } from '../../platform/src/stores/language';
import { parcel as couponParcel } from '../../coupon-parcel/src/index';
import { clearBets } from '../../coupon-parcel/src/selection';
import { resetPlatformState } from '../support/platform-state';
import { getByRole, queryAllByRole } from '../support/dom';
import { equal, ok } from '../support/assert';
import { setViewport } from '@web/test-runner-commands';
import { fixtureBet } from '../support/bets';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const bet = (gameId: number, oddId: number): Bet => fixtureBet(gameId, oddId);

describe('the light coupon', () => {
  let host: HTMLElement;
  let coupon: Parcel;

  before(async () => {
    // A desktop window: on one column the slip is a closed sheet at the window's bottom.
    await setViewport({ width: 1366, height: 900 });
    resetPlatformState();
    clearBets();
    setLanguage('en');
    await whenTextsReady('en');
    host = document.createElement('div');
    document.body.append(host);
    await act(async () => {
      coupon = mountRootParcel(couponParcel as ParcelConfig, { domElement: host });
      await coupon.bootstrapPromise;
    });
    await coupon.mountPromise;
  });

  after(async () => {
    await act(() => coupon.unmount());
    host.remove();
    clearBets();
  });

  it('lists the first bet in the render of its click, before the slip is loaded, then the slip takes over', async () => {
    const section = () => getByRole(host, 'region', /^Bet slip/);
    ok(/empty/.test(section().textContent ?? ''), 'the empty coupon first');
    act(() => emit('kickoff:add-bet', { bet: bet(5, 52), source: 'home' }));
    const row = host.querySelector('li.kk-slip__bet[data-odd-id="52"]');
    ok(row, 'the bet is listed at once');
    equal(row?.querySelector('.kk-slip__game')?.textContent, 'Team 5 A — Team 5 B');
    equal(row?.querySelector('.kk-slip__outcome')?.textContent, 'Match result: X');
    equal(row?.querySelector('.kk-slip__coef strong')?.textContent, '2.50');
    equal(section().getAttribute('aria-busy'), 'true', 'the coupon says it is still loading');
    equal(queryAllByRole(host, 'button', /^Remove bet/).length, 0, 'no controls before the slip');

    // React work in this act environment runs inside act: let the slip's chunk arrive in act scopes.
    const slipShown = () => queryAllByRole(host, 'button', /^Remove bet/).length === 1;
    for (let i = 0; i < 80 && !slipShown(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    ok(slipShown(), 'the slip with its controls');
    equal(host.querySelectorAll('li.kk-slip__bet[data-odd-id="52"]').length, 1, 'one row, now the slip’s');
    equal(section().hasAttribute('aria-busy'), false);
  });
});
