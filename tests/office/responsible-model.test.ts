import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Limit } from '../../platform-wallet/src/schemas/limits';
import { approveAt, canConfirm, changeEffect, extraLocked, isLockedByExtra, noLimitValue, parseMoneyLimit, stateOf } from '../../office-parcel/src/responsible/model';

const limit = (over: Partial<Limit>): Limit => ({
  limitType: 20, limitState: 'ACTIVE', limitValue: 1000, measure: 'RUB', startedAt: 1_000_000, endsAt: null,
  selfExcludeReason: null, availableValues: [], limitBalance: 400, needApprove: false, ...over,
});

test('a new or stricter limit applies now; a looser one or a removal waits for approval (account spec §4, §5)', () => {
  const current = limit({ limitValue: 1000 });
  assert.equal(changeEffect(20, null, 500), 'now');
  assert.equal(changeEffect(20, current, 500), 'now');
  assert.equal(changeEffect(20, current, 1500), 'after-approval');
  assert.equal(changeEffect(20, current, noLimitValue(20)), 'after-approval');
  assert.equal(changeEffect(20, current, 1000), 'unchanged');
  assert.equal(changeEffect(20, null, noLimitValue(20)), 'unchanged', 'removing what is not set changes nothing');
  assert.equal(changeEffect(31, limit({ limitType: 31, limitValue: 4 }), -1), 'after-approval');
  assert.equal(noLimitValue(31), -1);
  assert.equal(noLimitValue(1), 999_999_999);
});

test('a pending change is confirmed from 86 400 s after it started, and only when it needs approval', () => {
  const pending = limit({ limitState: 'PENDING', startedAt: 1_000_000, needApprove: true, limitBalance: null });
  assert.equal(approveAt(pending), 1_086_400);
  assert.equal(canConfirm(pending, 1_086_399), false);
  assert.equal(canConfirm(pending, 1_086_400), true);
  assert.equal(canConfirm({ ...pending, needApprove: false }, 2_000_000), false);
  assert.deepEqual(stateOf([limit({}), pending], 20), { active: limit({}), pending });
  assert.deepEqual(stateOf([limit({})], 21), { active: null, pending: null });
});

test('the lock (37) holds wager and loss limits, not deposit limits', () => {
  const limits = [limit({ limitType: 37, limitValue: 7, measure: 'days', endsAt: 2_000_000, limitBalance: null })];
  assert.equal(extraLocked(limits), true);
  assert.equal(isLockedByExtra(1, limits), true);
  assert.equal(isLockedByExtra(12, limits), true);
  assert.equal(isLockedByExtra(20, limits), false);
  assert.equal(isLockedByExtra(1, []), false);
});

test('money input: positive, at most two decimals, a comma as the decimal point, below "no limit"', () => {
  assert.equal(parseMoneyLimit('1000'), 1000);
  assert.equal(parseMoneyLimit(' 1 500,5 '), 1500.5);
  assert.equal(parseMoneyLimit('99.99'), 99.99);
  for (const bad of ['', '0', '-5', '1.234', 'abc', '1e3', '999999999', '12,34,5']) assert.equal(parseMoneyLimit(bad), null, bad);
});
