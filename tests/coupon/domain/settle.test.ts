/**
 * settle, hand-checked: every status on a single, then the statuses inside each coupon type.
 * Counted odds: win c, lose 0, return 1, half win (c + 1) / 2, half lose ½, half lose half win c / 2.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BetStatus, CouponType, InvalidCouponError, UnsettledBetError, settle, settledOdds } from '../../../coupon-parcel/src/domain/index';
import type { BetStatusId } from '../../../coupon-parcel/src/domain/index';
import { settled } from './support';

const { lose, win, return: returned, forcedReturn, halfWinHalfReturn, halfLoseHalfReturn, halfLoseHalfWin, notCalculated, notStarted } = BetStatus;

test('every status on a single of 100 at 1.9', () => {
  const single = (statusId: BetStatusId) => settle({ typeId: CouponType.single, amount: 100, bets: settled([1.9, statusId]) });
  assert.equal(single(lose), 0);
  assert.equal(single(win), 190); // 100 × 1.9
  assert.equal(single(returned), 100); // counts at 1
  assert.equal(single(forcedReturn), 100);
  assert.equal(single(halfWinHalfReturn), 145); // 50 × 1.9 + 50 = 100 × (1.9 + 1) / 2
  assert.equal(single(halfLoseHalfReturn), 50); // 50 lost + 50 back = 100 × 0.5
  assert.equal(single(halfLoseHalfWin), 95); // 50 lost + 50 × 1.9 = 100 × 1.9 / 2
  assert.equal(settledOdds(1.9, halfLoseHalfWin), 0.95);
});

test('a half win is not rounded through a coefficient: 100 at 1.955, half win half return pays 147.75', () => {
  // 50 × 1.955 + 50 = 147.75 (rounding (1.955 + 1) / 2 = 1.4775 to 1.478 first would pay 147.80)
  assert.equal(settle({ typeId: CouponType.single, amount: 100, bets: settled([1.955, halfWinHalfReturn]) }), 147.75);
});

test('an unsettled bet is an UnsettledBetError naming the bet', () => {
  for (const statusId of [notCalculated, notStarted]) {
    assert.throws(
      () => settle({ typeId: CouponType.express, amount: 10, bets: settled([2, win], [3, statusId]) }),
      (error: unknown) => error instanceof UnsettledBetError && error.betIndex === 1 && error.statusId === statusId,
    );
  }
  assert.throws(() => settledOdds(2, notStarted), UnsettledBetError);
  assert.throws(() => settle({ typeId: CouponType.single, amount: 10, bets: settled([2, 7 as BetStatusId]) }), InvalidCouponError);
});

test('1 express: the counted odds multiply; a return counts 1, a loss loses it all', () => {
  // 10 × 2.6 × 1 × 1.2 = 31.2
  assert.equal(settle({ typeId: CouponType.express, amount: 10, bets: settled([2.6, win], [3.5, returned], [1.2, win]) }), 31.2);
  // 10 × 2 × (1.8 + 1) / 2 = 10 × 2 × 1.4 = 28
  assert.equal(settle({ typeId: CouponType.express, amount: 10, bets: settled([2, win], [1.8, halfWinHalfReturn]) }), 28);
  // 10 × 2 × 0.5 = 10
  assert.equal(settle({ typeId: CouponType.express, amount: 10, bets: settled([2, win], [1.8, halfLoseHalfReturn]) }), 10);
  assert.equal(settle({ typeId: CouponType.express, amount: 10, bets: settled([2.6, win], [3.5, lose], [1.2, win]) }), 0);
  // full win: the quoted express coefficient 10.92 → 109.2
  assert.equal(settle({ typeId: CouponType.express, amount: 10, bets: settled([2.6, win], [3.5, win], [1.2, win]) }), 109.2);
});

test('exactCoef prices the full win only; anything else is recomputed from the selections', () => {
  const bets = (middle: BetStatusId) => settled([2.6, win], [3.5, middle], [1.2, win]);
  assert.equal(settle({ typeId: CouponType.express, amount: 10, exactCoef: 11, bets: bets(win) }), 110); // 10 × 11
  assert.equal(settle({ typeId: CouponType.express, amount: 10, exactCoef: 11, bets: bets(returned) }), 31.2); // 10 × 2.6 × 1.2
  // …but never above the quote: exactCoef 2 below the selections' 10.92; a return leaves 3.12, capped at 2 → 20
  assert.equal(settle({ typeId: CouponType.express, amount: 10, exactCoef: 2, bets: bets(returned) }), 20);
  assert.equal(settle({ typeId: CouponType.express, amount: 10, exactCoef: 2, bets: settled([2.6, returned], [3.5, returned], [1.2, forcedReturn]) }), 10, 'all returned: the stake');
});

test('2 system 2/3 with a loss: only the line without it pays', () => {
  // odds 2, 3 (lost), 4; 10 per line: 2×0, 2×4 = 8, 0×4 → 80
  assert.equal(settle({ typeId: CouponType.system, amount: 30, systemValue: 2, bets: settled([2, win], [3, lose], [4, win]) }), 80);
  // a return in 3/4: odds 1.5, 2, 2.5 (returned → 1), 3; 10 per line:
  // 1.5×2×1 = 3, 1.5×2×3 = 9, 1.5×1×3 = 4.5, 2×1×3 = 6 → 22.5 → 225
  assert.equal(settle({ typeId: CouponType.system, amount: 40, systemValue: 3, bets: settled([1.5, win], [2, win], [2.5, returned], [3, win]) }), 225);
});

test('2 system with a banker: a lost banker loses every line', () => {
  const bets = [{ coef: 1.5, banker: true, statusId: lose }, ...settled([2, win], [3, win], [4, win])];
  assert.equal(settle({ typeId: CouponType.system, amount: 30, systemValue: 2, bets }), 0);
  // banker returned: 1 × 26 × 10 = 260
  const returnedBanker = [{ coef: 1.5, banker: true, statusId: returned }, ...settled([2, win], [3, win], [4, win])];
  assert.equal(settle({ typeId: CouponType.system, amount: 30, systemValue: 2, bets: returnedBanker }), 260);
});

test('3 chain: a loss takes one unit from the account, the chain plays on while money is left', () => {
  // unit 3: 3 → (3 at 2) 6 → (3 at 1.5) 7.5 → (3 lost) 4.5 → (3 at 3) 10.5 → (3 lost) 7.5
  const bets = settled([2, win], [1.5, win], [2, lose], [3, win], [1.5, lose]);
  assert.equal(settle({ typeId: CouponType.chain, amount: 3, bets }), 7.5);
  // a short account stakes what is left: 10 → (10 at half lose half return) 5 → (5 at 3) 15
  assert.equal(settle({ typeId: CouponType.chain, amount: 10, bets: settled([2, halfLoseHalfReturn], [3, win]) }), 15);
});

test('3 chain: an empty account ends the chain, later bets were never placed and need no result', () => {
  assert.equal(settle({ typeId: CouponType.chain, amount: 10, bets: settled([2, lose], [3, notCalculated], [4, notStarted]) }), 0);
  assert.throws(() => settle({ typeId: CouponType.chain, amount: 10, bets: settled([2, win], [3, notCalculated]) }), UnsettledBetError);
});

test('5 conditional: a result other than a win ends the sequence; later bets were never placed', () => {
  // 10 → (10 at 1.8) 18 → (10 lost) 8; the third bet was never placed
  assert.equal(settle({ typeId: CouponType.conditional, amount: 10, bets: settled([1.8, win], [2.5, lose], [3, notCalculated]) }), 8);
  // 10 → 18 → (10 returned) 18, stop
  assert.equal(settle({ typeId: CouponType.conditional, amount: 10, bets: settled([1.8, win], [2.5, returned], [3, notCalculated]) }), 18);
  // 10 → 18 → (10 half win at 2.5: 17.5) 25.5, stop: a half win is not a win
  assert.equal(settle({ typeId: CouponType.conditional, amount: 10, bets: settled([1.8, win], [2.5, halfWinHalfReturn], [3, notCalculated]) }), 25.5);
  // every bet won: 10 × (1 + 0.8 + 1.5 + 2) = 53
  assert.equal(settle({ typeId: CouponType.conditional, amount: 10, bets: settled([1.8, win], [2.5, win], [3, win]) }), 53);
  // the first bet lost: nothing (the chain would be the same here)
  assert.equal(settle({ typeId: CouponType.conditional, amount: 10, bets: settled([1.8, lose], [2.5, notCalculated]) }), 0);
});

test('3 chain and 5 conditional differ after a loss', () => {
  const bets = settled([2, win], [1.5, lose], [3, win]);
  // chain: 10 → 20 → 10 → 30; conditional: 10 → 20 → 10, stop
  assert.equal(settle({ typeId: CouponType.chain, amount: 10, bets }), 30);
  assert.equal(settle({ typeId: CouponType.conditional, amount: 10, bets }), 10);
});

test('4 multi-bet: a lost block loses its line; a lobby return counts 1 and drops the lobby quote', () => {
  const bets = (block2: BetStatusId, lobby: BetStatusId) => [
    { coef: 1.5, blockId: 0, statusId: lobby },
    { coef: 2, blockId: 1, statusId: win },
    { coef: 1.1, blockId: 1, statusId: win },
    { coef: 3, blockId: 2, statusId: block2 },
    { coef: 1.8, blockId: 3, statusId: win },
  ];
  // 10 per block line: 1.5 × (2.2 + 0 + 1.8) × 10 = 60
  assert.equal(settle({ typeId: CouponType.multiBet, amount: 30, bets: bets(lose, win) }), 60);
  // lobby quoted 1.6 and won: 1.6 × 7 × 10 = 112; lobby returned: 1 × 7 × 10 = 70
  assert.equal(settle({ typeId: CouponType.multiBet, amount: 30, lobbyCoef: 1.6, bets: bets(win, win) }), 112);
  assert.equal(settle({ typeId: CouponType.multiBet, amount: 30, lobbyCoef: 1.6, bets: bets(win, returned) }), 70);
  // lobby quoted 1.2, below its own 1.5, and half won: (1.5 + 1) / 2 = 1.25 counts, capped at 1.2: 1.2 × 7 × 10 = 84
  assert.equal(settle({ typeId: CouponType.multiBet, amount: 30, lobbyCoef: 1.2, bets: bets(win, halfWinHalfReturn) }), 84);
  // lobby lost: every line loses
  assert.equal(settle({ typeId: CouponType.multiBet, amount: 30, bets: bets(win, lose) }), 0);
});

test('6 anti-express: pays its coefficient when a selection loses, nothing when all win, the stake when all return', () => {
  const anti = (...statuses: BetStatusId[]) =>
    settle({ typeId: CouponType.antiExpress, amount: 100, antiExpressCoef: 1.101, bets: settled([2.6, statuses[0] ?? win], [3.5, statuses[1] ?? win], [1.2, statuses[2] ?? win]) });
  // quoted at 1.101
  assert.equal(anti(win, lose, win), 110.1); // 100 × 1.101
  assert.equal(anti(lose, lose, lose), 110.1);
  assert.equal(anti(win, win, win), 0);
  assert.equal(anti(returned, forcedReturn, returned), 100);
  // half lose half return, the others won: half the stake with a loss (wins 1.101), half with a return
  // and the rest won (the anti-express on the rest loses): 100 × 1.101 × 0.5 = 55.05
  assert.equal(anti(win, halfLoseHalfReturn, win), 55.05);
  // a return, the rest won: the anti-express stands on the rest and loses
  assert.equal(anti(returned, win, win), 0);
  // a return and a loss: wins at the same coefficient (not re-quoted)
  assert.equal(anti(returned, lose, win), 110.1);
  // two half-lose-half-win: P(no loss) = ½ × ½, so 100 × 1.101 × ¾ = 82.575 → 82.58
  assert.equal(anti(halfLoseHalfWin, halfLoseHalfWin, win), 82.58);
});

test('7 lucky and 8 patent: every line that holds a loser loses', () => {
  // Lucky 15, 1 per line, odds 2, 2, 2, 2, the last lost: singles 6, doubles 3 × 4 = 12, trebles 8 → 26
  // = Π (1 + counted odds) − 1 = 3 × 3 × 3 × 1 − 1
  assert.equal(settle({ typeId: CouponType.lucky, amount: 15, bets: settled([2, win], [2, win], [2, win], [2, lose]) }), 26);
  // patent 2, 3, 4 (returned → 1), 1 per line: 3 × 4 × 2 − 1 = 23 (singles 6, doubles 6 + 2 + 3 = 11, treble 6)
  assert.equal(settle({ typeId: CouponType.patent, amount: 7, bets: settled([2, win], [3, win], [4, returned]) }), 23);
});

test('9 many singles: each single settles alone', () => {
  // 10 each: 15 + 0 + 25 = 40
  assert.equal(settle({ typeId: CouponType.manySingles, amount: 30, bets: settled([1.5, win], [2, lose], [2.5, win]) }), 40);
  // 10 each: 10 × (2 + 1) / 2 + 10 × 0.5 + 10 × 2.5 / 2 = 15 + 5 + 12.5 = 32.5
  assert.equal(settle({ typeId: CouponType.manySingles, amount: 30, bets: settled([2, halfWinHalfReturn], [2, halfLoseHalfReturn], [2.5, halfLoseHalfWin]) }), 32.5);
});
