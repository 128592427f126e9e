/** The trading desk's liability maths (pure): net wins, over-the-maximum, grouping per event, "if approved". */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  couponNetMinor,
  earliestStart,
  eventsWithLiability,
  liabilityIfApproved,
  overMaxMinor,
  type OutcomeTotals,
} from '../../../server/wallet/trading/liability';

const totals = (gameId: number, oddId: number, currency: string, stakesMinor: number, payoutsMinor: number, coupons = 1): OutcomeTotals => ({
  gameId,
  oddId,
  currency,
  coupons,
  stakesMinor,
  payoutsMinor,
});

test('a coupon costs the book its possible win minus its stake, never below 0; the stake over the maximum is 0 within it', () => {
  assert.equal(couponNetMinor({ stakeMinor: 600_000, possibleWinMinor: 1_140_000 }), 540_000);
  assert.equal(couponNetMinor({ stakeMinor: 100, possibleWinMinor: 100 }), 0);
  assert.equal(couponNetMinor({ stakeMinor: 100, possibleWinMinor: 0 }), 0);
  assert.equal(overMaxMinor(600_000, 500_000), 100_000);
  assert.equal(overMaxMinor(400_000, 500_000), 0);
});

test('outcome totals group per event in the page order, each outcome payouts − stakes, highest liability first', () => {
  const events = eventsWithLiability(
    [30, 20, 10],
    [
      totals(20, 201, 'USD', 1_000, 1_500),
      totals(20, 202, 'USD', 500, 4_000, 2),
      totals(20, 202, 'RUB', 500, 4_000),
      totals(30, 301, 'EUR', 100, 90),
      totals(99, 999, 'USD', 1, 1_000_000),
    ],
    (gameId) => ({ name: `game ${gameId}` }),
  );
  assert.deepEqual(events.map((e) => e.event.name), ['game 30', 'game 20'], 'game 10 has no totals; game 99 is not on the page');
  assert.deepEqual(events[1]?.outcomes.map((o) => [o.oddId, o.currency, o.coupons, o.liabilityMinor]), [
    [202, 'RUB', 1, 3_500],
    [202, 'USD', 2, 3_500],
    [201, 'USD', 1, 500],
  ]);
  assert.equal(events[0]?.outcomes[0]?.liabilityMinor, -10, 'a book that wins on an outcome shows a negative liability');
  assert.deepEqual(eventsWithLiability([], [totals(1, 1, 'USD', 1, 2)], () => null), []);
});

test('"if approved" adds the coupon’s net win to each of its outcomes’ current liability (none: 0)', () => {
  const coupon = { stakeMinor: 600_000, possibleWinMinor: 1_200_000 };
  const result = liabilityIfApproved(coupon, [7, 8], new Map([[7, 25_000]]));
  assert.deepEqual([...result], [
    [7, { now: 25_000, ifApproved: 625_000 }],
    [8, { now: 0, ifApproved: 600_000 }],
  ]);
});

test('the earliest start of a coupon’s games, ignoring unknown ones', () => {
  assert.equal(earliestStart([1_800_000_100, null, 1_800_000_000]), 1_800_000_000);
  assert.equal(earliestStart([null]), null);
  assert.equal(earliestStart([]), null);
});
