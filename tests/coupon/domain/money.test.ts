/** Money: major ↔ minor units, half up once, limits down. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { floorMoney, fromMinor, roundMoney, toMinor } from '../../../coupon-parcel/src/domain/index';

test('toMinor rounds half up to whole kopecks, even where binary floating point is just below the half', () => {
  assert.equal(toMinor(109.2), 10920);
  assert.equal(toMinor(1.005), 101); // 1.005 × 100 = 100.49999999999999 in binary
  assert.equal(toMinor(1.015), 102);
  assert.equal(toMinor(1.0049), 100);
  assert.equal(toMinor(0), 0);
  assert.equal(toMinor(-1.005), -101, 'half away from zero');
  assert.equal(toMinor(12.5, 0), 13, 'a currency without minor digits');
  assert.equal(fromMinor(10920), 109.2);
  assert.equal(roundMoney(86.666666), 86.67);
});

test('limits round down', () => {
  assert.equal(floorMoney(10.019), 10.01);
  assert.equal(floorMoney(1.23), 1.23); // 1.23 × 100 = 122.99999999999999 in binary
  assert.equal(floorMoney(Number.POSITIVE_INFINITY), Number.POSITIVE_INFINITY);
});

test('property: toMinor(fromMinor(m)) is m for every whole number of kopecks up to 10¹¹ roubles (money.ts states the range)', () => {
  fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_000_000 }), (minor) => toMinor(fromMinor(minor)) === minor && floorMoney(fromMinor(minor)) === fromMinor(minor)));
});

test('property: roundMoney is within half a kopeck', () => {
  fc.assert(fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (major) => Math.abs(roundMoney(major) - major) <= 0.005 + 1e-6));
});
