import { test } from 'node:test';
import assert from 'node:assert/strict';
import { advance, cloneState, initialState, viewOf, type MatchState, type Matchup } from '../../../server/feed/simulator/engine';
import { createRng } from '../../../server/feed/simulator/prng';
import { SPORT_MODELS, type SportKey } from '../../../server/feed/simulator/sport-models';

const even: Matchup = { rating1: 0, rating2: 0 };

function playToEnd(key: SportKey, seed: number, m: Matchup = even): { state: MatchState; length: number } {
  const state = initialState();
  const rng = createRng(seed);
  let length = 0;
  for (let guard = 0; guard < 50 && state.status !== 4; guard++) {
    const r = advance(SPORT_MODELS[key], m, state, 3600, rng);
    length += r.finishedAt ?? 3600;
  }
  return { state, length };
}

test('football: two 45-minute halves with a 15-minute break, then finished', () => {
  const model = SPORT_MODELS.football;
  const state = initialState();
  const rng = createRng(1);
  advance(model, even, state, 30 * 60, rng);
  assert.equal(state.status, 2);
  assert.equal(state.periodNo, 1);
  assert.equal(viewOf(model, state).timeSec, 30 * 60);
  assert.equal(viewOf(model, state).period, '1-й тайм');
  assert.equal(viewOf(model, state).isTimerRunning, true);
  advance(model, even, state, 20 * 60, rng);
  assert.equal(state.status, 3, 'half-time break');
  assert.equal(viewOf(model, state).period, 'Перерыв');
  assert.equal(viewOf(model, state).isTimerRunning, false);
  advance(model, even, state, 15 * 60, rng);
  assert.equal(state.status, 2);
  assert.equal(state.periodNo, 2);
  assert.equal(viewOf(model, state).timeSec, 45 * 60 + 5 * 60);
  const r = advance(model, even, state, 3600, rng);
  assert.equal(state.status, 4);
  assert.equal(r.finishedAt, 40 * 60, 'finishes 40 minutes into the last hour');
  assert.equal(state.periods.length, 2);
  assert.equal(state.score[0], (state.periods[0]?.[0] ?? 0) + (state.periods[1]?.[0] ?? 0));
  assert.match(viewOf(model, state).scoreFormatted ?? '', /^\d+:\d+ \(\d+:\d+, \d+:\d+\)$/);
});

test('scoring rates: the stronger side scores more over many games', () => {
  let strong = 0;
  let weak = 0;
  for (let seed = 1; seed <= 200; seed++) {
    const { state } = playToEnd('football', seed, { rating1: 1, rating2: -1 });
    strong += state.score[0];
    weak += state.score[1];
  }
  assert.ok(strong / 200 > 1.8 && strong / 200 < 3.5, `strong avg ${strong / 200}`);
  assert.ok(weak / 200 < 1.2, `weak avg ${weak / 200}`);
});

test('sports without draws always have a winner; basketball scores are realistic', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const { state } = playToEnd('basketball', seed);
    assert.notEqual(state.score[0], state.score[1]);
    const total = state.score[0] + state.score[1];
    assert.ok(total > 150 && total < 300, `total ${total}`);
  }
  for (let seed = 1; seed <= 40; seed++) assert.notEqual(playToEnd('baseball', seed).state.score[0], playToEnd('baseball', seed).state.score[1]);
});

test('tennis: best of three sets, each set 6:x with a 2-game lead or 7:5 / 7:6', () => {
  for (let seed = 1; seed <= 30; seed++) {
    const { state } = playToEnd('tennis', seed);
    assert.equal(Math.max(...state.score), 2);
    assert.ok(Math.min(...state.score) <= 1);
    assert.equal(state.periods.length, state.score[0] + state.score[1]);
    for (const [a, b] of state.periods) {
      const hi = Math.max(a, b);
      const lo = Math.min(a, b);
      assert.ok((hi === 6 && lo <= 4) || (hi === 7 && (lo === 5 || lo === 6)), `set ${a}:${b}`);
    }
    assert.equal(viewOf(SPORT_MODELS.tennis, state).timeSec, null, 'no game clock in tennis');
  }
});

test('volleyball: best of five, deciding set to 15; esports maps have a map timer', () => {
  for (let seed = 1; seed <= 20; seed++) {
    const { state } = playToEnd('volleyball', seed);
    assert.equal(Math.max(...state.score), 3);
    state.periods.forEach(([a, b], i) => {
      const target = i === 4 ? 15 : 25;
      assert.ok(Math.max(a, b) >= target && Math.abs(a - b) >= 2, `set ${i + 1} ${a}:${b}`);
    });
  }
  const state = initialState();
  advance(SPORT_MODELS['dota-2'], even, state, 600, createRng(3));
  assert.equal(viewOf(SPORT_MODELS['dota-2'], state).timeSec, 600);
  assert.equal(viewOf(SPORT_MODELS['dota-2'], state).period, '1-я карта');
});

test('MMA: one winner, early finishes happen, otherwise three full rounds', () => {
  let early = 0;
  for (let seed = 1; seed <= 60; seed++) {
    const { state, length } = playToEnd('mma', seed);
    assert.deepEqual([...state.score].sort(), [0, 1]);
    if (state.early) early++;
    else assert.equal(Math.round(length), 3 * 300 + 2 * 60);
  }
  assert.ok(early > 5 && early < 55, `early ${early}`);
});

test('cricket: the chase ends as soon as the second side passes the first', () => {
  for (let seed = 1; seed <= 20; seed++) {
    const { state } = playToEnd('cricket', seed);
    assert.equal(state.periods[0]?.[1], 0, 'team2 does not bat in the first innings');
    assert.equal(state.periods[1]?.[0], 0, 'team1 does not bat in the second innings');
    if (state.score[1] > state.score[0]) assert.ok(state.score[1] - state.score[0] <= 6, 'a chase stops right after passing');
  }
});

test('the engine is deterministic for a seed and step sequence', () => {
  const run = () => {
    const state = initialState();
    const rng = createRng(42);
    for (let i = 0; i < 100; i++) advance(SPORT_MODELS.football, even, state, 37, rng);
    return cloneState(state);
  };
  assert.deepEqual(run(), run());
});
