/**
 * The tests' store reset (tests/support/platform-state.ts) covers every store the platform exports
 * and puts each back to the value a fresh page starts with.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as platform from '../../../platform/src/index';
import { DERIVED_STORES, PLATFORM_STORES, resetPlatformState } from '../../support/platform-state';
import { setAuthGroup, setBan, setUserConfig } from '../../../platform/src/identity/stores';
import { setCouponOddIds } from '../../../platform/src/stores/coupon';
import { setGlobalSetting } from '../../../platform/src/stores/global-settings';
import { setLanguage } from '../../../platform/src/stores/language';
import { openModal } from '../../../platform/src/stores/modal';
import { notify } from '../../../platform/src/stores/notifications';
import { setRoute } from '../../../platform/src/stores/route';
import { setSessionUser } from '../../../platform/src/stores/session';
import { userConfig } from '../identity/helpers';

/** Every store's value now; `$now` is a clock and only checked to be a number. */
const snapshot = (): Record<string, unknown> =>
  Object.fromEntries(Object.entries(PLATFORM_STORES).map(([name, { store }]) => [name, name === '$now' ? typeof store.get() : store.get()]));

const initial = snapshot();

test('every store in the platform surface has a reset or is derived from stores that have one', () => {
  const publicStores = Object.keys(platform).filter((name) => name.startsWith('$'));
  const covered = new Set<string>([...Object.keys(PLATFORM_STORES), ...DERIVED_STORES]);
  assert.deepEqual(publicStores.filter((name) => !covered.has(name)), []);
});

test('resetPlatformState puts every store back to its start-up value', () => {
  setLanguage('en');
  setRoute({ name: 'home', params: {}, lang: 'en', layout: 'main', app: null, path: '', search: '', theme: null, data: {} });
  setSessionUser(7);
  setGlobalSetting('coefViewId', 2);
  setCouponOddIds([1, 2]);
  openModal('login');
  notify({ text: 'x' });
  setUserConfig(userConfig({ ban_level: 53, ban_version: 1, protection_level: 100 }));
  setBan({ banned: true, level: 9, version: 9, canDeduce: false });
  setAuthGroup({ socialNetworks: [], loginModes: ['sms'], registrationTypes: ['phone'], captchaAfterAttempts: 3 });
  assert.notDeepEqual(snapshot(), initial);
  resetPlatformState();
  assert.deepEqual(snapshot(), initial);
  assert.equal(platform.$isAuthorized.get(), false);
  assert.equal(platform.$visibleNotifications.get().length, 0);
});
