/**
 * `kickoff-coupon-placed`: the coupon module emits the platform's `kickoff:coupon-placed` when the
 * wallet accepts a coupon (here a one-click bet, through the real placing flow and API client against
 * a stubbed wallet), and `<kickoff-coupon>` re-dispatches it on itself with the coupon id.
 */
import * as v from 'valibot';
import { BetSchema, buildBet, listen, whenTextsReady, type AccountsState } from '@kickoff/platform';
import { placeOneClick, dismissQuickCoupon, $quickCoupon } from '../../coupon-parcel/src/state/placing';
import { DEFAULT_COUPON_SETTINGS, updateCouponSettings } from '../../coupon-parcel/src/state/settings';
import '../../embeds/src/index';
import { setAccounts } from '../../platform/src/identity/stores';
import { setLanguage } from '../../platform/src/stores/language';
import { setSessionUser } from '../../platform/src/stores/session';
import { makeGame } from '../platform/feed/fixtures';
import { resetPlatformState } from '../support/platform-state';
import { json, stubFetch } from '../support/fetch-stub';
import { addElement } from '../support/elements';
import { installFakeSystem, recordingParcel, type FakeSystem, type ParcelCall } from '../support/fake-system';
import { settle, waitFor } from '../support/wait';
import { equal } from '../support/assert';

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A session token of user 7 valid for an hour (the identity interceptors put it on `auth` calls). */
const TOKEN = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 })}.signature`;
const ACCOUNTS: AccountsState = { activeAccount: 1, accounts: [{ id: 1, type: 0, iso: 'RUB', symbol: 'RUB', money: 100_000, currencyId: 1, isActive: true }], bonuses: [] };
const PLACED = { id: 4321, accountId: 1, typeId: 0, systemValue: null, amount: 100, coef: 1.5, possibleWin: 150, status: 'open', payout: null, currency: 'RUB', createdAt: 1_700_000_000_000, settledAt: null, bets: [] };

describe('kickoff-coupon-placed', () => {
  let system: FakeSystem;
  let restoreFetch: () => void;

  beforeEach(async () => {
    resetPlatformState();
    setLanguage('en');
    await whenTextsReady('en');
    restoreFetch = stubFetch((url) => {
      if (url.pathname.endsWith('/user/gettoken')) return json({ data: { token: TOKEN } });
      if (url.pathname.endsWith('/user/accounts')) return json({ data: ACCOUNTS });
      if (url.pathname.endsWith('/coupon/place')) return json({ data: PLACED }, 201);
      return json({ errors: [{ status: '404', code: 'not_found', detail: 'no stub' }] }, 404);
    });
    setSessionUser(7);
    setAccounts(ACCOUNTS);
    updateCouponSettings({ ...DEFAULT_COUPON_SETTINGS, oneClickAmount: 100 });
    system = installFakeSystem();
    system.define('@kickoff/coupon', { parcel: recordingParcel([] as ParcelCall[]) });
  });

  afterEach(async () => {
    for (const element of document.querySelectorAll('kickoff-coupon')) element.remove();
    await settle();
    dismissQuickCoupon();
    updateCouponSettings(DEFAULT_COUPON_SETTINGS);
    restoreFetch();
    system.uninstall();
    resetPlatformState();
  });

  it('a placed coupon is emitted by the coupon module and re-dispatched by <kickoff-coupon> with its id', async () => {
    const element = await addElement('kickoff-coupon');
    const onElement: CustomEvent[] = [];
    element.addEventListener('kickoff-coupon-placed', (e) => onElement.push(e as CustomEvent));
    const onPlatform: number[] = [];
    const stop = listen('kickoff:coupon-placed', ({ couponId }) => onPlatform.push(couponId));
    try {
      const game = makeGame(5);
      const market = game.markets[0];
      const odd = market?.odds[0];
      if (!market || !odd) throw new Error('no odd');
      await placeOneClick(v.parse(BetSchema, buildBet(game, market, odd, 'embed')));
      equal($quickCoupon.get()?.phase, 'placed', 'the wallet accepted it');
      equal(onPlatform.join(','), '4321', 'the coupon module emits kickoff:coupon-placed');
      await waitFor(() => onElement.length === 1, 'the element re-dispatches it');
      equal(JSON.stringify(onElement[0]?.detail), '{"couponId":4321}');
    } finally {
      stop();
    }
  });
});
