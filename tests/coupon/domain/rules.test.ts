/** Coupon rules of shell spec §5: system options, the bonus bet, the VIP bet, block maximum amounts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CouponType, InvalidCouponError, blockMaxAmounts, bonusBet, systemOptions, vipBetAvailable } from '../../../coupon-parcel/src/domain/index';

test('systemOptions: values 2 … r − 1 of the r non-bankers, lines C(r, k), minimum stake = per-line minimum × lines', () => {
  // 4 selections, no banker: 2/4 (6 lines), 3/4 (4 lines); 4/4 would be the express
  assert.deepEqual(systemOptions(4, 0, 10), [
    { value: 2, offset: 0, minBetAmount: 60, combinations: 6 },
    { value: 3, offset: 0, minBetAmount: 40, combinations: 4 },
  ]);
  // 5 selections, 1 banker: 4 others → 2/4 and 3/4, each line also carries the banker (offset 1)
  assert.deepEqual(systemOptions(5, 1, 0.5), [
    { value: 2, offset: 1, minBetAmount: 3, combinations: 6 },
    { value: 3, offset: 1, minBetAmount: 2, combinations: 4 },
  ]);
  assert.deepEqual(systemOptions(3, 1, 10), [], '2 non-bankers: only the express');
  assert.deepEqual(systemOptions(2, 0, 10), []);
  // 30 selections: 15/30 has C(30, 15) = 155 117 520 lines; 0.1 each → 15 511 752
  const fifteen = systemOptions(30, 0, 0.1).find((option) => option.value === 15);
  assert.deepEqual(fifteen, { value: 15, offset: 0, minBetAmount: 15_511_752, combinations: 155_117_520 });
  assert.equal(systemOptions(30, 0, 0.1).length, 28); // 2 … 29
  assert.throws(() => systemOptions(3, 4, 10), InvalidCouponError);
  assert.throws(() => systemOptions(3, 0, -1), InvalidCouponError);
});

const bets = (...coefs: number[]) => coefs.map((coef) => ({ coef, kind: 1 }));

test('bonusBet: an express of at least 3 bets of at least 1.1, none of kind 7, when enabled', () => {
  // 1.5 × 1.6 × 1.7 = 4.08; 3 bets: × 1.03 → 4.2024 → 4.202
  assert.deepEqual(bonusBet({ isEnabled: true, typeId: CouponType.express, bets: bets(1.5, 1.6, 1.7) }), { baseCoef: 4.08, percent: 3, bonusCoef: 4.202 });
  // 9 bets of 1.1: 1.1⁹ = 2.357947… → 2.358; × 1.09 = 2.57022 → 2.570
  assert.deepEqual(bonusBet({ isEnabled: true, typeId: CouponType.express, bets: bets(...new Array<number>(9).fill(1.1)) }), { baseCoef: 2.358, percent: 9, bonusCoef: 2.57 });
  // 10 bets of 1.1: 1.1¹⁰ = 2.593742… → 2.594; × 1.1 = 2.8534 → 2.853
  assert.deepEqual(bonusBet({ isEnabled: true, typeId: CouponType.express, bets: bets(...new Array<number>(10).fill(1.1)) }), { baseCoef: 2.594, percent: 10, bonusCoef: 2.853 });
  assert.equal(bonusBet({ isEnabled: false, typeId: CouponType.express, bets: bets(1.5, 1.6, 1.7) }), null, 'disabled in config');
  assert.equal(bonusBet({ isEnabled: true, typeId: CouponType.system, bets: bets(1.5, 1.6, 1.7) }), null, 'not an express');
  assert.equal(bonusBet({ isEnabled: true, typeId: CouponType.express, bets: bets(1.5, 1.6) }), null, 'two bets');
  assert.equal(bonusBet({ isEnabled: true, typeId: CouponType.express, bets: bets(1.5, 1.6, 1.099) }), null, 'a bet below 1.1');
  assert.notEqual(bonusBet({ isEnabled: true, typeId: CouponType.express, bets: bets(1.5, 1.6, 1.1) }), null, '1.1 itself counts');
  assert.equal(bonusBet({ isEnabled: true, typeId: CouponType.express, bets: [...bets(1.5, 1.6), { coef: 1.7, kind: 7 }] }), null, 'kind 7');
});

test('vipBetAvailable: allowed, finite maximum, line bets only, at least one, not many singles', () => {
  const line = { isLive: false };
  const base = { isAllowed: true, maxBetAmount: 5000, typeId: CouponType.express, bets: [line, line] };
  assert.equal(vipBetAvailable(base), true);
  assert.equal(vipBetAvailable({ ...base, isAllowed: false }), false);
  assert.equal(vipBetAvailable({ ...base, maxBetAmount: Number.POSITIVE_INFINITY }), false);
  assert.equal(vipBetAvailable({ ...base, bets: [line, { isLive: true }] }), false);
  assert.equal(vipBetAvailable({ ...base, bets: [] }), false);
  assert.equal(vipBetAvailable({ ...base, typeId: CouponType.manySingles }), false);
  assert.equal(vipBetAvailable({ ...base, typeId: CouponType.single, bets: [line] }), true);
});

test('blockMaxAmounts: sorted unique blocks, the first takes the maximum bet, each next the previous amount × its coefficient', () => {
  const blockBets = [
    { coef: 3, blockId: 2 },
    { coef: 1.5, blockId: 0 }, // lobby
    { coef: 2, blockId: 1 },
    { coef: 1.1, blockId: 1 }, // block 1: 2.2
  ];
  // lobby: 1000; block 1: 100 entered for the lobby × 1.5 = 150; block 2: 40 entered for block 1 × 2.2 = 88
  assert.deepEqual(blockMaxAmounts({ maxBetAmount: 1000, bets: blockBets, amountByBlockId: { 0: 100, 1: 40 } }), [
    { blockId: 0, coef: 1.5, maxAmount: 1000 },
    { blockId: 1, coef: 2.2, maxAmount: 150 },
    { blockId: 2, coef: 3, maxAmount: 88 },
  ]);
  // nothing entered: each block counts at its maximum: 1000, 1500, 3300
  assert.deepEqual(
    blockMaxAmounts({ maxBetAmount: 1000, bets: blockBets }).map((limit) => limit.maxAmount),
    [1000, 1500, 3300],
  );
  // an entry above its limit does not raise the next: 5000 entered for the lobby counts as 1000
  assert.equal(blockMaxAmounts({ maxBetAmount: 1000, bets: blockBets, amountByBlockId: { 0: 5000 } })[1]?.maxAmount, 1500);
  // rounding down: 33.33 × 1.5 = 49.995 → 49.99
  assert.equal(blockMaxAmounts({ maxBetAmount: 1000, bets: blockBets, amountByBlockId: { 0: 33.33 } })[1]?.maxAmount, 49.99);
  assert.deepEqual(blockMaxAmounts({ maxBetAmount: Number.POSITIVE_INFINITY, bets: blockBets }).map((limit) => limit.maxAmount), [Infinity, Infinity, Infinity]);
  assert.deepEqual(blockMaxAmounts({ maxBetAmount: 1000, bets: [] }), []);
  assert.throws(() => blockMaxAmounts({ maxBetAmount: 1000, bets: [{ coef: 2, blockId: -1 }] }), InvalidCouponError);
});
