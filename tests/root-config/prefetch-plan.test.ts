import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AppName } from '../../platform/src/routing/types';
import { appsToPrefetch, prefetchAllowed, PREFETCH_MAX_APPS } from '../../root-config/src/prefetch/plan';
import { PREFETCH_IDLE_MS } from '../../root-config/src/prefetch/index';

test('prefetch waits 2000 ms and is skipped on 2g, slow-2g and with data saving (spec §9)', () => {
  assert.equal(PREFETCH_IDLE_MS, 2000);
  assert.equal(prefetchAllowed(undefined), true, 'no Network Information API: allowed');
  assert.equal(prefetchAllowed({ effectiveType: '4g' }), true);
  assert.equal(prefetchAllowed({ effectiveType: '3g', saveData: false }), true);
  assert.equal(prefetchAllowed({ effectiveType: '2g' }), false);
  assert.equal(prefetchAllowed({ effectiveType: 'slow-2g' }), false);
  assert.equal(prefetchAllowed({ effectiveType: '4g', saveData: true }), false);
});

test('the apps of the most prominent links first, each once, without the current or loaded ones, at most three', () => {
  const apps: Record<string, AppName | null> = { '/line': 'betting', '/casino': 'casino', '/casino/slots': 'casino', '/office': 'office', '/promotions': 'promotions', '/info': 'information', '/out': null };
  const appOf = (href: string) => apps[href] ?? null;
  const hrefs = ['/line', '/out', '/casino', '/casino/slots', '/office', '/promotions', '/info'];
  assert.deepEqual(appsToPrefetch(hrefs, appOf, (app) => app === 'betting'), ['casino', 'office', 'promotions']);
  assert.equal(PREFETCH_MAX_APPS, 3);
  assert.deepEqual(appsToPrefetch(hrefs, appOf, (app) => app !== 'information'), ['information']);
  assert.deepEqual(appsToPrefetch([], appOf, () => false), []);
});
