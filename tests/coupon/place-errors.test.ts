/**
 * The wallet's placing refusals as the slip explains them (coupon-parcel/src/state/place-errors.ts,
 * `placeFailureOf`; docs/api.md "Wallet") and the stake text the slip accepts (`parseAmount`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError, NetworkError, RequestTimeoutError, parseErrorBody } from '../../platform/src/api/errors';
import { placeFailureOf } from '../../coupon-parcel/src/state/place-errors';
import { parseAmount } from '../../coupon-parcel/src/state/slip';

/** The ApiError the client makes of a JSON:API error reply. */
const refusal = (status: number, code: string, meta?: unknown) =>
  parseErrorBody(status, { errors: [{ status: String(status), code, detail: `server says ${code}`, ...(meta !== undefined ? { meta } : {}) }] });

test('placeFailureOf: each wallet code with its facts', () => {
  assert.deepEqual(placeFailureOf(refusal(409, 'odds_changed', { changes: [{ oddId: 62, seen: 2.5, current: 2.2 }] })), {
    code: 'odds_changed',
    changes: [{ oddId: 62, seen: 2.5, current: 2.2 }],
  });
  assert.deepEqual(placeFailureOf(refusal(422, 'stake_too_high', { max: 3000 })), { code: 'stake_too_high', max: 3000 });
  assert.deepEqual(placeFailureOf(refusal(422, 'stake_too_low', { min: 10 })), { code: 'stake_too_low', min: 10 });
  assert.deepEqual(placeFailureOf(refusal(422, 'insufficient_balance')), { code: 'insufficient_balance' });
  assert.deepEqual(placeFailureOf(refusal(409, 'market_closed', { oddIds: [51, 62] })), { code: 'market_closed', oddIds: [51, 62] });
  assert.deepEqual(placeFailureOf(refusal(422, 'invalid_coupon')), { code: 'invalid_coupon' });
  assert.deepEqual(placeFailureOf(refusal(422, 'invalid_account')), { code: 'invalid_account' });
  assert.deepEqual(placeFailureOf(refusal(422, 'invalid_promo_code')), { code: 'invalid_promo_code' });
  assert.deepEqual(placeFailureOf(refusal(422, 'promo_code_expired')), { code: 'promo_code_expired' });
});

test('placeFailureOf: facts missing or malformed are lost, the code is kept', () => {
  assert.deepEqual(placeFailureOf(refusal(409, 'odds_changed')), { code: 'odds_changed', changes: [] });
  assert.deepEqual(placeFailureOf(refusal(422, 'stake_too_high')), { code: 'stake_too_high', max: null });
  assert.deepEqual(placeFailureOf(refusal(422, 'stake_too_high', { max: '3000' })), { code: 'stake_too_high', max: null });
  assert.deepEqual(placeFailureOf(refusal(422, 'stake_too_low', { min: null })), { code: 'stake_too_low', min: null });
  assert.deepEqual(placeFailureOf(refusal(409, 'odds_changed', { changes: [{ oddId: 62 }] })), { code: 'odds_changed', changes: [] });
  assert.deepEqual(placeFailureOf(refusal(409, 'market_closed')), { code: 'market_closed', oddIds: [] });
});

test('placeFailureOf: by status when the code is not a placing code', () => {
  assert.deepEqual(placeFailureOf(refusal(401, 'token_expired')), { code: 'unauthorized' });
  assert.deepEqual(placeFailureOf(new ApiError(401, [])), { code: 'unauthorized' });
  assert.deepEqual(placeFailureOf(refusal(403, 'banned')), { code: 'forbidden' });
  assert.deepEqual(placeFailureOf(refusal(403, 'identification_required')), { code: 'identification_required' });
  assert.deepEqual(placeFailureOf(refusal(451, 'geo')), { code: 'forbidden' });
  const other = placeFailureOf(refusal(500, 'boom'));
  assert.equal(other.code, 'other');
  assert.ok('text' in other && other.text.length > 0, 'a text to show');
});

test('placeFailureOf: a lost connection or a timeout can be retried (network); anything else is "other"', () => {
  assert.equal(placeFailureOf(new NetworkError(new TypeError('Failed to fetch'))).code, 'network');
  assert.equal(placeFailureOf(new RequestTimeoutError(15_000)).code, 'network');
  assert.equal(placeFailureOf(new Error('bug')).code, 'other');
  assert.equal(placeFailureOf('a string').code, 'other');
  // an error merely named like an ApiError but without a status is not one
  const fake = Object.assign(new Error('x'), { name: 'ApiError' });
  assert.equal(placeFailureOf(fake).code, 'other');
});

test('parseAmount: digits with a dot or a comma, at most 2 decimals; anything else is not a stake', () => {
  assert.equal(parseAmount('150'), 150);
  assert.equal(parseAmount(' 12,5 '), 12.5);
  assert.equal(parseAmount('12.55'), 12.55);
  assert.equal(parseAmount('12.'), 12, 'a stake being typed');
  assert.equal(parseAmount('1 000'), 1000, 'spaces between digit groups');
  assert.equal(parseAmount('0'), 0);
  assert.equal(parseAmount(''), null);
  assert.equal(parseAmount('12.555'), null, 'three decimals');
  assert.equal(parseAmount('-5'), null);
  assert.equal(parseAmount('1e3'), null);
  assert.equal(parseAmount('abc'), null);
  assert.equal(parseAmount('1,000.50'), null, 'two separators');
  assert.equal(parseAmount('.5'), null);
  assert.equal(parseAmount('12345678901'), null, 'more than 10 digits');
});
