/** Toto coupon rules: picks and lines (betting app), the stake, placing errors, and the shared line and prize maths (platform). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError, NetworkError, RequestTimeoutError } from '../../platform/src/api/errors';
import { TOTO_PRIZES, totoLineCount, totoMissCounts, totoPrizeMultiple } from '../../platform-wallet/src/schemas/toto-coupon';
import { parseStake, pickedEvents, togglePick, totalStake, totoCouponResult, totoLines, totoPlaceProblem, totoRequest, type TotoPicks } from '../../apps/betting/src/lib/toto';

const draw = { id: 9, events: [1, 2, 3].map((gameId) => ({ gameId })) };

test('togglePick adds and removes outcomes, kept in 1/X/2 order; lines are the product of the picks per event', () => {
  let picks: TotoPicks = {};
  picks = togglePick(picks, 1, '2');
  picks = togglePick(picks, 1, '1');
  assert.deepEqual(picks[1], ['1', '2']);
  assert.equal(pickedEvents(draw, picks), 1);
  assert.equal(totoLines(draw, picks), 0, 'no lines while an event has no pick');
  picks = togglePick(togglePick(togglePick(picks, 2, 'X'), 3, '1'), 3, 'X');
  assert.equal(totoLines(draw, picks), 4);
  picks = togglePick(picks, 1, '2');
  assert.deepEqual(picks[1], ['1']);
  assert.equal(totoLines(draw, picks), 2);
  picks = togglePick(picks, 2, 'X');
  assert.equal(totoLines(draw, picks), 0, 'an event emptied again');
  assert.deepEqual(totoRequest(draw, 5, togglePick(picks, 2, '2'), 12.5), {
    drawId: 9,
    accountId: 5,
    lineStake: 12.5,
    amount: 25,
    picks: [
      { gameId: 1, outcomes: ['1'] },
      { gameId: 2, outcomes: ['2'] },
      { gameId: 3, outcomes: ['1', 'X'] },
    ],
  });
});

test('parseStake takes a positive amount with at most 2 decimals (comma or point); totalStake is exact to the kopeck', () => {
  assert.equal(parseStake('10'), 10);
  assert.equal(parseStake(' 10,5 '), 10.5);
  assert.equal(parseStake('0.01'), 0.01);
  for (const bad of ['', '0', '0.00', '-1', '1.234', 'abc', '1e3', '1 000']) assert.equal(parseStake(bad), null, bad);
  assert.equal(totalStake(3, 0.1), 0.3);
  assert.equal(totalStake(27, 33.33), 899.91);
});

test('totoPlaceProblem: the server\'s code and facts, a network failure, anything else', () => {
  const body = { errors: [{ status: '422', code: 'stake_too_high', detail: 'too much', meta: { max: 1000, currency: 'RUB' } }] };
  assert.deepEqual(totoPlaceProblem(new ApiError(422, ['too much'], 'stake_too_high', body)), { kind: 'server', code: 'stake_too_high', detail: 'too much', meta: { max: 1000, currency: 'RUB' } });
  assert.deepEqual(totoPlaceProblem(new NetworkError()), { kind: 'network' });
  assert.deepEqual(totoPlaceProblem(new RequestTimeoutError(20_000)), { kind: 'network' });
  assert.deepEqual(totoPlaceProblem(new ApiError(500, [], null, 'oops')), { kind: 'other' });
  assert.deepEqual(totoPlaceProblem(new Error('x')), { kind: 'other' });
});

test('totoCouponResult: open, won with a payout, lost without', () => {
  assert.equal(totoCouponResult({ status: 'open', payout: null }), 'open');
  assert.equal(totoCouponResult({ status: 'settled', payout: 20 }), 'won');
  assert.equal(totoCouponResult({ status: 'settled', payout: 0 }), 'lost');
});

test('line and prize maths: Π picks lines; misses by Π (hit + miss·y) equal enumerating every line', () => {
  assert.equal(totoLineCount([]), 0);
  assert.equal(totoLineCount([{ outcomes: ['1'] }, { outcomes: ['1', 'X'] }, { outcomes: ['1', 'X', '2'] }]), 6);
  assert.deepEqual(totoMissCounts([{ hit: 1, miss: 0 }, { hit: 1, miss: 1 }, { hit: 0, miss: 2 }]), [0, 2, 2, 0]);
  // Against brute force: every line of random picks and results.
  let seed = 7;
  const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
  for (let round = 0; round < 50; round++) {
    const events = Array.from({ length: 6 }, () => {
      const outcomes = ['1', 'X', '2'].filter(() => rnd(2) === 1);
      const picks = outcomes.length > 0 ? outcomes : ['X'];
      return { picks, result: ['1', 'X', '2'][rnd(3)] as string };
    });
    const brute: number[] = new Array(7).fill(0);
    const walk = (i: number, misses: number): void => {
      if (i === events.length) {
        brute[misses]! += 1;
        return;
      }
      for (const p of events[i]!.picks) walk(i + 1, misses + (p === events[i]!.result ? 0 : 1));
    };
    walk(0, 0);
    const counts = totoMissCounts(events.map((e) => ({ hit: e.picks.includes(e.result) ? 1 : 0, miss: e.picks.length - (e.picks.includes(e.result) ? 1 : 0) })));
    assert.deepEqual(counts, brute);
    assert.equal(totoPrizeMultiple(counts), brute.reduce((sum, n, misses) => sum + n * (TOTO_PRIZES[misses] ?? 0), 0));
  }
});
