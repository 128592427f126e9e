/** The coupon maths' own roundCoef (./coef, so the server can run the maths) is the platform's, on every double. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { roundCoef as platformRoundCoef } from '@kickoff/platform';
import { roundCoef } from '../../../coupon-parcel/src/domain/coef';

test('the coupon roundCoef agrees with the platform roundCoef on every double', () => {
  fc.assert(
    fc.property(fc.double(), (value) => {
      assert.ok(Object.is(roundCoef(value), platformRoundCoef(value)), `${value}`);
    }),
    { numRuns: 20_000 },
  );
});

test('…and on coefficient-like values and rounding ties', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1000, max: 1_000_000 }), fc.integer({ min: 0, max: 9 }), (thousandths, tenth) => {
      const value = thousandths / 1000 + tenth / 10_000;
      assert.equal(roundCoef(value), platformRoundCoef(value));
    }),
  );
  assert.equal(roundCoef(1.0005), 1.001);
});
