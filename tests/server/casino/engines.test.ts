/**
 * The demo game provider's engines (server/casino-play/engines): each engine's seeded 100 000-round
 * simulation meets its stated return to player, and the exact theoretical return (slot, crash, wheel,
 * keno per pick count) equals it; wins are non-negative integers and 0 on a loss; bad params are
 * refused by the engine's schema; guess card's moves, collect and auto-collect; the same seed gives
 * the same rounds.
 */
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { GAME_ENGINES } from '../../../server/casino/ports';
import { CARDS_MAX_X100, cardsEngine, cardsStepX100, cardsWinningRanks } from '../../../server/casino-play/engines/cards';
import type { CardsGuess, CardsState } from '../../../server/casino-play/engines/cards';
import { CRASH_MAX_X100, crashEngine, crashTheoreticalRtp, drawCrashX100 } from '../../../server/casino-play/engines/crash';
import { ENGINES, engineOf } from '../../../server/casino-play/engines/index';
import { KENO_DRAWN, kenoEngine, kenoTheoreticalRtp } from '../../../server/casino-play/engines/keno';
import { seededRng } from '../../../server/casino-play/engines/rng';
import { slotEngine, slotPayX100, slotTheoreticalRtp } from '../../../server/casino-play/engines/slot';
import type { Rng, Step } from '../../../server/casino-play/engines/types';
import { wheelEngine, wheelTheoreticalRtp } from '../../../server/casino-play/engines/wheel';

const ROUNDS = 100_000;
const STAKE = 100;

/** The mean return per stake of a run of rounds and its standard error. */
interface Sample {
  mean: number;
  se: number;
}

/** Plays `ROUNDS` rounds with `play` (which returns the win of a round at `STAKE`) and checks every win. */
function simulate(play: (round: number) => number): Sample {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const win = play(i);
    assert.ok(Number.isSafeInteger(win) && win >= 0, `round ${i}: win ${win} is not a non-negative integer`);
    const r = win / STAKE;
    sum += r;
    squares += r * r;
  }
  const mean = sum / ROUNDS;
  const variance = (squares - ROUNDS * mean * mean) / (ROUNDS - 1);
  return { mean, se: Math.sqrt(variance / ROUNDS) };
}

/** The simulated return meets the stated one within max(0.01, 4 standard errors). */
function assertRtp(t: TestContext, name: string, sample: Sample, rtp: number): void {
  const tolerance = Math.max(0.01, 4 * sample.se);
  const gap = Math.abs(sample.mean - rtp);
  t.diagnostic(`${name}: simulated RTP ${sample.mean.toFixed(4)} (SE ${sample.se.toFixed(4)}), stated ${rtp}`);
  assert.ok(gap <= tolerance, `${name}: simulated RTP ${sample.mean.toFixed(4)} vs stated ${rtp} (± ${tolerance.toFixed(4)})`);
}

/** A one-step round's win, checking it is finished and pays 0 exactly when its multiplier is 0. */
function finishedWin<S extends { x100: number }>(step: Step<S>): number {
  assert.equal(step.done, true);
  if (!step.done) return 0;
  if (step.state.x100 === 0) assert.equal(step.winMinor, 0, 'a loss pays 0');
  return step.winMinor;
}

/** An rng that returns the given values in turn (each must be inside the range asked for). */
function scripted(values: readonly number[]): Rng {
  let i = 0;
  return (n) => {
    const value = values[i++ % values.length] ?? 0;
    assert.ok(value < n, `scripted value ${value} out of range ${n}`);
    return value;
  };
}

/** The likelier guess that can still lose (a certain guess is refused). */
function likelierGuess(rank: number): CardsGuess {
  const higher = cardsWinningRanks(rank, 'higher');
  const lower = cardsWinningRanks(rank, 'lower');
  if (higher === 13) return 'lower';
  if (lower === 13) return 'higher';
  return higher >= lower ? 'higher' : 'lower';
}

function currentRank(state: CardsState): number {
  return state.cards[state.cards.length - 1]?.rank ?? 0;
}

test('the registry holds one engine per catalogue engine id, each with a rules card that starts with its RTP', () => {
  assert.deepEqual(Object.keys(ENGINES).sort(), [...GAME_ENGINES].sort());
  for (const id of GAME_ENGINES) {
    const engine = engineOf(id);
    assert.equal(engine.id, id);
    const rules = engine.rules();
    assert.equal(rules[0]?.label.startsWith(`Return to player ${Math.round(engine.rtp * 100)}%`), true, id);
    for (const row of rules) {
      assert.ok(Number.isInteger(row.x100) && row.x100 >= 0, `${id}: ${row.label}`);
      if (row.chance !== undefined) assert.ok(row.chance > 0 && row.chance <= 1, `${id}: ${row.label}`);
    }
  }
});

test('the exact theoretical returns equal the stated ones', () => {
  assert.ok(Math.abs(slotTheoreticalRtp() - slotEngine.rtp) <= 0.003, `slot ${slotTheoreticalRtp()}`);
  assert.ok(Math.abs(wheelTheoreticalRtp() - wheelEngine.rtp) <= 1e-12, `wheel ${wheelTheoreticalRtp()}`);
  for (const target of [101, 150, 200, 1000, 12_345, CRASH_MAX_X100]) {
    assert.ok(Math.abs(crashTheoreticalRtp(target) - crashEngine.rtp) <= 1e-6, `crash ×${target / 100}`);
  }
  for (let picks = 1; picks <= 10; picks++) {
    const rtp = kenoTheoreticalRtp(picks);
    assert.ok(Math.abs(rtp - kenoEngine.rtp) <= 0.005, `keno ${picks} picks: ${rtp}`);
  }
});

test('slot: 100 000 seeded spins return the stated RTP; a win is floor(stake × line pays / 1000)', (t) => {
  const rng = seededRng(1);
  const sample = simulate(() => finishedWin(slotEngine.start(STAKE, {}, rng)));
  assertRtp(t, 'slot', sample, slotEngine.rtp);

  for (let i = 0; i < 2000; i++) {
    const step = slotEngine.start(7, {}, rng);
    assert.equal(step.done, true);
    if (!step.done) continue;
    const lineSum = step.state.lines.reduce((sum, l) => sum + slotPayX100(l.symbol, l.count), 0);
    assert.equal(step.winMinor, Math.floor((7 * lineSum) / 1000));
    assert.equal(step.state.window.length, 3);
    assert.ok(step.state.window.every((row) => row.length === 5));
    assert.deepEqual(slotEngine.collect(step.state), step);
  }
  assert.throws(() => slotEngine.act(slotEngine.start(STAKE, {}, rng).state, undefined as never, rng));
});

test('crash: 100 000 seeded rounds at targets ×1.5, ×2 and ×10 return the stated RTP', (t) => {
  const rng = seededRng(2);
  const targets = [150, 200, 1000];
  const sample = simulate((i) => {
    const targetX100 = targets[i % targets.length] ?? 200;
    const step = crashEngine.start(STAKE, { targetX100 }, rng);
    const win = finishedWin(step);
    assert.equal(win, step.state.crashX100 >= targetX100 ? Math.floor((STAKE * targetX100) / 100) : 0);
    return win;
  });
  assertRtp(t, 'crash', sample, crashEngine.rtp);

  // The draw's extremes: the instant crash at ×1.00 and the cap at ×1000.
  assert.equal(drawCrashX100(scripted([0])), 100);
  assert.equal(drawCrashX100(scripted([2 ** 32 - 1])), CRASH_MAX_X100);
});

test('wheel: 100 000 seeded spins return the stated RTP', (t) => {
  const rng = seededRng(3);
  const sample = simulate(() => finishedWin(wheelEngine.start(STAKE, {}, rng)));
  assertRtp(t, 'wheel', sample, wheelEngine.rtp);
});

test('keno: 100 000 seeded draws with random picks (1..10 numbers) return the stated RTP', (t) => {
  const rng = seededRng(4);
  const player = seededRng(40);
  const sample = simulate(() => {
    const count = 1 + player(10);
    const picks = new Set<number>();
    while (picks.size < count) picks.add(1 + player(80));
    const step = kenoEngine.start(STAKE, { picks: [...picks] }, rng);
    if (step.done) {
      assert.equal(new Set(step.state.drawn).size, KENO_DRAWN);
      assert.ok(step.state.drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 80));
    }
    return finishedWin(step);
  });
  assertRtp(t, 'keno', sample, kenoEngine.rtp);
});

test('cards: 100 000 seeded rounds of one guess on the likelier side then collect return the stated RTP', (t) => {
  const rng = seededRng(5);
  const sample = simulate(() => {
    const start = cardsEngine.start(STAKE, {}, rng);
    assert.equal(start.done, false);
    const step = cardsEngine.act(start.state, likelierGuess(currentRank(start.state)), rng);
    if (step.done) {
      assert.equal(step.state.status, 'lost');
      assert.equal(step.winMinor, 0, 'a wrong guess pays 0');
      return step.winMinor;
    }
    const collected = cardsEngine.act(step.state, 'collect', rng);
    assert.equal(collected.done, true);
    return collected.done ? collected.winMinor : 0;
  });
  assertRtp(t, 'cards', sample, cardsEngine.rtp);
});

/**
 * The exact expected win (per stake of 100) of guessing the likelier side `guesses` times from a
 * uniform first card, then collecting: every path of ranks, with the engine's rounding and cap.
 */
function exactGuessesReturn(guesses: number): number {
  const value = (rank: number, accX100: number, left: number): number => {
    if (left === 0 || accX100 >= CARDS_MAX_X100) return accX100;
    const guess = likelierGuess(rank);
    let sum = 0;
    for (let next = 2; next <= 14; next++) {
      const won = guess === 'higher' ? next >= rank : next <= rank;
      if (won) sum += value(next, Math.min(Math.floor((accX100 * cardsStepX100(rank, guess)) / 100), CARDS_MAX_X100), left - 1);
    }
    return sum / 13;
  };
  let total = 0;
  for (let rank = 2; rank <= 14; rank++) total += value(rank, 100, guesses);
  return total / 13 / 100;
}

test('cards: collecting after a random 1..4 right guesses returns between 85% and 97%', (t) => {
  const exact = [1, 2, 3, 4].map(exactGuessesReturn);
  for (const rtp of exact) assert.ok(rtp <= 0.97 && rtp >= 0.85, `exact multi-guess return ${rtp}`);
  const policy = exact.reduce((a, b) => a + b, 0) / exact.length;

  const rng = seededRng(6);
  const player = seededRng(60);
  const sample = simulate(() => {
    const stopAfter = 1 + player(4);
    let step = cardsEngine.start(STAKE, {}, rng);
    while (!step.done) {
      const move = step.state.correct >= stopAfter ? 'collect' : likelierGuess(currentRank(step.state));
      step = cardsEngine.act(step.state, move, rng);
    }
    return step.winMinor;
  });
  t.diagnostic(`cards, 1..4 guesses: exact ${exact.map((x) => x.toFixed(4)).join(' ')}, policy ${policy.toFixed(4)}`);
  assertRtp(t, 'cards, 1..4 guesses', sample, policy);
  assert.ok(sample.mean <= 0.97 + 4 * sample.se && sample.mean >= 0.85 - 4 * sample.se, `multi-guess return ${sample.mean}`);
});

test('cards: a wrong guess pays 0, collect pays floor(stake × value / 100), a certain guess is refused', () => {
  // Rank 7 of clubs, then a 2: 'higher' loses.
  const lost = cardsEngine.act(cardsEngine.start(STAKE, {}, scripted([5, 0])).state, 'higher', scripted([0, 0]));
  assert.deepEqual(
    { done: lost.done, status: lost.state.status, win: lost.done ? lost.winMinor : -1 },
    { done: true, status: 'lost', win: 0 },
  );
  assert.deepEqual(cardsEngine.collect(lost.state), lost);
  assert.throws(() => cardsEngine.act(lost.state, 'collect', scripted([0])), /over/);

  // Rank 7, 'higher' → an ace (×1.57), then 'higher' on the ace → another ace (×12.61).
  const stake = 333;
  const first = cardsEngine.start(stake, {}, scripted([5, 0]));
  const second = cardsEngine.act(first.state, 'higher', scripted([12, 1]));
  assert.equal(second.done, false);
  assert.equal(second.state.accX100, cardsStepX100(7, 'higher'));
  assert.equal(second.state.accX100, 157);
  assert.throws(() => cardsEngine.act(second.state, 'lower', scripted([0, 0])), RangeError);
  const third = cardsEngine.act(second.state, 'higher', scripted([12, 0]));
  assert.equal(third.done, false);
  assert.equal(third.state.accX100, Math.floor((157 * 1261) / 100));

  const collected = cardsEngine.act(third.state, 'collect', scripted([0]));
  assert.equal(collected.done, true);
  assert.equal(collected.done && collected.winMinor, Math.floor((stake * third.state.accX100) / 100));
  assert.deepEqual(cardsEngine.collect(third.state), collected, 'walking away equals collecting');

  // Collecting before any guess returns the stake; a 'lower' on a 2 cannot lose either.
  const two = cardsEngine.start(stake, {}, scripted([0, 3]));
  assert.throws(() => cardsEngine.act(two.state, 'higher', scripted([0, 0])), /guess cannot lose/);
  const back = cardsEngine.collect(two.state);
  assert.equal(back.winMinor, stake);
});

test('cards: the round collects itself after 10 right guesses', () => {
  // Every card is an 8, and a tie wins: 'higher' from 8 pays ×1.80 each time.
  const rng = scripted([6, 2]);
  let step = cardsEngine.start(STAKE, {}, rng);
  let expected = 100;
  for (let guess = 1; guess <= 10; guess++) {
    assert.equal(step.done, false, `open before guess ${guess}`);
    step = cardsEngine.act(step.state, 'higher', rng);
    expected = Math.floor((expected * 180) / 100);
    assert.equal(step.state.accX100, expected);
  }
  assert.equal(step.done, true);
  assert.equal(step.state.status, 'collected');
  assert.equal(step.state.correct, 10);
  assert.equal(step.done && step.winMinor, Math.floor((STAKE * expected) / 100));
});

test('invalid params are refused by the engines’ schemas', () => {
  const keno = kenoEngine.params;
  for (const picks of [[1, 1], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [0], [81], [1.5], [], ['3']]) {
    assert.equal(v.safeParse(keno, { picks }).success, false, JSON.stringify(picks));
  }
  assert.equal(v.safeParse(keno, { picks: [1, 80, 40] }).success, true);
  assert.equal(v.safeParse(keno, {}).success, false);

  const crash = crashEngine.params;
  for (const targetX100 of [100, 100_001, 150.5, '150', Number.NaN, -200]) {
    assert.equal(v.safeParse(crash, { targetX100 }).success, false, String(targetX100));
  }
  assert.equal(v.safeParse(crash, { targetX100: 101 }).success, true);
  assert.equal(v.safeParse(crash, { targetX100: 100_000 }).success, true);

  const cardsMove = cardsEngine.action;
  assert.ok(cardsMove);
  assert.equal(v.safeParse(cardsMove, 'same').success, false);
  assert.equal(v.safeParse(cardsMove, 'collect').success, true);
  assert.throws(() => slotEngine.start(0, {}, seededRng(1)), RangeError);
  assert.throws(() => wheelEngine.start(1.5, {}, seededRng(1)), RangeError);
});

test('the same seed gives the same rounds', () => {
  const run = (seed: number): unknown[] => {
    const rng = seededRng(seed);
    const out: unknown[] = [];
    for (let i = 0; i < 200; i++) {
      out.push(slotEngine.start(STAKE, {}, rng));
      out.push(crashEngine.start(STAKE, { targetX100: 250 }, rng));
      out.push(wheelEngine.start(STAKE, {}, rng));
      out.push(kenoEngine.start(STAKE, { picks: [3, 14, 15, 12, 65] }, rng));
      const cards = cardsEngine.start(STAKE, {}, rng);
      out.push(cards, cardsEngine.act(cards.state, likelierGuess(currentRank(cards.state)), rng));
    }
    return out;
  };
  assert.deepEqual(run(99), run(99));
  assert.notDeepEqual(run(99), run(100));
});
