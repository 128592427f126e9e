/** The Payments screen's pure parts (backoffice/src/screens/payments/model.ts) and its route entry. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ReviewedWithdrawal } from '../../backoffice/src/contracts/payments';
import { CONSOLE_SCREENS, screenAt, screensFor } from '../../backoffice/src/routing/screens';
import { canDecide, limitKey, limitValueText, queuePath, stateFilterOf, withdrawalIdOf } from '../../backoffice/src/screens/payments/model';

const withdrawal = (state: ReviewedWithdrawal['review']['state'], status: ReviewedWithdrawal['status']): ReviewedWithdrawal => ({
  id: 12,
  status,
  player: { id: 1, email: 'demo@kickoff.test', name: null },
  accountId: 20000001,
  method: 'card',
  amountMinor: 2_100_000,
  currency: 'RUB',
  createdAt: '2026-11-28T12:00:00.000Z',
  endedAt: null,
  review: { state, rules: ['amount'], amountRubMinor: 2_100_000, reason: null, decidedBy: null, decidedAt: null },
});

test('the queue filter defaults to the withdrawals awaiting review; the list path carries the filter and the cursor', () => {
  assert.equal(stateFilterOf(new URLSearchParams('')), 'awaiting');
  assert.equal(stateFilterOf(new URLSearchParams('status=rejected')), 'rejected');
  assert.equal(stateFilterOf(new URLSearchParams('status=drop-table')), 'awaiting');
  assert.equal(queuePath(new URLSearchParams('')), '/staff-api/payments/withdrawals');
  assert.equal(queuePath(new URLSearchParams('status=all&before=40&back=90')), '/staff-api/payments/withdrawals?status=all&before=40');
  assert.equal(queuePath(new URLSearchParams('status=awaiting&before=bad cursor')), '/staff-api/payments/withdrawals');
});

test('a withdrawal id comes only from digits in the path', () => {
  assert.equal(withdrawalIdOf('42'), 42);
  assert.equal(withdrawalIdOf(null), null);
  assert.equal(withdrawalIdOf('42x'), null);
  assert.equal(withdrawalIdOf('-1'), null);
});

test('only a review still awaiting offers the decision', () => {
  assert.equal(canDecide(withdrawal('awaiting', 'review')), true);
  assert.equal(canDecide(withdrawal('approved', 'pending')), false);
  assert.equal(canDecide(withdrawal('rejected', 'failed')), false);
  assert.equal(canDecide(withdrawal('cancelled', 'cancelled')), false);
});

test('limit names and values read as the limits service keeps them', () => {
  assert.equal(limitKey(20), 'limit_deposit_day');
  assert.equal(limitKey(33), 'limit_time_out');
  assert.equal(limitKey(99), 'limit_other');
  assert.equal(limitValueText(50000, 'RUB'), '50,000.00 RUB');
  assert.equal(limitValueText(7, 'days'), '7 days');
});

test('the Payments screen opens for the payments role only, at /backoffice/payments and /backoffice/payments/<id>', () => {
  assert.deepEqual(CONSOLE_SCREENS.find((s) => s.id === 'payments')?.roles, ['payments']);
  assert.ok(screensFor(['payments']).some((s) => s.id === 'payments'));
  assert.ok(!screensFor(['admin']).some((s) => s.id === 'payments'));
  const match = screenAt('/backoffice/payments/12');
  assert.ok(match.kind === 'screen');
  assert.deepEqual([match.screen.id, match.rest], ['payments', '12']);
});
