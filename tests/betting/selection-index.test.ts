/** The coupon selection per odd (apps/betting/src/odds/selection-index.ts): only the odds that enter or leave are told. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atom } from 'nanostores';
import { createSelectionIndex } from '../../apps/betting/src/odds/selection-index';

const setup = () => {
  const $ids = atom<ReadonlySet<number>>(new Set([1]));
  const index = createSelectionIndex($ids);
  const calls: number[] = [];
  const off = [1, 2, 3].map((id) => index.subscribe(id, () => calls.push(id)));
  return { $ids, index, calls, off };
};

test('adding and removing odds tells only those odds', () => {
  const { $ids, index, calls } = setup();
  $ids.set(new Set([1, 2]));
  assert.deepEqual(calls, [2]);
  assert.equal(index.has(2), true);
  $ids.set(new Set([2, 3]));
  assert.deepEqual(calls.sort(), [1, 2, 3], '3 entered and 1 left; 2 stayed and is not told again');
  assert.equal(index.has(1), false);
  $ids.set(new Set([2, 3]));
  assert.equal(calls.length, 3, 'the same ids in a new set tell nobody');
});

test('every subscriber of an odd is told; an unsubscribed one is not', () => {
  const { $ids, index, calls, off } = setup();
  const second: number[] = [];
  const offSecond = index.subscribe(2, () => second.push(2));
  off[1]?.();
  $ids.set(new Set([1, 2]));
  assert.deepEqual(calls, []);
  assert.deepEqual(second, [2]);
  offSecond();
});

test('the index listens to the store only while someone subscribes, and starts from its current value', () => {
  const { $ids, index, calls, off } = setup();
  for (const unsubscribe of off) unsubscribe();
  assert.equal($ids.lc, 0, 'no listener left on the store');
  $ids.set(new Set([1, 2, 3]));
  const later: number[] = [];
  index.subscribe(3, () => later.push(3));
  $ids.set(new Set([1, 2]));
  assert.deepEqual(later, [3], 'odd 3 left the set it had when the index listened again');
  assert.deepEqual(calls, []);
});
