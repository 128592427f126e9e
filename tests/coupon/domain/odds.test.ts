/** The coupon's formatOdds / parseOdds are the platform's one implementation, under the coupon's names. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatOdds, parseOdds } from '../../../coupon-parcel/src/domain/index';
import { formatCoef, parseCoef } from '@kickoff/platform';

test('formatOdds and parseOdds are the platform formatter and parser', () => {
  assert.equal(formatOdds, formatCoef);
  assert.equal(parseOdds, parseCoef);
});

test('the coupon reads what it shows, in every view', () => {
  assert.equal(formatOdds(2.5, 1), '3/2');
  assert.equal(parseOdds('3/2', 1), 2.5);
  assert.equal(formatOdds(1.5, 2), '-200');
  assert.equal(parseOdds('-200', 2), 1.5);
  assert.equal(parseOdds('1,85', 0), 1.85);
  assert.equal(parseOdds('-0.50', 6), 3);
  assert.equal(parseOdds('abc', 0), null);
});
