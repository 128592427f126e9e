/**
 * Stores with one writer (platform/src/stores/claim.ts): the owner's claim returns the writer once
 * and a second claim throws; the writers change the read-only stores other modules see.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as platform from '../../../platform/src/index';
import { WriterAlreadyClaimedError, claimOnce } from '../../../platform/src/stores/claim';
import { AppLoadState } from '../../../platform/src/loading/app-load-state';
import { resetPlatformState } from '../../support/platform-state';

test('a claim hands its writer out once; the second claim throws and names the store', () => {
  const writer = () => undefined;
  const claim = claimOnce('The test store ($test)', writer);
  assert.equal(claim(), writer);
  assert.throws(claim, (err: unknown) => err instanceof WriterAlreadyClaimedError && /\$test/.test(err.message));
});

test('the coupon parcel writes $couponOddIds through its claimed writer, once', () => {
  resetPlatformState();
  const write = platform.claimCouponSelectionWriter();
  write([52, 51, 52]);
  assert.deepEqual([...platform.$couponOddIds.get()].sort(), [51, 52]);
  assert.throws(() => platform.claimCouponSelectionWriter(), WriterAlreadyClaimedError);
  resetPlatformState();
  assert.equal(platform.$couponOddIds.get().size, 0, 'tests still reset the store');
});

test('the root config writes the page state through its claimed writers, once', () => {
  resetPlatformState();
  const page = platform.claimRootConfigWriters();
  page.setLanguage('en');
  page.setRoute({ name: 'home', params: {}, lang: 'en', layout: 'main', app: 'betting', path: '', search: '', theme: null, data: {} });
  page.setMaintenance({ started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: true, web_state: 1 });
  page.setAppState('betting', AppLoadState.Ready);
  assert.equal(platform.$language.get(), 'en');
  assert.equal(platform.$route.get()?.name, 'home');
  assert.equal(platform.$maintenanceActive.get(), true);
  assert.deepEqual(platform.$appStates.get(), { betting: AppLoadState.Ready });
  assert.throws(() => platform.claimRootConfigWriters(), WriterAlreadyClaimedError);
  resetPlatformState();
});

/** 'writable' for a store type with a setter, 'read-only' otherwise. */
type Kind<T> = T extends { set: unknown } | { setKey: unknown } ? 'writable' : 'read-only';
type PublicStoreKinds = { [K in keyof typeof platform as K extends `$${string}` ? K : never]: Kind<(typeof platform)[K]> };

test('every store other modules see is read-only (checked when tests/tsconfig.json type-checks this file)', () => {
  // Fails to compile as soon as index.ts exports a store whose type has `set` or `setKey`.
  const kinds: Record<keyof PublicStoreKinds, 'read-only'> = {} as PublicStoreKinds;
  assert.ok(kinds);
  const stores = Object.entries(platform).filter(([name]) => name.startsWith('$'));
  for (const [name, store] of stores) assert.equal(typeof (store as { get?: unknown }).get, 'function', `${name} is a store`);
});
