/** Elementary symmetric polynomials (the O(n·k) dynamic programme) against enumeration, and C(n, k). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { binomial, elementarySymmetric, elementarySymmetricAt } from '../../../coupon-parcel/src/domain/index';

/** Σ over every k-subset of the product of its values, by listing the subsets. */
function bruteForce(values: readonly number[], k: number): number {
  let total = 0;
  const walk = (start: number, left: number, product: number): void => {
    if (left === 0) {
      total += product;
      return;
    }
    for (let i = start; i <= values.length - left; i++) walk(i + 1, left - 1, product * (values[i] as number));
  };
  walk(0, k, 1);
  return total;
}

test('e_k by hand: odds 2, 3, 4', () => {
  // e0 = 1, e1 = 2 + 3 + 4 = 9, e2 = 6 + 8 + 12 = 26, e3 = 24
  assert.deepEqual(elementarySymmetric([2, 3, 4]), [1, 9, 26, 24]);
  assert.deepEqual(elementarySymmetric([2, 3, 4], 2), [1, 9, 26]);
  assert.equal(elementarySymmetricAt([2, 3, 4], 5), 0, 'no 5-subsets of 3 values');
  assert.deepEqual(elementarySymmetric([]), [1]);
});

test('C(n, k)', () => {
  assert.equal(binomial(4, 2), 6);
  assert.equal(binomial(30, 15), 155_117_520);
  assert.equal(binomial(5, 0), 1);
  assert.equal(binomial(3, 4), 0);
  assert.equal(binomial(3, -1), 0);
});

test('property: the dynamic programme equals enumerating the combinations, n ≤ 10', () => {
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: 0, max: 20, noNaN: true }), { minLength: 0, maxLength: 10 }),
      fc.nat({ max: 10 }),
      (values, k) => {
        const dp = elementarySymmetricAt(values, k);
        const enumerated = bruteForce(values, k);
        return Math.abs(dp - enumerated) <= 1e-9 * Math.max(1, Math.abs(enumerated));
      },
    ),
    { numRuns: 2000 },
  );
});

test('property: C(n, k) is the number of k-subsets and e_k of n ones', () => {
  fc.assert(
    fc.property(fc.nat({ max: 40 }), fc.nat({ max: 40 }), (n, k) => binomial(n, k) === elementarySymmetricAt(new Array<number>(n).fill(1), k)),
  );
});
