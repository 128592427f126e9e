/**
 * The coupon slip's rules (coupon-parcel/src/domain/slip-rules.ts, coupon-types.ts; shell spec §3-§5,
 * §9): types per count, the type and system size after a change, locked bets, coefficient-change
 * policies, amount steps and first amounts by currency, stake limits and the reminder's due time.
 * Cases checked by hand, plus a few fast-check properties.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { CouponType, type CouponTypeId } from '../../../coupon-parcel/src/domain/types';
import {
  AMOUNT_STEP_BY_CURRENCY,
  DEFAULT_CHANGE_COEF_ACTION,
  INITIAL_AMOUNT_BY_CURRENCY,
  MAX_LUCKY_SELECTIONS,
  REMINDER_LINE_MS,
  REMINDER_LIVE_MS,
  amountStepFor,
  availableTypes,
  coefChangeDecision,
  dependentIndexes,
  initialAmountFor,
  isCombinedType,
  lockReason,
  maxAmountFor,
  minAmountFor,
  reminderDueAt,
  showsMaxAmount,
  stepAmount,
  systemValueFor,
  typeForCount,
  type ChangeCoefAction,
  type StakeLimits,
} from '../../../coupon-parcel/src/domain/slip-rules';

const T = CouponType;
const ALL_TYPES = Object.values(CouponType) as CouponTypeId[];

// Types ------------------------------------------------------------------------------------------

test('availableTypes: none for an empty coupon, only the single for one, the switcher order for more', () => {
  assert.deepEqual(availableTypes(0), []);
  assert.deepEqual(availableTypes(-1), []);
  assert.deepEqual(availableTypes(1), [T.single]);
  // 2: no system (2 of 2 is the express), no patent (3 selections only)
  assert.deepEqual(availableTypes(2), [T.express, T.chain, T.multiBet, T.conditional, T.antiExpress, T.lucky, T.manySingles]);
  // 3: the system appears after the express, the patent after the lucky
  assert.deepEqual(availableTypes(3), [T.express, T.system, T.chain, T.multiBet, T.conditional, T.antiExpress, T.lucky, T.patent, T.manySingles]);
  assert.deepEqual(availableTypes(4), [T.express, T.system, T.chain, T.multiBet, T.conditional, T.antiExpress, T.lucky, T.manySingles]);
  // the lucky up to 8 selections (255 lines), not above
  assert.equal(MAX_LUCKY_SELECTIONS, 8);
  assert.ok(availableTypes(8).includes(T.lucky));
  assert.ok(!availableTypes(9).includes(T.lucky));
  assert.deepEqual(availableTypes(9), [T.express, T.system, T.chain, T.multiBet, T.conditional, T.antiExpress, T.manySingles]);
  assert.ok(!availableTypes(2).includes(T.single), 'two selections are never a single');
});

test('typeForCount: one selection is a single, a single that grows is an express, an offered type is kept, else the express', () => {
  for (const type of ALL_TYPES) {
    assert.equal(typeForCount(type, 1), T.single, `type ${type} with 1 selection`);
    assert.equal(typeForCount(type, 0), T.single, `type ${type} with 0 selections`);
  }
  assert.equal(typeForCount(T.single, 2), T.express);
  assert.equal(typeForCount(T.single, 5), T.express);
  assert.equal(typeForCount(T.chain, 2), T.chain);
  assert.equal(typeForCount(T.manySingles, 4), T.manySingles);
  assert.equal(typeForCount(T.system, 4), T.system);
  assert.equal(typeForCount(T.system, 2), T.express, 'a system of 2 is not offered');
  assert.equal(typeForCount(T.patent, 3), T.patent);
  assert.equal(typeForCount(T.patent, 4), T.express, 'the patent needs exactly 3');
  assert.equal(typeForCount(T.lucky, 8), T.lucky);
  assert.equal(typeForCount(T.lucky, 9), T.express);
});

test('isCombinedType: every type but the single and many singles combines selections', () => {
  assert.deepEqual(
    ALL_TYPES.filter((type) => !isCombinedType(type)),
    [T.single, T.manySingles],
  );
});

test('systemValueFor: keeps a valid size (2 ≤ k ≤ free − 1), otherwise 2, never below 2', () => {
  assert.equal(systemValueFor(3, 5), 3);
  assert.equal(systemValueFor(4, 5), 4, 'free − 1 is the largest system');
  assert.equal(systemValueFor(5, 5), 2, '5 of 5 is the express');
  assert.equal(systemValueFor(4, 4), 2, 'a selection went away: 4 of 4 no longer a system');
  assert.equal(systemValueFor(null, 6), 2);
  assert.equal(systemValueFor(1, 6), 2);
  assert.equal(systemValueFor(0, 6), 2);
  assert.equal(systemValueFor(3, 2), 2, 'even with too few selections the value stays 2');
  fc.assert(
    fc.property(fc.option(fc.integer({ min: -5, max: 40 })), fc.integer({ min: 0, max: 40 }), (current, free) => {
      const value = systemValueFor(current, free);
      assert.ok(value >= 2);
      if (value !== 2) assert.ok(value === current && value <= free - 1);
    }),
  );
});

// Locked bets ------------------------------------------------------------------------------------

test('dependentIndexes: positions whose game appears more than once', () => {
  assert.deepEqual([...dependentIndexes([])], []);
  assert.deepEqual([...dependentIndexes([{ gameId: 1 }, { gameId: 2 }, { gameId: 3 }])], []);
  assert.deepEqual([...dependentIndexes([{ gameId: 1 }, { gameId: 2 }, { gameId: 1 }, { gameId: 3 }])].sort(), [0, 2]);
  assert.deepEqual([...dependentIndexes([{ gameId: 7 }, { gameId: 7 }, { gameId: 7 }, { gameId: 8 }, { gameId: 8 }])].sort(), [0, 1, 2, 3, 4]);
});

const open = { gameId: 1, isBlocked: false, isFinished: false, isBannedExpress: false };

test('lockReason: finished before blocked; dependent and banned-express only in combined types', () => {
  assert.equal(lockReason(open, false, T.express), null);
  assert.equal(lockReason({ ...open, isFinished: true, isBlocked: true }, true, T.express), 'finished');
  assert.equal(lockReason({ ...open, isFinished: true }, false, T.single), 'finished');
  assert.equal(lockReason({ ...open, isBlocked: true }, true, T.express), 'blocked');
  assert.equal(lockReason({ ...open, isBlocked: true }, false, T.single), 'blocked');
  assert.equal(lockReason(open, true, T.express), 'dependent');
  assert.equal(lockReason(open, true, T.system), 'dependent');
  assert.equal(lockReason({ ...open, isBannedExpress: true }, true, T.chain), 'dependent', 'dependence is named before the ban');
  assert.equal(lockReason({ ...open, isBannedExpress: true }, false, T.express), 'bannedExpress');
  assert.equal(lockReason({ ...open, isBannedExpress: true }, false, T.lucky), 'bannedExpress');
  // as singles each bet stands alone
  for (const type of [T.single, T.manySingles]) {
    assert.equal(lockReason(open, true, type), null, `dependent in type ${type}`);
    assert.equal(lockReason({ ...open, isBannedExpress: true }, false, type), null, `banned express in type ${type}`);
  }
});

// Coefficient changes ----------------------------------------------------------------------------

test('coefChangeDecision: 0 confirms every change, 1 accepts every change, 2 (default) accepts only a rise', () => {
  assert.equal(DEFAULT_CHANGE_COEF_ACTION, 2);
  for (const policy of [0, 1, 2] as const) assert.equal(coefChangeDecision(1.85, 1.85, policy), 'same', `policy ${policy}`);
  assert.equal(coefChangeDecision(1.85, 1.9, 0), 'confirm');
  assert.equal(coefChangeDecision(1.85, 1.8, 0), 'confirm');
  assert.equal(coefChangeDecision(1.85, 1.9, 1), 'accept');
  assert.equal(coefChangeDecision(1.85, 1.8, 1), 'accept');
  assert.equal(coefChangeDecision(1.85, 1.9, 2), 'accept');
  assert.equal(coefChangeDecision(1.85, 1.8, 2), 'confirm');
});

const coefArb = fc.integer({ min: 1001, max: 50_000 }).map((n) => n / 1000);
const policyArb = fc.constantFrom<ChangeCoefAction>(0, 1, 2);

test('coefChangeDecision properties: policy 1 never confirms; a rise never needs confirming except under policy 0', () => {
  fc.assert(fc.property(coefArb, coefArb, (a, b) => coefChangeDecision(a, b, 1) !== 'confirm'));
  fc.assert(
    fc.property(coefArb, coefArb, policyArb, (a, b, policy) => {
      const d = coefChangeDecision(a, b, policy);
      if (a === b) return d === 'same';
      if (policy === 0) return d === 'confirm';
      if (b > a) return d === 'accept';
      return d === (policy === 1 ? 'accept' : 'confirm');
    }),
  );
});

// Amounts ----------------------------------------------------------------------------------------

test('amount step by currency (spec §9): RUB 100, USD 2.5, EUR 2.5, GBP 2.5, JPY 500, KWD 0.5; unknown → RUB', () => {
  assert.equal(amountStepFor('RUB'), 100);
  assert.equal(amountStepFor('USD'), 2.5);
  assert.equal(amountStepFor('EUR'), 2.5);
  assert.equal(amountStepFor('GBP'), 2.5);
  assert.equal(amountStepFor('JPY'), 500);
  assert.equal(amountStepFor('KWD'), 0.5);
  assert.equal(amountStepFor('XYZ'), 100);
  assert.equal(amountStepFor(null), 100);
  assert.equal(amountStepFor('toString'), 100, 'an inherited property name is not a currency');
});

test('first amount by currency (spec §9): RUB 150, USD 5, EUR 5, UAH 50; unknown → RUB', () => {
  assert.equal(initialAmountFor('RUB'), 150);
  assert.equal(initialAmountFor('USD'), 5);
  assert.equal(initialAmountFor('EUR'), 5);
  assert.equal(initialAmountFor('UAH'), 50);
  assert.equal(initialAmountFor('XYZ'), 150);
  assert.equal(initialAmountFor(null), 150);
  assert.equal(initialAmountFor('constructor'), 150);
});

test('the step and first-amount tables cover the same currencies with positive amounts of at most 2 decimals', () => {
  assert.deepEqual(Object.keys(AMOUNT_STEP_BY_CURRENCY).sort(), Object.keys(INITIAL_AMOUNT_BY_CURRENCY).sort());
  for (const [iso, value] of [...Object.entries(AMOUNT_STEP_BY_CURRENCY), ...Object.entries(INITIAL_AMOUNT_BY_CURRENCY)]) {
    assert.match(iso, /^[A-Z]{3}$/);
    assert.ok(value > 0 && Math.round(value * 100) === value * 100, `${iso}: ${value}`);
  }
});

test('stepAmount: one step up or down, never below 0, whole minor units', () => {
  assert.equal(stepAmount(150, 100, 1), 250);
  assert.equal(stepAmount(150, 100, -1), 50);
  assert.equal(stepAmount(50, 100, -1), 0);
  assert.equal(stepAmount(0, 100, -1), 0);
  assert.equal(stepAmount(5, 2.5, 1), 7.5);
  assert.equal(stepAmount(0.1, 0.2, 1), 0.3, 'not 0.30000000000000004');
  assert.equal(stepAmount(1.15, 0.5, -1), 0.65);
  assert.equal(stepAmount(0.7, 0.5, 1), 1.2);
});

test('stepAmount properties: never negative, at most 2 decimals, up then down returns to the start', () => {
  const money = fc.integer({ min: 0, max: 100_000_000 }).map((minor) => minor / 100);
  const step = fc.constantFrom(...Object.values(AMOUNT_STEP_BY_CURRENCY));
  fc.assert(
    fc.property(money, step, fc.constantFrom<1 | -1>(1, -1), (amount, s, direction) => {
      const next = stepAmount(amount, s, direction);
      assert.ok(next >= 0);
      assert.equal(Math.round(next * 100) / 100, next, `${amount} ${direction > 0 ? '+' : '−'} ${s} = ${next}`);
    }),
  );
  fc.assert(fc.property(money, step, (amount, s) => stepAmount(stepAmount(amount, s, 1), s, -1) === amount));
});

const limits = (over: Partial<StakeLimits> = {}): StakeLimits => ({
  minStake: 10,
  maxStake: 50_000,
  maxPayout: 1_000_000,
  minAmountTypes: [T.single, T.express, T.system],
  maxAmountTypes: [T.single, T.express],
  ...over,
});

test('minAmountFor: the currency minimum for configured types when it is above 0', () => {
  assert.equal(minAmountFor(limits(), T.single), 10);
  assert.equal(minAmountFor(limits(), T.system), 10);
  assert.equal(minAmountFor(limits(), T.chain), null, 'not a configured type');
  assert.equal(minAmountFor(limits({ minStake: 0 }), T.single), null);
});

test('maxAmountFor: the smallest of the type cap, the payout cap and the balance, rounded down', () => {
  const base = { limits: limits(), typeId: T.single, isBonusAccount: false, winPerUnit: 2, balance: null };
  assert.equal(maxAmountFor(base), 50_000, 'type cap below 1 000 000 / 2');
  assert.equal(maxAmountFor({ ...base, winPerUnit: 30 }), 33_333.33, '1 000 000 / 30 = 33 333.333… rounded down');
  assert.equal(maxAmountFor({ ...base, winPerUnit: 3, limits: limits({ maxPayout: 100 }) }), 33.33, 'not 33.34');
  assert.equal(maxAmountFor({ ...base, balance: 1234.56 }), 1234.56);
  assert.equal(maxAmountFor({ ...base, balance: -5 }), 0, 'a negative balance caps at 0');
  assert.equal(maxAmountFor({ ...base, typeId: T.chain }), 500_000, 'no type cap for a chain: the payout cap');
  assert.equal(maxAmountFor({ ...base, isBonusAccount: true }), 500_000, 'no type cap on a bonus account');
  assert.equal(maxAmountFor({ ...base, typeId: T.chain, winPerUnit: 0 }), null, 'nothing limits an unpriced chain without a balance');
  assert.equal(maxAmountFor({ ...base, typeId: T.chain, winPerUnit: 0, balance: 70 }), 70);
  assert.equal(maxAmountFor({ ...base, winPerUnit: 0 }), 50_000, 'unpriced: the type cap still applies');
});

test('maxAmountFor property: never above any cap and at most 2 decimals', () => {
  const minor = (max: number) => fc.integer({ min: 0, max }).map((n) => n / 100);
  fc.assert(
    fc.property(
      minor(10_000_000),
      minor(100_000_000),
      fc.option(minor(10_000_000)),
      fc.oneof(fc.constant(0), fc.integer({ min: 1001, max: 10_000_000 }).map((n) => n / 1000)),
      fc.boolean(),
      fc.constantFrom(...ALL_TYPES),
      (maxStake, maxPayout, balance, winPerUnit, isBonusAccount, typeId) => {
        const l = limits({ maxStake, maxPayout });
        const max = maxAmountFor({ limits: l, typeId, isBonusAccount, winPerUnit, balance });
        const typeCapped = !isBonusAccount && l.maxAmountTypes.includes(typeId);
        if (max === null) {
          assert.ok(!typeCapped && winPerUnit === 0 && balance === null);
          return;
        }
        assert.ok(max >= 0);
        assert.equal(Math.round(max * 100) / 100, max);
        if (typeCapped) assert.ok(max <= maxStake, `${max} > stake cap ${maxStake}`);
        if (balance !== null) assert.ok(max <= balance, `${max} > balance ${balance}`);
        // the payout a stake of `max` wins stays within the maximum payout (to a minor unit's float noise)
        if (winPerUnit > 0) assert.ok(max * winPerUnit <= maxPayout + 1e-6, `${max} × ${winPerUnit} > payout cap ${maxPayout}`);
      },
    ),
  );
});

test('showsMaxAmount: configured types, never on a bonus account', () => {
  assert.equal(showsMaxAmount(limits(), T.single, false), true);
  assert.equal(showsMaxAmount(limits(), T.express, false), true);
  assert.equal(showsMaxAmount(limits(), T.system, false), false);
  assert.equal(showsMaxAmount(limits(), T.single, true), false);
});

// Reminder ---------------------------------------------------------------------------------------

test('reminder delays (spec §4, §9): 30 s for a live bet, 5 min for a line bet', () => {
  assert.equal(REMINDER_LIVE_MS, 30_000);
  assert.equal(REMINDER_LINE_MS, 300_000);
});

test('reminderDueAt: the earliest open bet’s add time plus its delay; locked bets do not count', () => {
  assert.equal(reminderDueAt([]), null);
  assert.equal(reminderDueAt([{ addedAt: 1000, isLive: false, locked: false }]), 301_000);
  assert.equal(reminderDueAt([{ addedAt: 1000, isLive: true, locked: false }]), 31_000);
  // a line bet added first is due later than a live bet added 2 min after it
  assert.equal(
    reminderDueAt([
      { addedAt: 0, isLive: false, locked: false },
      { addedAt: 120_000, isLive: true, locked: false },
    ]),
    150_000,
  );
  assert.equal(
    reminderDueAt([
      { addedAt: 0, isLive: true, locked: true },
      { addedAt: 10_000, isLive: false, locked: false },
    ]),
    310_000,
  );
  assert.equal(reminderDueAt([{ addedAt: 0, isLive: true, locked: true }]), null);
});
