/** Merging full and delta feed replies (applyGamesResponse). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyGamesResponse, emptyFeedState, gameReplyAsList, mergeMarkets } from '../../../platform/src/feed/merge';
import { deltaReply, fullReply, makeGame, makeMarket, oddChange } from './fixtures';

test('a full reply replaces the list and sets the version', () => {
  const s1 = applyGamesResponse(emptyFeedState(), fullReply([makeGame(1), makeGame(2)], 5));
  assert.equal(s1.version, 5);
  assert.deepEqual(s1.order, [1, 2]);
  const s2 = applyGamesResponse(s1, fullReply([makeGame(3)], 9));
  assert.deepEqual(s2.order, [3]);
  assert.equal(s2.games.has(1), false);
  assert.equal(s2.version, 9);
});

test('a delta merges changed markets into known games and keeps unchanged games as they were', () => {
  const g1 = makeGame(1, { markets: [makeMarket(1), { ...makeMarket(1), id: 11, name: 'Total', kind: 3 }] });
  const s1 = applyGamesResponse(emptyFeedState(), fullReply([g1, makeGame(2)], 1));
  const changed = oddChange(g1, 12, 4.2, 2);
  // The delta carries only the changed market.
  assert.equal(changed.markets.length, 1);
  const s2 = applyGamesResponse(s1, deltaReply([{ ...changed, score1: 2 }], 2));
  const merged = s2.games.get(1);
  assert.ok(merged);
  assert.equal(merged.markets.length, 2, 'the unchanged market stays');
  assert.equal(merged.markets[0]?.odds[1]?.coef, 4.2);
  assert.equal(merged.markets[1]?.name, 'Total');
  assert.equal(merged.score1, 2, 'header from the delta');
  assert.equal(s2.games.get(2), s1.games.get(2), 'game 2 keeps its identity');
  assert.equal(s2.order, s1.order, 'order array identity kept when the order did not change');
  assert.equal(s2.version, 2);
});

test('a delta adds new games at the end and drops removed ones', () => {
  const s1 = applyGamesResponse(emptyFeedState(), fullReply([makeGame(1), makeGame(2), makeGame(3)], 1));
  const s2 = applyGamesResponse(s1, deltaReply([makeGame(4, { version: 2 })], 2, [2]));
  assert.deepEqual(s2.order, [1, 3, 4]);
  assert.equal(s2.games.has(2), false);
  assert.equal(s2.games.get(4)?.team1, 'Team 4 A');
});

test('a stale game or market version never overwrites a newer one', () => {
  const g = makeGame(1, { version: 5, markets: [makeMarket(1, { version: 5 })] });
  const s1 = applyGamesResponse(emptyFeedState(), fullReply([g], 5));
  const stale = makeGame(1, { version: 3, score1: 9 });
  const s2 = applyGamesResponse(s1, deltaReply([stale], 6));
  assert.equal(s2.games.get(1)?.score1, 1);
  const merged = mergeMarkets(g.markets, [makeMarket(1, { version: 4, name: 'old' })]);
  assert.equal(merged[0]?.name, 'Match result');
});

test('an order function sorts the list (betsonyour: most markets first)', () => {
  const byMarkets = (a: { marketsCount: number }, b: { marketsCount: number }) => b.marketsCount - a.marketsCount;
  const s1 = applyGamesResponse(emptyFeedState(), fullReply([makeGame(1, { marketsCount: 5 }), makeGame(2, { marketsCount: 50 }), makeGame(3, { marketsCount: 20 })]), byMarkets);
  assert.deepEqual(s1.order, [2, 3, 1]);
  const s2 = applyGamesResponse(s1, deltaReply([makeGame(4, { marketsCount: 30, version: 2 })], 2), byMarkets);
  assert.deepEqual(s2.order, [2, 4, 3, 1]);
});

test('a game reply becomes a one-game list reply', () => {
  const list = gameReplyAsList({ version: 7, full: false, game: makeGame(3) });
  assert.deepEqual(list.removed, []);
  assert.equal(list.games[0]?.id, 3);
  assert.equal(list.full, false);
  assert.equal(list.version, 7);
});

test('withMarkets keeps every field of the contract', async () => {
  const { GameSchema } = await import('../../../platform/src/schemas/feed');
  const { withMarkets } = await import('../../../platform/src/feed/merge');
  const g = makeGame(1);
  const copy = withMarkets(g, []);
  assert.deepEqual(Object.keys(copy).sort(), Object.keys(GameSchema.entries).sort());
  assert.deepEqual({ ...copy, markets: g.markets }, g);
});

test("an 'in-place' delta updates the owner's games map instead of copying it, with the same result as a copy", () => {
  const start = () => applyGamesResponse(emptyFeedState(), fullReply([makeGame(1), makeGame(2), makeGame(3)], 1));
  const delta = deltaReply([oddChange(makeGame(2), 22, 4.2, 2)], 2);
  const copied = applyGamesResponse(start(), delta);
  const s1 = start();
  const before = s1.games.get(2);
  const inPlace = applyGamesResponse(s1, delta, undefined, 'in-place');
  assert.equal(inPlace.games, s1.games, 'the same map');
  assert.notEqual(s1.games.get(2), before, 'the owner sees the merged game');
  assert.deepEqual([...inPlace.games], [...copied.games]);
  assert.equal(inPlace.order, s1.order, 'order array identity kept when no game was added');
  assert.equal(inPlace.version, 2);
  // Added and removed games give a new order, as a copy does.
  const s3 = applyGamesResponse(inPlace, deltaReply([makeGame(4, { version: 3 })], 3, [1]), undefined, 'in-place');
  assert.deepEqual(s3.order, [2, 3, 4]);
  assert.deepEqual(inPlace.order, [1, 2, 3], 'the previous order array is never changed');
  assert.equal(s3.games.has(1), false);
});

test("a 'copy' delta (the default) leaves the previous state's games as they were", () => {
  const s1 = applyGamesResponse(emptyFeedState(), fullReply([makeGame(1)], 1));
  const before = s1.games.get(1);
  const s2 = applyGamesResponse(s1, deltaReply([oddChange(makeGame(1), 12, 4.2, 2), makeGame(5, { version: 2 })], 2));
  assert.equal(s1.games.get(1), before);
  assert.equal(s1.games.has(5), false);
  assert.equal(s2.games.get(1)?.markets[0]?.odds[1]?.coef, 4.2);
  assert.deepEqual(s2.order, [1, 5]);
});

test('an order function sorts without changing the previous order array', () => {
  const byMarkets = (a: { marketsCount: number }, b: { marketsCount: number }) => b.marketsCount - a.marketsCount;
  const s1 = applyGamesResponse(emptyFeedState(), fullReply([makeGame(1, { marketsCount: 5 }), makeGame(2, { marketsCount: 50 })]), byMarkets);
  const s2 = applyGamesResponse(s1, deltaReply([makeGame(1, { marketsCount: 80, version: 2 })], 2), byMarkets, 'in-place');
  assert.deepEqual(s2.order, [1, 2]);
  assert.deepEqual(s1.order, [2, 1]);
});

test('mergeMarkets: a scan (few markets) and an index (many) upsert alike: newer versions replace, older stay, new ones append', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 40 }),
      fc.array(fc.record({ id: fc.integer({ min: 1, max: 50 }), version: fc.integer({ min: 0, max: 9 }) }), { maxLength: 12 }),
      (count, changes) => {
        const current = Array.from({ length: count }, (_, i) => ({ ...makeMarket(1), id: i + 1, version: 5 }));
        const changed = changes.map((c) => ({ ...makeMarket(1), id: c.id, version: c.version, name: `v${c.version}` }));
        // The reference: one market per id in first-seen order, the last change not older than what it replaces wins.
        const expected = new Map(current.map((m) => [m.id, m]));
        for (const m of changed) {
          const known = expected.get(m.id);
          if (!known || known.version <= m.version) expected.set(m.id, m);
        }
        const merged = mergeMarkets(current, changed);
        assert.deepEqual(merged.map((m) => m.id), [...expected.keys()]);
        assert.deepEqual(merged, [...expected.values()]);
      },
    ),
  );
});
