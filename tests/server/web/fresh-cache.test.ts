/** The first views' cache of recent answers (server/web/fresh-cache.ts): once per key while fresh, shared while computed, bounded. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createFreshCache } from '../../../server/web/fresh-cache';

test('a value is computed once per key while fresh, and again after', async () => {
  let now = 0;
  let computed = 0;
  const cache = createFreshCache<number>(1000, 10, () => now);
  const compute = async () => (computed += 1);
  assert.equal(await cache.get('a', compute), 1);
  now = 999;
  assert.equal(await cache.get('a', compute), 1);
  assert.equal(await cache.get('b', compute), 2, 'another key is its own');
  now = 1000;
  assert.equal(await cache.get('a', compute), 3, 'stale after freshMs');
});

test('callers that arrive while it is computed share one computation', async () => {
  let computed = 0;
  let release: (n: number) => void = () => undefined;
  const cache = createFreshCache<number>(1000, 10, () => 0);
  const compute = () => ((computed += 1), new Promise<number>((resolve) => (release = resolve)));
  const first = cache.get('a', compute);
  const second = cache.get('a', compute);
  release(7);
  assert.deepEqual(await Promise.all([first, second]), [7, 7]);
  assert.equal(computed, 1);
});

test('a failure is not kept; the number of keys is bounded, oldest first', async () => {
  const cache = createFreshCache<string>(1000, 2, () => 0);
  await assert.rejects(cache.get('a', () => Promise.reject(new Error('down'))));
  assert.equal(await cache.get('a', async () => 'up'), 'up');
  await cache.get('b', async () => 'b');
  await cache.get('c', async () => 'c');
  assert.equal(await cache.get('a', async () => 'again'), 'again', 'the oldest key went to make room');
});

test('a stale value is served at once while its successor is computed once; then the successor', async () => {
  let now = 0;
  let computed = 0;
  let release: () => void = () => undefined;
  const cache = createFreshCache<number>(1000, 10, () => now, 5000);
  const compute = () => {
    const n = (computed += 1);
    return n === 1 ? Promise.resolve(n) : new Promise<number>((resolve) => (release = () => resolve(n)));
  };
  assert.equal(await cache.get('a', compute), 1);
  now = 2000;
  assert.equal(await cache.get('a', compute), 1, 'stale: served without waiting');
  assert.equal(await cache.get('a', compute), 1);
  assert.equal(computed, 2, 'one successor');
  assert.deepEqual(cache.peek('a'), { value: 1 });
  release();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(await cache.get('a', compute), 2, 'the successor replaced it');
  now = 8000;
  assert.equal(cache.peek('a'), undefined, 'expired after staleMs');
});
