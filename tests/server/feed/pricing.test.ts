import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initialState, type MatchState } from '../../../server/feed/simulator/engine';
import { isDecided, priceCoef } from '../../../server/feed/simulator/markets';
import { outlookOf, setFinals } from '../../../server/feed/simulator/outlook';
import { computeStandings } from '../../../server/feed/standings';
import { SPORT_MODELS } from '../../../server/feed/simulator/sport-models';

const even = { rating1: 0, rating2: 0 };

function footballAt(minute: number, score: [number, number]): MatchState {
  const half = minute <= 45 ? 1 : 2;
  return { ...initialState(), status: 2, periodNo: half, clock: (minute - (half - 1) * 45) * 60, score, periods: [[score[0], score[1]]], firstScorer: score[0] > 0 ? 1 : score[1] > 0 ? 2 : 0 };
}

test('1X2 sums to 1; a goal swings it; time running out firms it up', () => {
  const model = SPORT_MODELS.football;
  const kickoff = outlookOf(model, even, initialState());
  assert.ok(Math.abs(kickoff.result.reduce((s, p) => s + p, 0) - 1) < 1e-9);
  assert.ok(kickoff.result[0] > kickoff.result[2], 'home advantage');
  const before = outlookOf(model, even, footballAt(30, [0, 0]));
  const after = outlookOf(model, even, footballAt(30, [1, 0]));
  assert.ok(after.result[0] > before.result[0] + 0.2, `home win ${before.result[0]} → ${after.result[0]}`);
  assert.ok(after.result[2] < before.result[2] / 2);
  const late = outlookOf(model, even, footballAt(88, [1, 0]));
  assert.ok(late.result[0] > 0.9, `late lead ${late.result[0]}`);
  assert.ok(isDecided([late.result[0]]) === late.result[0] >= 0.975);
});

test('totals and handicaps are consistent with the score', () => {
  const model = SPORT_MODELS.football;
  const o = outlookOf(model, even, footballAt(60, [2, 1]));
  assert.ok(o.totalOver(2.5) > 1 - 1e-9, 'three goals already: over 2.5 is won');
  assert.ok(o.totalOver(3.5) < 1 && o.totalOver(3.5) > o.totalOver(4.5));
  assert.ok(o.handicap1(-0.5) > o.handicap1(-1.5));
  assert.ok(Math.abs(o.handicap1(-0.5) - o.result[0]) < 1e-9, 'handicap -0.5 is the home win');
  assert.ok((o.bothScore() ?? 0) > 1 - 1e-9);
  assert.deepEqual(o.firstScorer(), [1, 0, 0]);
});

test('set outcomes: every final is a legal set score and the mass is 1', () => {
  const tennis = SPORT_MODELS.tennis;
  if (tennis.engine !== 'sets') throw new Error('tennis is a sets sport');
  const finals = setFinals(tennis, 6, 0.55, 0, 0);
  assert.ok(Math.abs(finals.reduce((s, [, , p]) => s + p, 0) - 1) < 1e-9);
  for (const [a, b] of finals) {
    const hi = Math.max(a, b);
    const lo = Math.min(a, b);
    assert.ok((hi === 6 && lo <= 4) || (hi === 7 && lo >= 5), `${a}:${b}`);
  }
  const volleyball = SPORT_MODELS.volleyball;
  if (volleyball.engine !== 'sets') throw new Error('volleyball is a sets sport');
  const long = setFinals(volleyball, 25, 0.5, 24, 24);
  assert.ok(Math.abs(long.reduce((s, [, , p]) => s + p, 0) - 1) < 1e-9);
  assert.ok(long.every(([a, b]) => Math.abs(a - b) === 2));
});

test('sets outlook: leading in sets raises the match probability; exact scores sum to 1', () => {
  const model = SPORT_MODELS.tennis;
  const start = outlookOf(model, even, initialState());
  assert.ok(Math.abs(start.result[0] - 0.5) < 0.01);
  const upASet: MatchState = { ...initialState(), status: 3, periodNo: 1, score: [1, 0], periods: [[6, 3]] };
  const o = outlookOf(model, even, upASet);
  assert.ok(o.result[0] > 0.7, `${o.result[0]}`);
  const exact = [...o.exactSets().values()].reduce((s, p) => s + p, 0);
  assert.ok(Math.abs(exact - 1) < 1e-9);
  assert.equal(o.exactSets().get('0:2') ?? 0, 0, 'a lost set cannot be undone');
  assert.ok(o.totalOver(14.5) > 1 - 1e-9, 'nine games played plus at least six more');
  assert.ok(o.totalOver(15.5) < 1, 'a 6:0 second set ends it at 15 games');
});

test('coefficients carry the margin and stay in bounds', () => {
  const probs = [0.45, 0.28, 0.27];
  const coefs = probs.map((p) => priceCoef(p, 0.06));
  const overround = coefs.reduce((s, c) => s + 1 / c, 0) - 1;
  assert.ok(Math.abs(overround - 0.06) < 0.01, `overround ${overround}`);
  assert.equal(priceCoef(0.999, 0.06), 1.01);
  assert.equal(priceCoef(0, 0.06), 101);
  for (const c of coefs) assert.equal(Math.round(c * 100) / 100, c, 'two decimals');
});

test('standings: 3/1/0 with draws, 2/0 without; ordered by points then goal difference', () => {
  const games = [
    { team1: 'A', team2: 'B', score1: 2, score2: 0 },
    { team1: 'B', team2: 'C', score1: 1, score2: 1 },
    { team1: 'C', team2: 'A', score1: 3, score2: 1 },
    { team1: 'D', team2: 'B', score1: 0, score2: 0 },
  ];
  const table = computeStandings(games, true);
  assert.deepEqual(
    table.map((s) => [s.team, s.points, s.goalsFor - s.goalsAgainst]),
    [
      ['C', 4, 2],
      ['A', 3, 0],
      ['D', 1, 0],
      ['B', 2, -2],
    ].sort((x, y) => (y[1] as number) - (x[1] as number) || (y[2] as number) - (x[2] as number)),
  );
  const a = table.find((s) => s.team === 'A');
  assert.deepEqual(a, { team: 'A', played: 2, won: 1, drawn: 0, lost: 1, goalsFor: 3, goalsAgainst: 3, points: 3 });
  assert.equal(computeStandings([{ team1: 'X', team2: 'Y', score1: 101, score2: 99 }], false)[0]?.points, 2);
});
