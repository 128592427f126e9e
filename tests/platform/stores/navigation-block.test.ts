import assert from 'node:assert/strict';
import { test } from 'node:test';
import { $navigationBlocked, blockNavigation, whileNavigationBlocked } from '../../../platform/src/stores/navigation-block';
import { cancelBlockedNavigation } from '../../../root-config/src/routing/navigation-block';

const routingEvent = (oldUrl: string, newUrl: string) => {
  const calls = { cancelled: 0 };
  const event = new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl, newUrl, cancelNavigation: () => void calls.cancelled++ } });
  return { event, calls };
};

test('overlapping blocks: navigation stays blocked until every block is released, and a release twice is harmless', () => {
  assert.equal($navigationBlocked.get(), false);
  const releaseA = blockNavigation('deposit');
  const releaseB = blockNavigation('deposit');
  assert.equal($navigationBlocked.get(), true);
  releaseA();
  releaseA();
  assert.equal($navigationBlocked.get(), true, 'the other block still holds');
  releaseB();
  assert.equal($navigationBlocked.get(), false);
});

test('whileNavigationBlocked releases when the work settles, also when it fails', async () => {
  let during = false;
  await whileNavigationBlocked('x', async () => void (during = $navigationBlocked.get()));
  assert.equal(during, true);
  assert.equal($navigationBlocked.get(), false);
  await assert.rejects(whileNavigationBlocked('x', () => Promise.reject(new Error('network'))));
  assert.equal($navigationBlocked.get(), false);
});

test('the root config cancels a single-spa navigation only while blocked and only when the URL changes', () => {
  const free = routingEvent('http://x/a', 'http://x/b');
  assert.equal(cancelBlockedNavigation(free.event), false);
  assert.equal(free.calls.cancelled, 0);

  const release = blockNavigation('withdrawal');
  const blocked = routingEvent('http://x/a', 'http://x/b');
  assert.equal(cancelBlockedNavigation(blocked.event), true);
  assert.equal(blocked.calls.cancelled, 1);
  const same = routingEvent('http://x/a', 'http://x/a');
  assert.equal(cancelBlockedNavigation(same.event), false, 'a re-route of the same URL (a context change) goes on');
  release();
});
