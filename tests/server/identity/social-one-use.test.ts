/** One-use credentials (server/identity/social/one-use.ts): a replay within the hold is refused, after it the entry is gone, the set stays bounded. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createOneUseSet } from '../../../server/identity/social/one-use';

test('the first use counts, a replay within the hold does not, and after the hold it is forgotten', () => {
  let now = 1_000;
  const set = createOneUseSet(60_000, () => now);
  assert.equal(set.firstUse('token-a'), true);
  assert.equal(set.firstUse('token-a'), false);
  assert.equal(set.firstUse('token-b'), true, 'another credential is its own');
  now += 59_999;
  assert.equal(set.firstUse('token-a'), false, 'still held');
  now += 2;
  assert.equal(set.firstUse('token-a'), true, 'held no longer (the verifier refuses an expired token anyway)');
});

test('at most `max` credentials are kept: the oldest go first', () => {
  const now = 0;
  const set = createOneUseSet(60_000, () => now, 2);
  assert.equal(set.firstUse('one'), true);
  assert.equal(set.firstUse('two'), true);
  assert.equal(set.firstUse('three'), true);
  assert.equal(set.firstUse('three'), false);
  assert.equal(set.firstUse('one'), true, 'the oldest was dropped to keep the bound');
});
