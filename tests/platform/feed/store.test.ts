/** The feed store: one store per odd, list and header stores that change only with structure. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createFeedStore, timerSeconds } from '../../../platform/src/feed/store';
import { createOddRegistry, type OddView } from '../../../platform/src/feed/odds-registry';
import { deltaReply, fullReply, makeGame, makeMarket, oddChange } from './fixtures';

const setup = () => {
  let now = 1_000_000;
  const registry = createOddRegistry({ now: () => now });
  const store = createFeedStore({ registry, now: () => now });
  return { store, registry, tickClock: (ms: number) => (now += ms), now: () => now };
};

/** Counts notifications after the initial call of `subscribe`. */
function counter<T>(store: { subscribe(cb: (v: T) => void): () => void }) {
  const seen: T[] = [];
  let first = true;
  store.subscribe((v) => {
    if (first) first = false;
    else seen.push(v);
  });
  return seen;
}

test('each odd has one stable store', () => {
  const { registry } = setup();
  assert.equal(registry.store(11), registry.store(11));
  assert.notEqual(registry.store(11), registry.store(12));
});

test('only the odds whose version changed are notified', () => {
  const { store } = setup();
  const games = [1, 2, 3].map((id) => makeGame(id));
  store.apply(fullReply(games, 1));
  const seen = new Map<number, OddView[]>();
  for (const g of games) for (const o of g.markets[0]?.odds ?? []) seen.set(o.id, counter(store.oddStore(o.id)));
  store.apply(deltaReply([oddChange(games[1] as ReturnType<typeof makeGame>, 22, 3.1, 2)], 2));
  const notified = [...seen].filter(([, v]) => v.length > 0).map(([id]) => id);
  assert.deepEqual(notified, [22]);
  assert.equal(seen.get(22)?.[0]?.coef, 3.1);
  // The same version again (a repeated reply) changes nothing.
  store.apply(deltaReply([oddChange(games[1] as ReturnType<typeof makeGame>, 22, 3.1, 2)], 2));
  assert.equal(seen.get(22)?.length, 1);
});

test('trend up and down with the time of change', () => {
  const { store, tickClock, now } = setup();
  const g = makeGame(1);
  store.apply(fullReply([g], 1));
  const odd = store.oddStore(11);
  assert.deepEqual(odd.get(), { coef: 1.5, isBlocked: false, trend: null, changedAt: null });
  tickClock(3000);
  store.apply(deltaReply([oddChange(g, 11, 1.65, 2)], 2));
  assert.equal(odd.get().trend, 'up');
  assert.equal(odd.get().changedAt, now());
  store.apply(deltaReply([oddChange(g, 11, 1.4, 3)], 3));
  assert.equal(odd.get().trend, 'down');
  assert.equal(odd.get().coef, 1.4);
});

test('a blocked market blocks its odds even when the odds themselves did not change', () => {
  const { store } = setup();
  const g = makeGame(1);
  store.apply(fullReply([g], 1));
  const seen = counter(store.oddStore(12));
  const blocked = { ...g, version: 2, markets: [{ ...makeMarket(1), isBlocked: true, version: 2 }] };
  store.apply(deltaReply([blocked], 2));
  assert.equal(store.oddStore(12).get().isBlocked, true);
  assert.equal(seen.length, 1);
  assert.equal(seen[0]?.coef, 2.5, 'coefficient unchanged');
  assert.equal(seen[0]?.trend, null);
});

test('the list store changes only when the set or order of games changes', () => {
  const { store } = setup();
  const games = [1, 2].map((id) => makeGame(id));
  store.apply(fullReply(games, 1));
  const lists = counter(store.$gameIds);
  store.apply(deltaReply([oddChange(games[0] as ReturnType<typeof makeGame>, 11, 9, 2)], 2));
  store.apply(fullReply(games.map((g) => ({ ...g })), 3));
  assert.equal(lists.length, 0, 'odd moves and an identical full reply leave the list alone');
  store.apply(deltaReply([makeGame(3, { version: 4 })], 4));
  store.apply(deltaReply([], 5, [1]));
  assert.deepEqual(lists, [[1, 2, 3], [2, 3]]);
});

test('removed games: header store becomes null and the list drops them', () => {
  const { store } = setup();
  store.apply(fullReply([makeGame(1), makeGame(2)], 1));
  const header = store.gameStore(2);
  assert.equal(header.get()?.team1, 'Team 2 A');
  store.apply(deltaReply([], 2, [2]));
  assert.equal(header.get(), null);
  assert.deepEqual(store.$gameIds.get(), [1]);
  assert.equal(store.game(2), null);
});

test('the header store ignores a timer that moved as expected, but takes score and period changes', () => {
  const { store, tickClock } = setup();
  const g = makeGame(1, { timeSec: 600 });
  store.apply(fullReply([g], 1));
  const header = store.gameStore(1);
  const seen = counter(header);
  tickClock(3000);
  store.apply(deltaReply([{ ...g, version: 2, timeSec: 603, markets: [] }], 2));
  assert.equal(seen.length, 0, 'timer 600 → 603 after 3 s: nothing to render');
  store.apply(deltaReply([{ ...g, version: 3, timeSec: 603, score1: 2, markets: [] }], 3));
  assert.equal(seen.length, 1);
  assert.equal(seen[0]?.score1, 2);
  tickClock(1000);
  store.apply(deltaReply([{ ...g, version: 4, timeSec: 2700, score1: 2, markets: [] }], 4));
  assert.equal(seen.length, 2, 'a jump of the timer is taken');
  const last = seen[1];
  assert.ok(last);
  assert.equal(timerSeconds(last.timer, last.timer.at + 5_500), 2705);
});

test('the markets store changes with the layout, not with odds', () => {
  const { store } = setup();
  const g = makeGame(1);
  store.apply(fullReply([g], 1));
  const layout = store.marketsStore(1);
  const seen = counter(layout);
  assert.deepEqual(layout.get().map((m) => m.odds.map((o) => o.id)), [[11, 12, 13]]);
  store.apply(deltaReply([oddChange(g, 13, 7, 2)], 2));
  assert.equal(seen.length, 0);
  const extra = { ...makeMarket(1), id: 99, name: 'Total 2.5', kind: 3 as const, param: 2.5, version: 3 };
  store.apply(deltaReply([{ ...g, version: 3, markets: [extra] }], 3));
  assert.equal(seen.length, 1);
  assert.deepEqual(seen[0]?.map((m) => m.id), [10, 99]);
});

test('game(id) gives the merged game for building a bet', () => {
  const { store } = setup();
  const g = makeGame(1);
  store.apply(fullReply([g], 1));
  store.apply(deltaReply([oddChange(g, 12, 3.3, 2)], 2));
  assert.equal(store.game(1)?.markets[0]?.odds[1]?.coef, 3.3);
  assert.equal(store.version, 2);
});

test('an odd store dropped from the registry is seeded again from the feed', () => {
  let now = 0;
  const registry = createOddRegistry({ now: () => now, maxEntries: 2 });
  const store = createFeedStore({ registry, now: () => now });
  store.apply(fullReply([makeGame(1), makeGame(2)], 1));
  assert.ok(registry.size <= 3, `pruned to a small registry, size ${registry.size}`);
  now = 5;
  assert.equal(store.oddStore(11).get().coef, 1.5);
  assert.equal(store.oddStore(23).get().coef, 3.5);
});

test('sameHeader compares every header field of the contract (a new GameSchema field must be added)', async () => {
  const { GameSchema } = await import('../../../platform/src/schemas/feed');
  const { headerOf, sameHeader } = await import('../../../platform/src/feed/store');
  const game = makeGame(1, { isTimerRunning: false });
  const header = headerOf(game, 0);
  assert.equal(sameHeader(header, game, 0, 2), true);
  const skipped = new Set(['markets', 'version', 'timeSec', 'isTimerRunning']);
  const keys = Object.keys(GameSchema.entries).filter((k) => !skipped.has(k));
  assert.deepEqual(Object.keys(header).filter((k) => k !== 'timer').sort(), [...keys].sort(), 'headerOf copies every field');
  for (const key of keys) {
    const value = game[key as keyof typeof game];
    const other = typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : `${String(value)}x`;
    assert.equal(sameHeader(header, { ...game, [key]: other }, 0, 2), false, `a change of ${key} is seen`);
  }
  assert.equal(sameHeader(header, { ...game, timeSec: 601 }, 0, 2), false, 'a stopped timer compares exactly');
});

test('sameShape sees new markets, renamed outcomes and moved lines, not coefficients', async () => {
  const { sameShape } = await import('../../../platform/src/feed/store');
  const { store } = setup();
  const g = makeGame(1);
  store.apply(fullReply([g], 1));
  const shape = store.marketsStore(1).get();
  const m = g.markets[0]!;
  assert.equal(sameShape(shape, [{ ...m, odds: m.odds.map((o) => ({ ...o, coef: 9 })) }]), true);
  assert.equal(sameShape(shape, [{ ...m, param: 1.5 }]), false);
  assert.equal(sameShape(shape, [{ ...m, odds: m.odds.map((o, i) => (i === 1 ? { ...o, name: 'Draw' } : o)) }]), false);
  assert.equal(sameShape(shape, [m, { ...m, id: 99 }]), false);
});
