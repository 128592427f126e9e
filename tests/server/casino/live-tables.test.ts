/**
 * The live-casino tables: the simulation is a pure function of the game and the time (the same time
 * gives the same table), rounds move through betting, dealing and result with a countdown, the round
 * number grows by one per round and the history takes the finished round's result at its front,
 * roulette results are real European pockets with their colours, dealers change every shift and the
 * tables close 04:00–04:10 UTC; the two calls answer from the server clock, and unknown or non-live
 * games are 404.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { LiveTableResponseSchema, LiveTablesResponseSchema, type LiveTable } from '../../../apps/casino/src/contracts/live';
import { createClock } from '../../../server/clock';
import {
  dealerAt,
  DEALERS,
  isClosedAt,
  liveTableAt,
  RED_NUMBERS,
  resultOf,
  roundLengthMs,
  SHIFT_MS,
  type LiveGame,
} from '../../../server/casino-play/live-tables';
import { expectError, startIdentity, type IdentityServer } from '../identity/support';

/** A fixed noon (UTC), far from the daily break. */
const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
const ROULETTE: LiveGame = { id: 153, name: 'Speed Roulette', subcategory: 'roulette', minStake: 10, maxStake: 50000 };
const BLACKJACK: LiveGame = { id: 159, name: 'Blackjack Classic', subcategory: 'blackjack', minStake: 10, maxStake: 50000 };
const SHOW: LiveGame = { id: 177, name: 'Dream Wheel', subcategory: 'game-shows', minStake: 10, maxStake: 50000 };
const GAMES: readonly LiveGame[] = [
  ROULETTE, BLACKJACK, SHOW,
  { id: 165, name: 'Baccarat Squeeze', subcategory: 'baccarat', minStake: 10, maxStake: 50000 },
  { id: 171, name: "Casino Hold'em", subcategory: 'poker', minStake: 10, maxStake: 50000 },
];

/** Walks a table from `now` to the end of its current phase; returns the time and the table there. */
const nextPhase = (game: LiveGame, now: number): { at: number; table: LiveTable } => {
  const at = liveTableAt(game, now).round.endsAt;
  return { at, table: liveTableAt(game, at) };
};

/** The start of the next round after `now`: through the phases until the betting opens again. */
function nextRoundStart(game: LiveGame, now: number): number {
  let at = now;
  do at = liveTableAt(game, at).round.endsAt;
  while (liveTableAt(game, at).round.phase !== 'betting');
  return at;
}

test('the same time gives the same table; every table fits the contract', () => {
  for (const game of GAMES) {
    for (const at of [NOON, NOON + 12_345, NOON + 3 * 3_600_000]) {
      const table = liveTableAt(game, at);
      assert.deepEqual(liveTableAt(game, at), table, `${game.name} at ${at}`);
      v.parse(LiveTablesResponseSchema, { tables: [table], serverTime: at });
      assert.equal(table.open, true);
      assert.equal(table.history.length, 8);
      assert.deepEqual(table.limits, { min: 10, max: 50000, currency: 'RUB' });
      assert.ok(table.players >= table.seats.taken, 'the seated are among the players');
      if (table.seats.total !== null) assert.ok(table.seats.taken <= table.seats.total);
    }
  }
  assert.equal(liveTableAt(ROULETTE, NOON).seats.total, null, 'roulette: unlimited seats');
  assert.equal(liveTableAt(SHOW, NOON).seats.total, null, 'game show: unlimited seats');
  assert.equal(liveTableAt(BLACKJACK, NOON).seats.total, 7, 'blackjack: seven seats');
  assert.equal(liveTableAt(SHOW, NOON).kind, 'game-show');
});

test('a round goes betting → dealing → result with a countdown, then the next round opens with the next number', () => {
  const expected: Record<string, [number, number, number]> = { roulette: [25, 10, 10], blackjack: [20, 30, 10], 'game-show': [20, 20, 10] };
  for (const game of [ROULETTE, BLACKJACK, SHOW]) {
    const start = nextRoundStart(game, NOON);
    const first = liveTableAt(game, start);
    const [betting, dealing, result] = expected[first.kind] ?? [0, 0, 0];
    assert.equal(first.round.phase, 'betting');
    assert.equal(first.round.secondsLeft, betting);
    assert.equal(first.round.endsAt, start + betting * 1000);
    assert.equal(liveTableAt(game, start + 1_500).round.secondsLeft, betting - 1, 'rounded up: 23.5 s left shows 24');
    assert.equal(liveTableAt(game, first.round.endsAt - 1).round.phase, 'betting', 'still betting a millisecond before');
    const dealt = nextPhase(game, start);
    assert.equal(dealt.table.round.phase, 'dealing');
    assert.equal(dealt.table.round.secondsLeft, dealing);
    assert.equal(dealt.table.round.number, first.round.number);
    const shown = nextPhase(game, dealt.at);
    assert.equal(shown.table.round.phase, 'result');
    assert.equal(shown.table.round.secondsLeft, result);
    const next = nextPhase(game, shown.at);
    assert.equal(next.table.round.phase, 'betting');
    assert.equal(next.table.round.number, first.round.number + 1);
    assert.equal(next.at - start, roundLengthMs(first.kind), `${first.kind}: ${betting + dealing + result} s a round`);
  }
  assert.equal(roundLengthMs('roulette'), 45_000);
  assert.equal(roundLengthMs('blackjack'), 60_000);
  assert.equal(roundLengthMs('baccarat'), 40_000);
  assert.equal(roundLengthMs('poker'), 70_000);
  assert.equal(roundLengthMs('game-show'), 50_000);
});

test('each round puts its result at the front of the history, the rest shift by one', () => {
  for (const game of GAMES) {
    let at = nextRoundStart(game, NOON);
    for (let i = 0; i < 5; i++) {
      const before = liveTableAt(game, at);
      at = nextRoundStart(game, at);
      const after = liveTableAt(game, at);
      assert.equal(after.round.number, before.round.number + 1);
      assert.deepEqual(after.history[0], resultOf(game.id, before.kind, before.round.number), 'the finished round first');
      assert.deepEqual(after.history.slice(1), before.history.slice(0, 7), 'the rest shift by one');
    }
  }
});

test('roulette results are European single-zero pockets with the right colours', () => {
  const seen = new Set<number>();
  for (let round = 1000; round < 5000; round++) {
    const { label, tone } = resultOf(ROULETTE.id, 'roulette', round);
    const n = Number(label);
    assert.ok(Number.isInteger(n) && n >= 0 && n <= 36, label);
    assert.equal(tone, n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black', label);
    seen.add(n);
  }
  assert.equal(seen.size, 37, 'every pocket comes up');
  assert.deepEqual([...RED_NUMBERS].sort((a, b) => a - b), [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  assert.equal(resultOf(ROULETTE.id, 'roulette', 42).label, resultOf(ROULETTE.id, 'roulette', 42).label, 'deterministic');
  const labels = (game: LiveGame, kind: LiveTable['kind']) => new Set(Array.from({ length: 400 }, (_, i) => resultOf(game.id, kind, i).label));
  assert.deepEqual([...labels(GAMES[3] ?? ROULETTE, 'baccarat')].sort(), ['Banker', 'Player', 'Tie']);
  assert.ok([...labels(SHOW, 'game-show')].every((l) => /^×\d+$/.test(l)));
  assert.ok([...labels(BLACKJACK, 'blackjack')].every((l) => /^(Dealer (1[7-9]|2[01])|Dealer bust|Blackjack)$/.test(l)));
});

test('the dealer stays for a 30-minute shift and changes at the next', () => {
  const shiftStart = Math.ceil(NOON / SHIFT_MS) * SHIFT_MS;
  for (const game of GAMES) {
    const dealer = liveTableAt(game, shiftStart).dealer.name;
    assert.ok((DEALERS as readonly string[]).includes(dealer));
    assert.equal(liveTableAt(game, shiftStart + SHIFT_MS - 1).dealer.name, dealer, 'the same dealer all shift');
    for (let shift = 1; shift <= 20; shift++) {
      assert.notEqual(dealerAt(game.id, shiftStart + shift * SHIFT_MS), dealerAt(game.id, shiftStart + (shift - 1) * SHIFT_MS), `shift ${shift}`);
    }
  }
  const names = new Set(Array.from({ length: 16 }, (_, i) => dealerAt(ROULETTE.id, shiftStart + i * SHIFT_MS)));
  assert.equal(names.size, 16, 'the dealers rotate through the whole list');
});

test('tables close for a break 04:00–04:10 UTC', () => {
  const breakStart = Date.UTC(2026, 2, 10, 4, 0, 0);
  const reopen = Date.UTC(2026, 2, 10, 4, 10, 0);
  assert.equal(isClosedAt(breakStart - 1), false);
  assert.equal(isClosedAt(breakStart), true);
  assert.equal(isClosedAt(reopen - 1), true);
  assert.equal(isClosedAt(reopen), false);
  for (const game of GAMES) {
    assert.equal(liveTableAt(game, breakStart - 1).open, true);
    const closed = liveTableAt(game, Date.UTC(2026, 2, 10, 4, 5, 0));
    assert.equal(closed.open, false);
    assert.equal(closed.players, 0);
    assert.equal(closed.seats.taken, 0);
    assert.equal(closed.round.endsAt, reopen, 'the countdown runs to the reopening');
    assert.equal(closed.round.secondsLeft, 300);
    assert.deepEqual(liveTableAt(game, reopen - 1).round.number, closed.round.number, 'no rounds during the break');
    v.parse(LiveTablesResponseSchema, { tables: [closed], serverTime: reopen });
    const reopened = liveTableAt(game, reopen);
    assert.equal(reopened.open, true);
    assert.ok(reopened.round.number > closed.round.number);
  }
});

/** A server whose clock stands at NOON until the test moves it. */
const startAtNoon = (t: Parameters<typeof startIdentity>[0]): Promise<IdentityServer> => startIdentity(t, { clock: createClock(() => NOON) });

test('GET live-tables: every live game of the catalogue, at the server clock, never cached', async (t) => {
  const server = await startAtNoon(t);
  const res = await server.browser.get('casino/live-tables');
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['cache-control'], 'no-store');
  const body = v.parse(LiveTablesResponseSchema, res.json());
  assert.equal(body.serverTime, NOON);
  assert.equal(body.tables.length, 30);
  assert.deepEqual([...new Set(body.tables.map((table) => table.kind))].sort(), ['baccarat', 'blackjack', 'game-show', 'poker', 'roulette']);
  for (const kind of ['roulette', 'blackjack', 'baccarat', 'poker', 'game-show']) {
    assert.equal(body.tables.filter((table) => table.kind === kind).length, 6, kind);
  }
  const first = body.tables.find((table) => table.name === 'Speed Roulette');
  assert.ok(first);
  assert.deepEqual(first.limits, { min: 10, max: 50000, currency: 'RUB' });
  assert.deepEqual(first, liveTableAt({ id: first.gameId, name: first.name, subcategory: 'roulette', minStake: 10, maxStake: 50000 }, NOON), 'the simulation at the server clock');
});

test('GET live-tables/{id}: phases, countdown, round number and history follow the server clock', async (t) => {
  const server = await startAtNoon(t);
  const list = v.parse(LiveTablesResponseSchema, (await server.browser.get('casino/live-tables')).json());
  const roulette = list.tables.find((table) => table.kind === 'roulette');
  assert.ok(roulette);
  const get = async () => {
    const res = await server.browser.get(`casino/live-tables/${roulette.gameId}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    return v.parse(LiveTableResponseSchema, res.json());
  };
  let now = NOON;
  let reply = await get();
  assert.equal(reply.serverTime, now);
  assert.deepEqual(reply.table, roulette, 'the same time, the same table');
  assert.deepEqual(await get(), reply, 'asked again at the same time');

  // Move to the start of the next round, then through its phases.
  while (reply.table.round.phase !== 'betting' || reply.serverTime === NOON) {
    await server.advance(reply.table.round.endsAt - now);
    now = reply.table.round.endsAt;
    reply = await get();
    assert.equal(reply.serverTime, now);
  }
  const start = reply.table;
  assert.equal(start.round.secondsLeft, 25);
  await server.advance(10_000);
  now += 10_000;
  assert.equal((await get()).table.round.secondsLeft, 15, 'the countdown');
  const phases: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { table } = await get();
    await server.advance(table.round.endsAt - now);
    now = table.round.endsAt;
    phases.push((await get()).table.round.phase);
  }
  assert.deepEqual(phases, ['dealing', 'result', 'betting']);
  const next = (await get()).table;
  assert.equal(next.round.number, start.round.number + 1);
  assert.deepEqual(next.history[0], resultOf(roulette.gameId, 'roulette', start.round.number), 'the previous round first');
  assert.deepEqual(next.history.slice(1), start.history.slice(0, 7));
  for (const chip of next.history) assert.equal(chip.tone, chip.label === '0' ? 'green' : RED_NUMBERS.has(Number(chip.label)) ? 'red' : 'black');
});

test('GET live-tables/{id}: 404 casino_not_found for a game that is not live, an unknown id or not an id', async (t) => {
  const server = await startAtNoon(t);
  expectError(await server.browser.get('casino/live-tables/1'), 404, 'casino_not_found');
  expectError(await server.browser.get('casino/live-tables/999999'), 404, 'casino_not_found');
  expectError(await server.browser.get('casino/live-tables/abc'), 404, 'casino_not_found');
  expectError(await server.browser.get('casino/live-tables/0'), 404, 'casino_not_found');
});
