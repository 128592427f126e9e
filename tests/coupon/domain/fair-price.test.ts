/**
 * Derived prices are never above fair value (coupon-parcel/src/domain/fair-price.ts, issue 23): the
 * anti-express quote from the selections' margin-free chances, less the house margin, rounded down.
 * Properties over markets priced the way the feed simulator prices them (server/feed/simulator/markets.ts
 * priceCoef: a true chance, the game's margin, 2 decimals).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fairAntiExpressCoef, fairChance, type MarketSelection } from '../../../coupon-parcel/src/domain/index';
import { priceCoef } from '../../../server/feed/simulator/markets';

test('a selection’s fair chance is its implied chance normalised over its own market', () => {
  // 1X2 at 1.71 / 3.9 / 5.2: implied 0.5848 + 0.2564 + 0.1923 = 1.0335 (3.35 % margin).
  const chance = fairChance({ coef: 1.71, marketCoefs: [1.71, 3.9, 5.2] });
  assert.ok(Math.abs(chance - 0.5848 / 1.0335) < 1e-4, String(chance));
  // A market quoted below 100 % is not normalised upwards.
  assert.equal(fairChance({ coef: 2.1, marketCoefs: [2.1, 2.1] }), 1 / 2.1);
  assert.throws(() => fairChance({ coef: 2, marketCoefs: [1.5, 3] }), RangeError, 'the selection must be an outcome of its market');
});

test('two 1X2 favourites: the quote is the fair price less the margin, below the old E/(E−1) price', () => {
  const legs: MarketSelection[] = [
    { coef: 1.71, marketCoefs: [1.71, 3.9, 5.2] },
    { coef: 1.86, marketCoefs: [1.86, 3.6, 4.4] },
  ];
  const everyWins = fairChance(legs[0]!) * fairChance(legs[1]!);
  const fair = 1 / (1 - everyWins);
  const quote = fairAntiExpressCoef(legs, 0.05);
  assert.ok(quote !== null);
  assert.equal(quote, Math.floor(fair * 0.95 * 1000) / 1000);
  const express = 1.71 * 1.86;
  assert.ok(quote < express / (express - 1), `${quote} is below the margin-carrying ${express / (express - 1)}`);
  // No margin: exactly the fair price, rounded down.
  assert.equal(fairAntiExpressCoef(legs, 0), Math.floor(fair * 1000) / 1000);
});

test('two long shots have no anti-express price at or above 1.001; near-certain favourites do; a margin out of range is refused', () => {
  const favourite: MarketSelection = { coef: 1.01, marketCoefs: [1.01, 101] };
  assert.ok((fairAntiExpressCoef([favourite, favourite], 0.05) ?? 0) > 40, 'against two near-certain favourites the anti-express is a long shot');
  const longShots: MarketSelection = { coef: 101, marketCoefs: [101, 1.01] };
  assert.equal(fairAntiExpressCoef([longShots, longShots], 0.05), null, 'the anti-express of two long shots is near-certain: no price');
  assert.throws(() => fairAntiExpressCoef([longShots, longShots], 0.6), RangeError);
  assert.throws(() => fairAntiExpressCoef([longShots, longShots], -0.01), RangeError);
  assert.throws(() => fairAntiExpressCoef([longShots], 0.05), RangeError);
});

/** A market of 2 or 3 outcomes with true chances, priced by the simulator's formula at its margin. */
const market = fc
  .tuple(fc.integer({ min: 2, max: 3 }), fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }), fc.double({ min: 0.02, max: 0.12, noNaN: true }))
  .map(([size, weights, margin]) => {
    const used = weights.slice(0, size);
    const total = used.reduce((a, b) => a + b, 0);
    const chances = used.map((w) => w / total);
    return { chances, coefs: chances.map((p) => priceCoef(p, margin)) };
  })
  // Within the simulator's unclamped range (1.01 to 101): a clamped price is not the chance's price.
  .filter((m) => m.coefs.every((c) => c > 1.01 && c < 101));

const leg = fc.tuple(market, fc.nat()).map(([m, pick]) => {
  const i = pick % m.coefs.length;
  return { selection: { coef: m.coefs[i] as number, marketCoefs: m.coefs }, trueChance: m.chances[i] as number };
});

const legs = fc.array(leg, { minLength: 2, maxLength: 6 });
const margin = fc.double({ min: 0, max: 0.15, noNaN: true });

test('property: the quote is never above the fair price of the markets, and returns at most 1 − margin by their chances', () => {
  fc.assert(
    fc.property(legs, margin, (ls, m) => {
      const quote = fairAntiExpressCoef(ls.map((l) => l.selection), m);
      const everyWins = ls.reduce((p, l) => p * fairChance(l.selection), 1);
      const fair = 1 / (1 - everyWins);
      if (quote === null) return fair * (1 - m) < 1.001 + 1e-9;
      return quote <= fair + 1e-12 && quote * (1 - everyWins) <= 1 - m + 1e-12;
    }),
    { numRuns: 3000 },
  );
});

test('property: by the simulator’s true chances the player’s expected return stays below 1 − margin/2 (half the margin covers 2-decimal odds)', () => {
  fc.assert(
    fc.property(legs, fc.double({ min: 0.01, max: 0.15, noNaN: true }), (ls, m) => {
      const quote = fairAntiExpressCoef(ls.map((l) => l.selection), m);
      if (quote === null) return true;
      const trueAntiWins = 1 - ls.reduce((p, l) => p * l.trueChance, 1);
      return quote * trueAntiWins < 1 - m / 2;
    }),
    { numRuns: 3000 },
  );
});
