/**
 * The pure rules under the limits' currency and session-time counting (issue 23 item 4): every
 * currency the server knows has a rate, conversions round up (never in the player's favour) and keep
 * one currency exact; the time signed in is the union of the sessions' spans within the window, and
 * the limit is reached at the moment that union reaches it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { currencySeed } from '../../../server/identity/reference-data';
import { convertMinor, LIMIT_RATE_CURRENCIES, rubPerUnit } from '../../../server/limits/rates';
import { limitReachedAt, mergedSpans, signedInMs } from '../../../server/limits/session-time';

test('every seeded currency has a limits rate; conversions are exact within a currency and round up across', () => {
  for (const c of currencySeed) assert.ok(LIMIT_RATE_CURRENCIES.includes(c.iso), `${c.iso} has a rate`);
  assert.throws(() => rubPerUnit('XXX'), RangeError);
  assert.equal(convertMinor({ minor: 12_345, iso: 'RUB', minorUnits: 2 }, 'RUB', 2), 12_345);
  assert.equal(convertMinor({ minor: 100, iso: 'USD', minorUnits: 2 }, 'RUB', 2), 9_000, '1 USD = 90 RUB');
  assert.equal(convertMinor({ minor: 9_000, iso: 'RUB', minorUnits: 2 }, 'USD', 2), 100);
  assert.equal(convertMinor({ minor: 100, iso: 'RUB', minorUnits: 2 }, 'USD', 2), 2, '1 RUB is 0.0111 USD: rounded up to 0.02');
  assert.equal(convertMinor({ minor: 75_345, iso: 'HRK', minorUnits: 2 }, 'EUR', 2), 10_000, 'the kuna follows the euro at 7.5345');
  assert.equal(convertMinor({ minor: 0, iso: 'GBP', minorUnits: 2 }, 'KZT', 2), 0);
});

test('time signed in: overlapping spans count once, the window clips them, the limit is reached inside a span', () => {
  const spans = [
    { start: 0, end: 40 },
    { start: 30, end: 50 },
    { start: 100, end: 130 },
  ];
  assert.deepEqual(mergedSpans(spans, 0, 200), [
    { start: 0, end: 50 },
    { start: 100, end: 130 },
  ]);
  assert.equal(signedInMs(spans, 0, 200), 80);
  assert.equal(signedInMs(spans, 20, 120), 50, 'clipped to the window');
  assert.equal(limitReachedAt(spans, 0, 200, 60), 110);
  assert.equal(limitReachedAt(spans, 0, 200, 50), 50);
  assert.equal(limitReachedAt(spans, 0, 200, 81), null);
  assert.equal(limitReachedAt(spans, 40, 200, 60), null, 'what left the window no longer counts');
});
