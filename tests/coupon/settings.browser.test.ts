/**
 * Coupon settings (coupon-parcel/src/state/settings.ts; shell spec §3 "Coupon settings", §4, §5):
 * stored in localStorage, the rules between them (one-click needs confirmation when the coupon has
 * bets; drop-on-score-change turns one-click off and needs exactCoef; exactCoef 0 clears
 * drop-on-score-change), one-click only where the site config allows it, and broken stored values
 * falling back to the defaults.
 */
import * as v from 'valibot';
import { BetSchema, buildBet } from '@kickoff/platform';
import { DEFAULT_SITE_CONFIG, setSiteConfig } from '../../platform/src/stores/site-config';
import { $bets, clearBets, startSelection, toggleBet } from '../../coupon-parcel/src/selection';
import {
  $couponSettings,
  $oneClickActive,
  COUPON_SETTINGS_KEY,
  DEFAULT_COUPON_SETTINGS,
  confirmOneClick,
  requestOneClick,
  updateCouponSettings,
} from '../../coupon-parcel/src/state/settings';
import { makeGame } from '../platform/feed/fixtures';
import { setSessionUser } from '../../platform/src/stores/session';
import { resetPlatformState } from '../support/platform-state';
import { equal, ok } from '../support/assert';

const game = makeGame(5);
const market = game.markets[0];
const odd = market?.odds[0];
if (!market || !odd) throw new Error('fixture');
const aBet = () => v.parse(BetSchema, buildBet(game, market, odd, 'home'));

const stored = (): unknown => JSON.parse(localStorage.getItem(COUPON_SETTINGS_KEY) ?? 'null');
/** Another tab (or a broken write) left this in storage. */
function storeFromElsewhere(raw: string | null): void {
  if (raw === null) localStorage.removeItem(COUPON_SETTINGS_KEY);
  else localStorage.setItem(COUPON_SETTINGS_KEY, raw);
  window.dispatchEvent(new StorageEvent('storage', { key: COUPON_SETTINGS_KEY, newValue: raw }));
}

describe('coupon settings', () => {
  let stop: () => void;
  beforeEach(() => {
    resetPlatformState();
    clearBets();
    stop = startSelection();
    updateCouponSettings(DEFAULT_COUPON_SETTINGS);
  });
  afterEach(() => {
    stop();
    clearBets();
    updateCouponSettings(DEFAULT_COUPON_SETTINGS);
    localStorage.removeItem(COUPON_SETTINGS_KEY);
  });

  it('defaults: accept only a rise, balance and possible win shown, one-click off', () => {
    equal(DEFAULT_COUPON_SETTINGS.changeCoefAction, 2);
    equal(DEFAULT_COUPON_SETTINGS.isBalanceShown, true);
    equal(DEFAULT_COUPON_SETTINGS.isPossibleWinShown, true);
    equal(DEFAULT_COUPON_SETTINGS.isActiveOneClick, false);
    equal(DEFAULT_COUPON_SETTINGS.exactCoef, 0);
    equal(DEFAULT_COUPON_SETTINGS.isDropOnScoreChange, false);
  });

  it('a change is kept in localStorage', () => {
    updateCouponSettings({ changeCoefAction: 0, oneClickAmount: 50 });
    const saved = stored() as Record<string, unknown>;
    equal(saved.changeCoefAction, 0);
    equal(saved.oneClickAmount, 50);
  });

  it('one-click on an empty coupon turns on at once', () => {
    equal(requestOneClick(true), 'done');
    equal($couponSettings.get().isActiveOneClick, true);
    equal(requestOneClick(false), 'done');
    equal($couponSettings.get().isActiveOneClick, false);
  });

  it('one-click with bets in the coupon asks first; confirming clears the coupon and turns it on', () => {
    toggleBet(aBet());
    equal(requestOneClick(true), 'confirm');
    equal($couponSettings.get().isActiveOneClick, false, 'nothing changes before the answer');
    equal($bets.get().length, 1, 'the coupon is kept before the answer');
    confirmOneClick();
    equal($bets.get().length, 0, 'cleared');
    equal($couponSettings.get().isActiveOneClick, true);
    // turning it off never asks
    toggleBet(aBet());
    equal(requestOneClick(false), 'done');
    equal($couponSettings.get().isActiveOneClick, false);
  });

  it('one-click works only where the site config allows it', () => {
    setSessionUser(10000001);
    updateCouponSettings({ isActiveOneClick: true });
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, show_one_click: false });
    equal($oneClickActive.get(), false);
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, show_one_click: true });
    equal($oneClickActive.get(), true);
    updateCouponSettings({ isActiveOneClick: false });
    equal($oneClickActive.get(), false);
  });

  it('one-click works only for a signed-in player, and signing out turns it off (a guest’s click fills the coupon)', () => {
    setSessionUser(10000001);
    updateCouponSettings({ isActiveOneClick: true });
    equal($oneClickActive.get(), true);
    setSessionUser(null);
    equal($oneClickActive.get(), false, 'a guest never bets with one click');
    equal($couponSettings.get().isActiveOneClick, false, 'signing out turned the setting off');
    setSessionUser(10000001);
    equal($oneClickActive.get(), false, 'the next player to sign in finds it off');
  });

  it('drop-on-score-change turns one-click off and sets exactCoef; exactCoef 0 clears it', () => {
    updateCouponSettings({ isActiveOneClick: true });
    updateCouponSettings({ isDropOnScoreChange: true });
    equal($couponSettings.get().isActiveOneClick, false);
    equal($couponSettings.get().exactCoef, 1);
    equal($couponSettings.get().isDropOnScoreChange, true);
    updateCouponSettings({ exactCoef: 0 });
    equal($couponSettings.get().isDropOnScoreChange, false);
    equal($couponSettings.get().exactCoef, 0);
    // turning drop-on-score-change off leaves one-click and exactCoef as they are
    updateCouponSettings({ exactCoef: 1 });
    updateCouponSettings({ isDropOnScoreChange: false });
    equal($couponSettings.get().exactCoef, 1);
  });

  it('settings from another tab are followed; broken ones fall back to the defaults', () => {
    storeFromElsewhere(JSON.stringify({ ...DEFAULT_COUPON_SETTINGS, changeCoefAction: 1, isAutoMax: true }));
    equal($couponSettings.get().changeCoefAction, 1);
    equal($couponSettings.get().isAutoMax, true);
    storeFromElsewhere('{not json');
    equal(JSON.stringify($couponSettings.get()), JSON.stringify(DEFAULT_COUPON_SETTINGS), 'unreadable JSON');
    storeFromElsewhere(JSON.stringify({ changeCoefAction: 7 }));
    equal($couponSettings.get().changeCoefAction, 2, 'a policy outside 0-2');
    storeFromElsewhere(JSON.stringify({ oneClickAmount: -5 }));
    equal($couponSettings.get().oneClickAmount, 0, 'a negative amount');
    storeFromElsewhere(JSON.stringify({ amountStepByCurrencyIso: { rub: 10 } }));
    equal(JSON.stringify($couponSettings.get().amountStepByCurrencyIso), '{}', 'a currency that is not an ISO code');
    // missing fields take their defaults, present ones stay
    storeFromElsewhere(JSON.stringify({ isBalanceShown: false }));
    equal($couponSettings.get().isBalanceShown, false);
    equal($couponSettings.get().changeCoefAction, 2);
    storeFromElsewhere(null);
    ok(JSON.stringify($couponSettings.get()) === JSON.stringify(DEFAULT_COUPON_SETTINGS), 'nothing stored: the defaults');
  });
});
