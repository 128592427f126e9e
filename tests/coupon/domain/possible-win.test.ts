/**
 * possibleWin, couponCoef and lineCount, hand-checked for every coupon type. The arithmetic is in
 * the comments: S the amount, c the odds, lines the stake is split over.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CouponType, InvalidCouponError, couponCoef, lineCount, possibleWin } from '../../../coupon-parcel/src/domain/index';
import type { CouponInput } from '../../../coupon-parcel/src/domain/index';
import { odds } from './support';

test('0 single: S × c', () => {
  assert.equal(possibleWin({ typeId: CouponType.single, amount: 100, bets: odds(1.85) }), 185); // 100 × 1.85
  assert.equal(lineCount({ typeId: CouponType.single, amount: 100, bets: odds(1.85) }), 1);
});

test('1 express: S × Π c, the product rounded to 3 decimals first (what the coupon shows and pays)', () => {
  const express: CouponInput = { typeId: CouponType.express, amount: 10, bets: odds(2.6, 3.5, 1.2) };
  assert.equal(possibleWin(express), 109.2); // 2.6 × 3.5 × 1.2 = 10.92; 10 × 10.92
  assert.equal(couponCoef(express), 10.92);
  // 1.23 × 1.45 × 1.67 = 2.978445 → 2.978; 100 × 2.978 = 297.80 (not 297.84 from the unrounded product)
  assert.equal(possibleWin({ typeId: CouponType.express, amount: 100, bets: odds(1.23, 1.45, 1.67) }), 297.8);
});

test('2 system 2/3: S / 3 on each of the 3 doubles', () => {
  const system: CouponInput = { typeId: CouponType.system, amount: 30, systemValue: 2, bets: odds(2, 3, 4) };
  // lines 2×3 = 6, 2×4 = 8, 3×4 = 12: e₂ = 26; 10 per line → 260
  assert.equal(possibleWin(system), 260);
  assert.equal(lineCount(system), 3);
  assert.equal(couponCoef(system), 8.667, 'shown: 26 / 3 = 8.6667 → 8.667 (30 × 8.667 = 260.01; the lines pay 260)');
});

test('2 system 2/4: S / 6 on each of the 6 doubles (C(4, 2) = 6, not 4)', () => {
  const system: CouponInput = { typeId: CouponType.system, amount: 60, systemValue: 2, bets: odds(1.5, 2, 2.5, 3) };
  // 1.5×2 = 3, 1.5×2.5 = 3.75, 1.5×3 = 4.5, 2×2.5 = 5, 2×3 = 6, 2.5×3 = 7.5: e₂ = 29.75; 10 per line → 297.5
  assert.equal(possibleWin(system), 297.5);
  assert.equal(lineCount(system), 6);
});

test('2 system 3/4: S / 4 on each of the 4 trebles', () => {
  const system: CouponInput = { typeId: CouponType.system, amount: 40, systemValue: 3, bets: odds(1.5, 2, 2.5, 3) };
  // 1.5×2×2.5 = 7.5, 1.5×2×3 = 9, 1.5×2.5×3 = 11.25, 2×2.5×3 = 15: e₃ = 42.75; 10 per line → 427.5
  assert.equal(possibleWin(system), 427.5);
  assert.equal(lineCount(system), 4);
});

test('2 system with a banker: the banker is in every line, systemValue counts the others', () => {
  const system: CouponInput = { typeId: CouponType.system, amount: 30, systemValue: 2, bets: [{ coef: 1.5, banker: true }, ...odds(2, 3, 4)] };
  // banker 1.5 × (2×3 + 2×4 + 3×4 = 26) = 39 over C(3, 2) = 3 lines of 3 selections; 10 per line → 390
  assert.equal(possibleWin(system), 390);
  assert.equal(lineCount(system), 3);
  const twoBankers: CouponInput = { typeId: CouponType.system, amount: 30, systemValue: 2, bets: [{ coef: 1.5, banker: true }, { coef: 2, banker: true }, ...odds(2, 3, 4)] };
  assert.equal(possibleWin(twoBankers), 780); // 1.5 × 2 × 26 = 78; 10 per line → 780
});

test('2 system: the stake per line is not rounded, the result is rounded once', () => {
  // 10 / 3 per line × 26 = 86.666… → 86.67. Rounding each line's stake to 3.33 would give 3.33 × 26 = 86.58.
  assert.equal(possibleWin({ typeId: CouponType.system, amount: 10, systemValue: 2, bets: odds(2, 3, 4) }), 86.67);
});

test('2 system n/n is one line: the express', () => {
  const bets = odds(1.23, 1.45, 1.67);
  assert.equal(possibleWin({ typeId: CouponType.system, amount: 100, systemValue: 3, bets }), possibleWin({ typeId: CouponType.express, amount: 100, bets })); // both 297.80
});

test('3 chain: the amount is the unit stake of each single, wins stay in the chain account', () => {
  const chain: CouponInput = { typeId: CouponType.chain, amount: 10, bets: odds(2, 1.5, 3) };
  // account 10 → stake 10 at 2 → 20 → stake 10 at 1.5 → 25 → stake 10 at 3 → 45 = 10 × (1 + 1 + 0.5 + 2)
  assert.equal(possibleWin(chain), 45);
  assert.equal(lineCount(chain), 3);
});

test('4 multi-bet: one express per block, each with the lobby (block 0); systemValue makes it a system over blocks', () => {
  const bets = [
    { coef: 1.5, blockId: 0 }, // lobby: 1.5
    { coef: 2, blockId: 1 },
    { coef: 1.1, blockId: 1 }, // block 1: 2 × 1.1 = 2.2
    { coef: 3, blockId: 2 }, // block 2: 3
    { coef: 1.8, blockId: 5 }, // block 5: 1.8 (ids need not be consecutive)
  ];
  // default 1 block per line: 3 lines of 30 / 3 = 10: 10 × 1.5 × (2.2 + 3 + 1.8 = 7) = 105
  assert.equal(possibleWin({ typeId: CouponType.multiBet, amount: 30, bets }), 105);
  assert.equal(lineCount({ typeId: CouponType.multiBet, amount: 30, bets }), 3);
  // 2 blocks per line: 2.2×3 = 6.6, 2.2×1.8 = 3.96, 3×1.8 = 5.4 → 15.96; 10 × 1.5 × 15.96 = 239.4
  assert.equal(possibleWin({ typeId: CouponType.multiBet, amount: 30, systemValue: 2, bets }), 239.4);
  // a quoted lobby: 10 × 1.6 × 7 = 112
  assert.equal(possibleWin({ typeId: CouponType.multiBet, amount: 30, lobbyCoef: 1.6, bets }), 112);
  // no lobby: 10 × 7 = 70
  assert.equal(possibleWin({ typeId: CouponType.multiBet, amount: 30, bets: bets.slice(1) }), 70);
  // all 3 blocks in one line: one express 1.5 × 2.2 × 3 × 1.8 = 17.82; 30 × 17.82 = 534.6
  assert.equal(possibleWin({ typeId: CouponType.multiBet, amount: 30, systemValue: 3, bets }), 534.6);
});

test('5 conditional: each single staked with the amount, the next only after a win', () => {
  const conditional: CouponInput = { typeId: CouponType.conditional, amount: 10, bets: odds(1.8, 2.5) };
  // account 10 → stake 10 at 1.8 → 18 → stake 10 at 2.5 → 33 = 10 × (1 + 0.8 + 1.5)
  assert.equal(possibleWin(conditional), 33);
  assert.equal(lineCount(conditional), 2);
});

test('6 anti-express: S × its quote; never priced without one', () => {
  const bets = odds(2.6, 3.5, 1.2);
  assert.throws(() => possibleWin({ typeId: CouponType.antiExpress, amount: 100, bets }), InvalidCouponError, 'the maths derives no anti-express price');
  assert.equal(possibleWin({ typeId: CouponType.antiExpress, amount: 100, bets, antiExpressCoef: 1.08 }), 108); // 100 × 1.08
  assert.equal(couponCoef({ typeId: CouponType.antiExpress, amount: 100, bets, antiExpressCoef: 1.0804 }), 1.08);
  assert.equal(possibleWin({ typeId: CouponType.antiExpress, amount: 100, bets, antiExpressCoef: 1.08, exactCoef: 1.2 }), 120); // exactCoef wins
  assert.equal(lineCount({ typeId: CouponType.antiExpress, amount: 100, bets, antiExpressCoef: 1.08 }), 1);
});

test('7 lucky: every combination from singles up, 2ⁿ − 1 lines (Lucky 15 for 4 selections)', () => {
  const lucky15: CouponInput = { typeId: CouponType.lucky, amount: 15, bets: odds(2, 2, 2, 2) };
  assert.equal(lineCount(lucky15), 15); // 4 singles + 6 doubles + 4 trebles + 1 four-fold
  // 1 per line: singles 4×2 = 8, doubles 6×4 = 24, trebles 4×8 = 32, four-fold 16 → 80 = (1 + 2)⁴ − 1
  assert.equal(possibleWin(lucky15), 80);
  // odds 1.5, 2, 2.5, 3, 2 per line: Π (1 + c) − 1 = 2.5 × 3 × 3.5 × 4 − 1 = 104; 2 × 104 = 208
  assert.equal(possibleWin({ typeId: CouponType.lucky, amount: 30, bets: odds(1.5, 2, 2.5, 3) }), 208);
  assert.equal(lineCount({ typeId: CouponType.lucky, amount: 31, bets: odds(2, 2, 2, 2, 2) }), 31); // Lucky 31
});

test('8 patent: 3 singles, 3 doubles and a treble, 7 lines', () => {
  const patent: CouponInput = { typeId: CouponType.patent, amount: 7, bets: odds(2, 3, 4) };
  assert.equal(lineCount(patent), 7);
  // 1 per line: singles 2 + 3 + 4 = 9, doubles 6 + 8 + 12 = 26, treble 24 → 59 (= 3 × 4 × 5 − 1)
  assert.equal(possibleWin(patent), 59);
});

test('9 many singles: the amount split equally, each a single', () => {
  const singles: CouponInput = { typeId: CouponType.manySingles, amount: 30, bets: odds(1.5, 2, 2.5) };
  assert.equal(possibleWin(singles), 60); // 10 each: 15 + 20 + 25
  assert.equal(lineCount(singles), 3);
  // 10 / 3 each: (1.001 + 1.001 + 1.002) × 10 / 3 = 10.01333 → 10.01
  assert.equal(possibleWin({ typeId: CouponType.manySingles, amount: 10, bets: odds(1.001, 1.001, 1.002) }), 10.01);
});

test('exactCoef, when set, is the price: amount × exactCoef; 0 means not set', () => {
  assert.equal(possibleWin({ typeId: CouponType.express, amount: 10, bets: odds(2.6, 3.5, 1.2), exactCoef: 11 }), 110);
  assert.equal(possibleWin({ typeId: CouponType.express, amount: 10, bets: odds(2.6, 3.5, 1.2), exactCoef: 0 }), 109.2);
  assert.equal(possibleWin({ typeId: CouponType.system, amount: 30, systemValue: 2, bets: odds(2, 3, 4), exactCoef: 9 }), 270);
  assert.equal(couponCoef({ typeId: CouponType.express, amount: 10, bets: odds(2.6, 3.5, 1.2), exactCoef: 11 }), 10.92, 'couponCoef is the market coefficient');
});

test('money rounds half up once, to kopecks', () => {
  // 1 × 1.005 = 1.005 → 1.01: in binary 1.005 × 100 is 100.49999999999999, which must not round down
  assert.equal(possibleWin({ typeId: CouponType.single, amount: 1, bets: odds(1.005) }), 1.01);
  assert.equal(possibleWin({ typeId: CouponType.single, amount: 1, bets: odds(1.255) }), 1.26);
  assert.equal(possibleWin({ typeId: CouponType.single, amount: 1, bets: odds(1.254) }), 1.25);
  assert.equal(possibleWin({ typeId: CouponType.single, amount: 0, bets: odds(1.5) }), 0);
});

test('coupons that cannot be priced throw InvalidCouponError', () => {
  const invalid: CouponInput[] = [
    { typeId: CouponType.single, amount: 10, bets: odds(1.5, 2) },
    { typeId: CouponType.single, amount: 10, bets: [] },
    { typeId: CouponType.express, amount: 10, bets: odds(1.5) },
    { typeId: CouponType.system, amount: 10, bets: odds(1.5, 2, 3) }, // no systemValue
    { typeId: CouponType.system, amount: 10, systemValue: 1, bets: odds(1.5, 2, 3) }, // spec: never below 2
    { typeId: CouponType.system, amount: 10, systemValue: 4, bets: odds(1.5, 2, 3) },
    { typeId: CouponType.system, amount: 10, systemValue: 2.5, bets: odds(1.5, 2, 3) },
    { typeId: CouponType.system, amount: 10, systemValue: 2, bets: [{ coef: 1.5, banker: true }, { coef: 2, banker: true }, { coef: 3 }] },
    { typeId: CouponType.patent, amount: 10, bets: odds(1.5, 2, 3, 4) },
    { typeId: CouponType.lucky, amount: 10, bets: odds(1.5) },
    { typeId: CouponType.multiBet, amount: 10, bets: odds(1.5, 2) }, // no block ids
    { typeId: CouponType.multiBet, amount: 10, bets: [{ coef: 1.5, blockId: 0 }] }, // lobby only
    { typeId: CouponType.multiBet, amount: 10, lobbyCoef: 1.5, bets: [{ coef: 2, blockId: 1 }] }, // quote for an empty lobby
    { typeId: CouponType.multiBet, amount: 10, systemValue: 2, bets: [{ coef: 2, blockId: 1 }] },
    { typeId: CouponType.express, amount: -1, bets: odds(1.5, 2) },
    { typeId: CouponType.express, amount: Number.NaN, bets: odds(1.5, 2) },
    { typeId: CouponType.express, amount: 10, bets: odds(0.5, 2) },
    { typeId: CouponType.express, amount: 10, bets: odds(1.5, 2), exactCoef: 0.5 },
    { typeId: CouponType.antiExpress, amount: 10, bets: odds(1.5, 2), antiExpressCoef: 1 },
    { typeId: 11 as CouponInput['typeId'], amount: 10, bets: odds(1.5) },
  ];
  for (const input of invalid) assert.throws(() => possibleWin(input), InvalidCouponError, JSON.stringify(input));
});

test('banker flags count only in a system, block ids only in a multi-bet (the coupon keeps them across type changes)', () => {
  const bets = [{ coef: 2, banker: true, blockId: 3 }, { coef: 3 }];
  assert.equal(possibleWin({ typeId: CouponType.express, amount: 10, bets }), 60);
  assert.equal(possibleWin({ typeId: CouponType.manySingles, amount: 10, bets }), 25); // 5 × 2 + 5 × 3
});
