/** Coefficient views (formatCoef for every view id), 3-decimal rounding and the app-view constraint. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  allowedCoefViews,
  convertCoef,
  effectiveCoefView,
  formatCoef,
  formatDecimal,
  roundCoef,
  toFraction,
} from '../../../platform/src/odds/format';

test('roundCoef rounds to 3 decimals, halves up', () => {
  assert.equal(roundCoef(1.23456), 1.235);
  assert.equal(roundCoef(1.0005), 1.001);
  assert.equal(roundCoef(2.1 * 1.1), 2.31);
  assert.equal(roundCoef(1.9999), 2);
});

test('decimal view: 2 decimals, 3 when the third is not zero', () => {
  assert.equal(formatCoef(1.5, 0), '1.50');
  assert.equal(formatCoef(2, 0), '2.00');
  assert.equal(formatCoef(1.125, 0), '1.125');
  assert.equal(formatCoef(1.1254, 0), '1.125');
  assert.equal(formatCoef(12.3, 0), '12.30');
  assert.equal(formatDecimal(1.001), '1.001');
});

test('fractional view: reduced fractions, the ladder for rounded prices, continued fractions otherwise', () => {
  assert.equal(formatCoef(2.5, 1), '3/2');
  assert.equal(formatCoef(2, 1), '1/1');
  assert.equal(formatCoef(3, 1), '2/1');
  assert.equal(formatCoef(1.5, 1), '1/2');
  assert.equal(formatCoef(1.91, 1), '10/11');
  assert.equal(formatCoef(1.83, 1), '5/6');
  assert.equal(formatCoef(1.36, 1), '4/11');
  assert.equal(formatCoef(1.67, 1), '2/3');
  assert.equal(formatCoef(1.7, 1), '7/10');
  assert.equal(formatCoef(1.35, 1), '7/20');
  assert.equal(formatCoef(1.001, 1), '1/1000');
  assert.equal(formatCoef(51.5, 1), '101/2');
  assert.deepEqual(toFraction(1.333), [1, 3]);
  assert.deepEqual(toFraction(1.123), [1, 8], 'within half a hundredth of the ladder');
  assert.deepEqual(toFraction(1.237), [9, 38], 'first convergent that rounds back to 1.237');
});

test('American view: +(d−1)·100 from 2.00, −100/(d−1) below', () => {
  assert.equal(formatCoef(2.5, 2), '+150');
  assert.equal(formatCoef(1.5, 2), '-200');
  assert.equal(formatCoef(2, 2), '+100');
  assert.equal(formatCoef(1.91, 2), '-110');
  assert.equal(formatCoef(11, 2), '+1000');
  assert.equal(convertCoef(1.25, 2), -400);
});

test('Hong Kong view: d − 1 (4 with 2 decimals, 14 with 3)', () => {
  assert.equal(formatCoef(1.5, 4), '0.50');
  assert.equal(formatCoef(2.75, 4), '1.75');
  assert.equal(formatCoef(1.5, 14), '0.500');
  assert.equal(formatCoef(1.333, 14), '0.333');
});

test('Indonesian view: +(d−1) from 2, −1/(d−1) below (5 and 15)', () => {
  assert.equal(formatCoef(3, 5), '+2.00');
  assert.equal(formatCoef(2, 5), '+1.00');
  assert.equal(formatCoef(1.5, 5), '-2.00');
  assert.equal(formatCoef(1.3, 5), '-3.33');
  assert.equal(formatCoef(1.3, 15), '-3.333');
  assert.equal(formatCoef(1.8, 15), '-1.250');
});

test('Malay view: d − 1 up to 2, −1/(d−1) above (6 and 16)', () => {
  assert.equal(formatCoef(1.5, 6), '0.50');
  assert.equal(formatCoef(2, 6), '1.00');
  assert.equal(formatCoef(3, 6), '-0.50');
  assert.equal(formatCoef(2.6, 6), '-0.63');
  assert.equal(formatCoef(2.6, 16), '-0.625');
  assert.equal(convertCoef(4, 6), -0.333);
});

test('the app view type constrains the coefficient view', () => {
  assert.deepEqual(allowedCoefViews(0), [0, 1, 2]);
  assert.deepEqual(allowedCoefViews(1), [4, 5, 6, 14, 15, 16]);
  assert.equal(effectiveCoefView(2, 0), 2);
  assert.equal(effectiveCoefView(5, 0), 0, 'an Asian view falls back to decimal in the European app view');
  assert.equal(effectiveCoefView(1, 1), 4, 'a European view falls back to Hong Kong in the Asian app view');
  assert.equal(effectiveCoefView(16, 1), 16);
});

test('formatting is cached per view (same text, different views differ)', () => {
  assert.equal(formatCoef(1.5, 0), formatCoef(1.5, 0));
  assert.notEqual(formatCoef(1.5, 0), formatCoef(1.5, 4));
});
