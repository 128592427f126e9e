/**
 * Properties of the coupon maths over generated coupons of every type (fast-check):
 * system n/n is the express, nothing is negative, a full win settles at the possible win, all
 * returns give the stake back, a settled coupon never pays more than its possible win, and turning
 * a loss into a win never lowers the payout (except on an anti-express, where it never raises it).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { BetStatus, CouponType, couponCoef, couponPrice, lineCount, possibleWin, roundMoney, settle } from '../../../coupon-parcel/src/domain/index';
import type { BetStatusId, CouponInput, CouponSelection, SettleInput } from '../../../coupon-parcel/src/domain/index';

/** Coefficients as the feed sends them: 3 decimals, mostly 1.001 to 3, sometimes up to 30. */
const coef = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1001, max: 3000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 3001, max: 30_000 }) },
).map((thousandths) => thousandths / 1000);
/** Stakes in kopecks up to 100 000 roubles. */
const amount = fc.integer({ min: 0, max: 10_000_000 }).map((kopecks) => kopecks / 100);
const coefs = (min: number, max: number) => fc.array(coef, { minLength: min, maxLength: max });
const plain = (values: number[]): CouponSelection[] => values.map((value) => ({ coef: value }));

const single = fc.record({ typeId: fc.constant(CouponType.single), amount, bets: coefs(1, 1).map(plain) });
const express = fc.record({ typeId: fc.constant(CouponType.express), amount, bets: coefs(2, 12).map(plain) });
/** A system: n non-bankers, up to 3 bankers, k from 2 to n. */
const system = fc
  .tuple(coefs(2, 15), coefs(0, 3), amount)
  .chain(([others, bankers, stake]) =>
    fc.integer({ min: 2, max: others.length }).map((systemValue) => ({
      typeId: CouponType.system,
      amount: stake,
      systemValue,
      bets: [...bankers.map((value) => ({ coef: value, banker: true })), ...plain(others)],
    })),
  );
const chain = fc.record({ typeId: fc.constant(CouponType.chain), amount, bets: coefs(2, 10).map(plain) });
/** A multi-bet: blocks 0 (lobby) to 4, at least one block besides the lobby, a lobby quote only with a lobby. */
const multiBet = fc
  .tuple(fc.array(fc.tuple(coef, fc.integer({ min: 0, max: 4 })), { minLength: 0, maxLength: 8 }), coef, fc.integer({ min: 1, max: 4 }), amount, fc.option(coef))
  .chain(([rest, firstCoef, firstBlock, stake, lobbyCoef]) => {
    const bets = [{ coef: firstCoef, blockId: firstBlock }, ...rest.map(([value, blockId]) => ({ coef: value, blockId }))];
    const blocks = new Set(bets.map((bet) => bet.blockId).filter((id) => id !== 0)).size;
    const hasLobby = bets.some((bet) => bet.blockId === 0);
    return fc.integer({ min: 1, max: blocks }).map((systemValue) => ({
      typeId: CouponType.multiBet,
      amount: stake,
      systemValue,
      bets,
      ...(hasLobby && lobbyCoef !== null ? { lobbyCoef } : {}),
    }));
  });
const conditional = fc.record({ typeId: fc.constant(CouponType.conditional), amount, bets: coefs(2, 10).map(plain) });
const antiExpress = fc
  .tuple(coefs(2, 8), amount, coef)
  .map(([values, stake, quote]) => ({ typeId: CouponType.antiExpress, amount: stake, bets: plain(values), antiExpressCoef: quote }));
const lucky = fc.record({ typeId: fc.constant(CouponType.lucky), amount, bets: coefs(2, 8).map(plain) });
const patent = fc.record({ typeId: fc.constant(CouponType.patent), amount, bets: coefs(3, 3).map(plain) });
const manySingles = fc.record({ typeId: fc.constant(CouponType.manySingles), amount, bets: coefs(2, 10).map(plain) });

/**
 * Coupons a bookmaker accepts: the product of every coefficient in them at most 10⁶ (it bounds the
 * return per unit staked of every type). Beyond that, maximum payouts refuse the coupon, and money
 * leaves the range where money.ts keeps kopecks whole (10¹¹ roubles with stakes up to 10⁵).
 */
const accepted = (input: CouponInput): boolean =>
  [...input.bets.map((bet) => bet.coef), input.lobbyCoef ?? 1, input.antiExpressCoef ?? 1].reduce((product, value) => product * value, 1) <= 1e6;

/** A valid coupon of any type, without exactCoef. */
const coupon: fc.Arbitrary<CouponInput> = fc.oneof(single, express, system, chain, multiBet, conditional, antiExpress, lucky, patent, manySingles).filter(accepted);
/** Sometimes with exactCoef. */
const couponWithExact: fc.Arbitrary<CouponInput> = fc.tuple(coupon, fc.option(coef)).map(([input, exact]) => (exact === null ? input : { ...input, exactCoef: exact }));

const status = fc.constantFrom<BetStatusId>(0, 1, 2, 3, 4, 5, 6);
const withStatuses = (input: CouponInput, statuses: readonly BetStatusId[]): SettleInput => ({
  ...input,
  bets: input.bets.map((bet, index) => ({ ...bet, statusId: statuses[index % statuses.length] as BetStatusId })),
});
const couponAndStatuses = coupon.chain((input) => fc.array(status, { minLength: input.bets.length, maxLength: input.bets.length }).map((statuses) => [input, statuses] as const));

test('property: a system n/n (bankers or not) pays exactly the express of the same selections', () => {
  fc.assert(
    fc.property(coefs(2, 15), coefs(0, 3), amount, (others, bankers, stake) => {
      const bets = [...bankers.map((value) => ({ coef: value, banker: true })), ...plain(others)];
      if (!accepted({ typeId: CouponType.express, amount: stake, bets })) return;
      const asSystem = possibleWin({ typeId: CouponType.system, amount: stake, systemValue: others.length, bets });
      const asExpress = possibleWin({ typeId: CouponType.express, amount: stake, bets });
      assert.equal(asSystem, asExpress);
    }),
    { numRuns: 2000 },
  );
});

test('property: the possible win is never negative, never NaN, and a whole number of kopecks', () => {
  fc.assert(
    fc.property(couponWithExact, (input) => {
      const win = possibleWin(input);
      return Number.isFinite(win) && win >= 0 && roundMoney(win) === win;
    }),
    { numRuns: 3000 },
  );
});

test('property: a coupon whose selections all win settles at its possible win (an anti-express at 0)', () => {
  fc.assert(
    fc.property(couponWithExact, (input) => {
      const paid = settle(withStatuses(input, [BetStatus.win]));
      assert.equal(paid, input.typeId === CouponType.antiExpress ? 0 : possibleWin(input));
    }),
    { numRuns: 3000 },
  );
});

test('property: a coupon whose selections all return (2 or 3) settles to the stake', () => {
  fc.assert(
    fc.property(couponWithExact, fc.array(fc.constantFrom<BetStatusId>(2, 3), { minLength: 1, maxLength: 5 }), (input, statuses) => {
      assert.equal(settle(withStatuses(input, statuses)), roundMoney(input.amount));
    }),
    { numRuns: 3000 },
  );
});

test('property: a settled coupon pays between 0 and its possible win (with or without exactCoef)', () => {
  fc.assert(
    fc.property(couponAndStatuses, fc.option(coef), ([plainInput, statuses], exact) => {
      const input = exact === null ? plainInput : { ...plainInput, exactCoef: exact };
      const paid = settle(withStatuses(input, statuses));
      return paid >= 0 && paid <= possibleWin(input);
    }),
    { numRuns: 3000 },
  );
});

test('property: a loss turned into a win never lowers the payout (an anti-express: never raises it)', () => {
  fc.assert(
    fc.property(couponAndStatuses, fc.nat(), fc.option(coef), ([plainInput, statuses], pick, exact) => {
      const input = exact === null ? plainInput : { ...plainInput, exactCoef: exact };
      const losses = statuses.flatMap((statusId, index) => (statusId === BetStatus.lose ? [index] : []));
      if (losses.length === 0) return true;
      const flipped = [...statuses];
      flipped[losses[pick % losses.length] as number] = BetStatus.win;
      const before = settle(withStatuses(input, statuses));
      const after = settle(withStatuses(input, flipped));
      return input.typeId === CouponType.antiExpress ? after <= before : after >= before;
    }),
    { numRuns: 3000 },
  );
});

test('property: a lucky pays (Π (1 + c) − 1) / (2ⁿ − 1) of the stake, the closed form of e_1 + … + e_n', () => {
  fc.assert(
    fc.property(coefs(2, 10), amount, (values, stake) => {
      const closedForm = (stake * (values.reduce((product, value) => product * (1 + value), 1) - 1)) / (2 ** values.length - 1);
      return Math.abs(possibleWin({ typeId: CouponType.lucky, amount: stake, bets: plain(values) }) - closedForm) <= 0.005 + 1e-9 * closedForm;
    }),
    { numRuns: 2000 },
  );
});

test('a one-line multi-bet whose lobby half-wins at or above its quote pays no more than the full win (found by the property above)', () => {
  // The lobby (block 0) is capped at lobbyCoef whether it wins in full or half: the same coefficient
  // as the full win, which a one-line coupon rounds to 3 decimals (2.408 × 2.662 = 6.410096 → 6.41).
  const input: CouponInput = {
    typeId: CouponType.multiBet,
    amount: 92628.66,
    systemValue: 1,
    bets: [{ coef: 2.662, blockId: 1 }, { coef: 8.736, blockId: 0 }],
    lobbyCoef: 2.408,
  };
  const full = possibleWin(input);
  assert.equal(full, roundMoney(92628.66 * 6.41));
  const paid = settle(withStatuses(input, [BetStatus.win, BetStatus.halfLoseHalfWin]));
  assert.ok(paid <= full, `${paid} ≤ ${full}`);
  assert.equal(paid, full, 'the lobby is worth its quote either way');
});

test('property: couponPrice (one description, what the server prices with) agrees with lineCount, couponCoef and possibleWin', () => {
  fc.assert(
    fc.property(coupon, (input) => {
      assert.deepEqual(couponPrice(input), { lines: lineCount(input), coef: couponCoef(input), possibleWin: possibleWin(input) });
    }),
  );
});
