/**
 * Fair probabilities of a game's final outcome from the hidden strengths, the score and the time
 * left: Poisson grids for low-scoring sports, a normal approximation for high-scoring ones, exact
 * set/map dynamic programming for sets, a hazard model for fights. Markets are priced from this,
 * so 1X2, totals and handicaps agree and a goal swings all of them.
 */
import {
  meanPointValue,
  pointProb,
  remainingShare,
  setEnded,
  setTarget,
  timedRates,
  type MatchState,
  type Matchup,
} from './engine';
import type { FightModel, SetsModel, SportModel, TimedModel } from './sport-models';

export interface Outlook {
  /** [team1, draw, team2]; the draw is 0 in sports without draws (ties are split by overtime). */
  result: readonly [number, number, number];
  /** P(total > line); the total counts the sport's unit (goals, points, games, maps, rounds). */
  totalOver(line: number): number;
  /** P(team1's score + h > team2's score) on the handicap unit (half lines). */
  handicap1(h: number): number;
  /** P(both sides score), null where it does not apply. */
  bothScore(): number | null;
  /** P(final total is even). */
  totalEven(): number;
  /** First scorer: [team1, nobody, team2]. */
  firstScorer(): readonly [number, number, number];
  /** Exact sets/maps score "x:y" → probability. */
  exactSets(): ReadonlyMap<string, number>;
  /** Fights: P(ends early). */
  early(): number;
  /** Expected final total and its spread (used to place total lines). */
  expectedTotal: number;
  totalSd: number;
  /** Expected final difference team1 - team2 on the handicap unit and its spread. */
  expectedDiff: number;
  diffSd: number;
}

const none = (): ReadonlyMap<string, number> => new Map();

/** Standard normal CDF (Abramowitz-Stegun 7.1.26). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

function poissonPmf(lambda: number, size: number): number[] {
  const out = new Array<number>(size).fill(0);
  if (lambda <= 0) {
    out[0] = 1;
    return out;
  }
  let p = Math.exp(-lambda);
  for (let k = 0; k < size; k++) {
    out[k] = p;
    p *= lambda / (k + 1);
  }
  return out;
}

export function outlookOf(model: SportModel, m: Matchup, state: MatchState): Outlook {
  switch (model.engine) {
    case 'timed':
      return model.pricing === 'poisson' ? poissonOutlook(model, m, state) : normalOutlook(model, m, state);
    case 'sets':
      return setsOutlook(model, m, state);
    case 'fight':
      return fightOutlook(model, m, state);
  }
}

function remainingExpected(model: TimedModel, m: Matchup, state: MatchState): [number, number] {
  const rates = timedRates(model, m);
  return [rates[0] * remainingShare(model, state, 0), rates[1] * remainingShare(model, state, 1)];
}

function poissonOutlook(model: TimedModel, m: Matchup, state: MatchState): Outlook {
  const [e1, e2] = remainingExpected(model, m, state);
  const [s1, s2] = state.score;
  const size = Math.ceil(Math.max(e1, e2) + 6 * Math.sqrt(Math.max(e1, e2)) + 6);
  const a = poissonPmf(e1, size);
  const b = poissonPmf(e2, size);
  const sum = (pred: (f1: number, f2: number) => boolean): number => {
    let p = 0;
    for (let i = 0; i < size; i++) {
      const pi = a[i] ?? 0;
      if (pi < 1e-12) continue;
      for (let j = 0; j < size; j++) {
        const pj = b[j] ?? 0;
        if (pj < 1e-12) continue;
        if (pred(s1 + i, s2 + j)) p += pi * pj;
      }
    }
    return p;
  };
  const p1 = sum((f1, f2) => f1 > f2);
  const pd = sum((f1, f2) => f1 === f2);
  const p2 = Math.max(0, 1 - p1 - pd);
  const rates = timedRates(model, m);
  const share1 = rates[0] / (rates[0] + rates[1]);
  const result: [number, number, number] = model.hasDraw ? [p1, pd, p2] : [p1 + pd * share1, 0, p2 + pd * (1 - share1)];
  const noGoal = Math.exp(-(e1 + e2));
  return {
    result,
    totalOver: (line) => sum((f1, f2) => f1 + f2 > line),
    handicap1: (h) => sum((f1, f2) => f1 + h > f2),
    bothScore: () => (model.bothScore ? sum((f1, f2) => f1 > 0 && f2 > 0) : null),
    totalEven: () => sum((f1, f2) => (f1 + f2) % 2 === 0),
    firstScorer: () => {
      if (state.firstScorer === 1) return [1, 0, 0];
      if (state.firstScorer === 2) return [0, 0, 1];
      const scored = 1 - noGoal;
      return e1 + e2 > 0 ? [(scored * e1) / (e1 + e2), noGoal, (scored * e2) / (e1 + e2)] : [0, 1, 0];
    },
    exactSets: none,
    early: () => 0,
    expectedTotal: s1 + s2 + e1 + e2,
    totalSd: Math.sqrt(e1 + e2),
    expectedDiff: s1 - s2 + e1 - e2,
    diffSd: Math.sqrt(e1 + e2),
  };
}

function normalOutlook(model: TimedModel, m: Matchup, state: MatchState): Outlook {
  const [e1, e2] = remainingExpected(model, m, state);
  const [s1, s2] = state.score;
  const mean = meanPointValue(model);
  const meanSq = model.pointValues.reduce((s, [value, w]) => s + value * value * w, 0) / model.pointValues.reduce((s, [, w]) => s + w, 0);
  const factor = meanSq / mean;
  const variance = factor * (e1 + e2);
  const sd = Math.sqrt(variance);
  const diff = s1 - s2 + e1 - e2;
  const total = s1 + s2 + e1 + e2;
  /** P(final diff > x) with a continuity correction for integer scores. */
  const diffAbove = (x: number): number => (sd < 1e-6 ? (s1 - s2 > x ? 1 : 0) : 1 - normalCdf((x - diff) / sd));
  let result: [number, number, number];
  if (model.hasDraw) {
    const p1 = diffAbove(0.5);
    const p2 = 1 - diffAbove(-0.5);
    result = [p1, Math.max(0, 1 - p1 - p2), p2];
  } else {
    const p1 = sd < 1e-6 ? (s1 > s2 ? 1 : s1 < s2 ? 0 : 0.5) : diffAbove(0);
    result = [p1, 0, 1 - p1];
  }
  const even = sd < 1.5 ? ((s1 + s2) % 2 === 0 ? 1 : 0) : 0.5;
  return {
    result,
    totalOver: (line) => (sd < 1e-6 ? (total > line ? 1 : 0) : 1 - normalCdf((line - total) / sd)),
    handicap1: (h) => diffAbove(-h),
    bothScore: () => null,
    totalEven: () => even,
    firstScorer: () => [0.5, 0, 0.5],
    exactSets: none,
    early: () => 0,
    expectedTotal: total,
    totalSd: sd,
    expectedDiff: diff,
    diffSd: sd,
  };
}

/** Final set scores from (a, b) with point probability p: a list of [a, b, probability]. */
export function setFinals(model: SetsModel, target: number, p: number, a0: number, b0: number): Array<[number, number, number]> {
  const limit = Math.max(target * 2 + 24, a0 + b0 + 4);
  const width = limit + 2;
  const grid = new Float64Array(width * width);
  grid[a0 * width + b0] = 1;
  const finals: Array<[number, number, number]> = [];
  const q = 1 - p;
  // Walk the lattice by total points; a state either ends the set or passes its mass on.
  for (let n = a0 + b0; n <= limit; n++) {
    for (let a = Math.max(a0, n - limit); a <= n; a++) {
      const b = n - a;
      if (b < b0 || a >= width - 1 || b >= width - 1) continue;
      const mass = grid[a * width + b] as number;
      if (mass === 0) continue;
      if (setEnded(model, target, a, b)) {
        finals.push([a, b, mass]);
        continue;
      }
      if (n === limit) {
        // Endless deuce: settle what is left with the deuce formula.
        const deuce = (p * p) / (p * p + q * q);
        const tie = Math.max(a, b);
        finals.push([tie + 2, tie, mass * deuce], [tie, tie + 2, mass * (1 - deuce)]);
        continue;
      }
      grid[(a + 1) * width + b] = (grid[(a + 1) * width + b] as number) + mass * p;
      grid[a * width + b + 1] = (grid[a * width + b + 1] as number) + mass * q;
    }
  }
  return finals;
}

/** Fresh-set outcome distributions, shared between pricings of the same games (bounded). */
const freshSetCache = new Map<string, Array<[0 | 1, number, number]>>();
const FRESH_CACHE_MAX = 4000;

/** Time sets (maps): P(team1 wins the map) from the kills and the time left. */
function mapWin(model: SetsModel, share: number, kills: readonly [number, number], secondsLeft: number): number {
  const expected = Math.max(0, secondsLeft) / model.pointSec;
  const drift = expected * (2 * share - 1);
  return normalCdf((kills[0] - kills[1] + drift) / Math.sqrt(expected + 0.25));
}

interface SetsFinal {
  x: number;
  y: number;
  /** Probability by total points (index), non-zero only within [lo, hi]. */
  points: Float64Array;
  lo: number;
  hi: number;
}

function setsOutlook(model: SetsModel, m: Matchup, state: MatchState): Outlook {
  const p = pointProb(model, m);
  const maxSets = model.setsToWin * 2 - 1;
  const avgMap = (model.mapSec[0] + model.mapSec[1]) / 2;
  /** Final distribution of one set: [winner 0/1, points in the set, probability]. */
  const setOutcomes = (n: number, a: number, b: number, clock: number, mapLen: number): Array<[0 | 1, number, number]> => {
    if (model.setEnd === 'time') {
      const w = mapWin(model, p, [a, b], (mapLen || avgMap) - clock);
      return [
        [0, 0, w],
        [1, 0, 1 - w],
      ];
    }
    return setFinals(model, setTarget(model, n), p, a, b)
      .filter(([, , prob]) => prob > 1e-10)
      .map(([fa, fb, prob]) => [fa > fb ? 0 : 1, fa + fb, prob]);
  };
  const fresh = (n: number): Array<[0 | 1, number, number]> => {
    const key = `${model.key}|${model.setEnd === 'points' ? setTarget(model, n) : 0}|${p}`;
    let cached = freshSetCache.get(key);
    if (!cached) {
      cached = setOutcomes(n, 0, 0, 0, 0);
      if (freshSetCache.size >= FRESH_CACHE_MAX) freshSetCache.clear();
      freshSetCache.set(key, cached);
    }
    return cached;
  };

  // Points of completed sets, and where the match stands.
  const completed = state.status === 3 || state.status === 4 ? state.periods.length : Math.max(0, state.periods.length - 1);
  let basePoints = 0;
  if (model.setEnd === 'points') {
    for (let i = 0; i < state.periods.length; i++) basePoints += i < completed ? (state.periods[i]?.[0] ?? 0) + (state.periods[i]?.[1] ?? 0) : 0;
  }
  const perSet = model.setEnd === 'points' ? Math.max(model.pointsPerSet, model.lastSetPoints) * 2 + 28 : 0;
  const size = basePoints + (maxSets - completed + 1) * perSet + 1;
  const start = new Float64Array(size);
  start[basePoints] = 1;
  let frontier = new Map<number, SetsFinal>([[state.score[0] * 10 + state.score[1], { x: state.score[0], y: state.score[1], points: start, lo: basePoints, hi: basePoints }]]);
  const finals: SetsFinal[] = [];
  let setNo = completed + 1;
  let first = state.status === 2;
  const current = state.periods[state.periods.length - 1] ?? [0, 0];
  while (frontier.size > 0 && setNo <= maxSets + 1) {
    const next = new Map<number, SetsFinal>();
    const outcomes = first ? setOutcomes(setNo, current[0], current[1], state.clock, state.mapLen) : fresh(setNo);
    for (const node of frontier.values()) {
      if (node.x >= model.setsToWin || node.y >= model.setsToWin) {
        finals.push(node);
        continue;
      }
      for (const winner of [0, 1] as const) {
        const x = node.x + (winner === 0 ? 1 : 0);
        const y = node.y + (winner === 1 ? 1 : 0);
        const k = x * 10 + y;
        let target = next.get(k);
        if (!target) {
          target = { x, y, points: new Float64Array(size), lo: size, hi: -1 };
          next.set(k, target);
        }
        const dest = target.points;
        const src = node.points;
        for (const [w, pts, prob] of outcomes) {
          if (w !== winner) continue;
          const top = Math.min(node.hi, size - 1 - pts);
          for (let i = node.lo; i <= top; i++) {
            const q = src[i] as number;
            if (q > 1e-12) dest[i + pts] = (dest[i + pts] as number) + q * prob;
          }
          if (node.lo + pts < target.lo) target.lo = node.lo + pts;
          if (top + pts > target.hi) target.hi = top + pts;
        }
      }
    }
    frontier = next;
    first = false;
    setNo++;
  }
  const mass = (node: SetsFinal): number => {
    let s = 0;
    for (let i = node.lo; i <= node.hi; i++) s += node.points[i] as number;
    return s;
  };
  const masses = new Map(finals.map((f) => [f, mass(f)]));
  const massOf = (f: SetsFinal): number => masses.get(f) ?? 0;
  const p1 = finals.filter((f) => f.x >= model.setsToWin).reduce((s, f) => s + massOf(f), 0);
  /** Sum of probability over totals (points, or maps for time sets) accepted by `pred`. */
  const sumTotals = (pred: (total: number) => boolean): number => {
    let s = 0;
    for (const f of finals) {
      if (model.setEnd === 'time') {
        if (pred(f.x + f.y)) s += massOf(f);
        continue;
      }
      for (let total = f.lo; total <= f.hi; total++) {
        const q = f.points[total] as number;
        if (q > 0 && pred(total)) s += q;
      }
    }
    return s;
  };
  let meanTotal = 0;
  let meanSq = 0;
  let meanDiff = 0;
  let meanDiffSq = 0;
  for (const f of finals) {
    const w = massOf(f);
    if (model.setEnd === 'time') {
      meanTotal += (f.x + f.y) * w;
      meanSq += (f.x + f.y) * (f.x + f.y) * w;
    } else {
      for (let total = f.lo; total <= f.hi; total++) {
        const q = f.points[total] as number;
        meanTotal += total * q;
        meanSq += total * total * q;
      }
    }
    meanDiff += (f.x - f.y) * w;
    meanDiffSq += (f.x - f.y) * (f.x - f.y) * w;
  }
  const exact = new Map<string, number>();
  for (const f of finals) exact.set(`${f.x}:${f.y}`, (exact.get(`${f.x}:${f.y}`) ?? 0) + massOf(f));
  return {
    result: [p1, 0, 1 - p1],
    totalOver: (line) => sumTotals((total) => total > line),
    handicap1: (h) => finals.filter((f) => f.x + h > f.y).reduce((s, f) => s + massOf(f), 0),
    bothScore: () => null,
    totalEven: () => sumTotals((total) => total % 2 === 0),
    firstScorer: () => [p, 0, 1 - p],
    exactSets: () => exact,
    early: () => 0,
    expectedTotal: meanTotal,
    totalSd: Math.sqrt(Math.max(0, meanSq - meanTotal * meanTotal)),
    expectedDiff: meanDiff,
    diffSd: Math.sqrt(Math.max(0, meanDiffSq - meanDiff * meanDiff)),
  };
}

/** Seconds of fighting elapsed (breaks excluded). */
function fightElapsed(model: FightModel, state: MatchState): number {
  if (state.status === 1) return 0;
  return (state.periodNo - 1) * model.roundSec + state.clock;
}

function fightOutlook(model: FightModel, m: Matchup, state: MatchState): Outlook {
  const p = pointProb(model, m);
  const total = model.rounds * model.roundSec;
  const elapsed = fightElapsed(model, state);
  const finished = state.status === 4;
  const earlyLeft = finished ? (state.early ? 1 : 0) : 1 - Math.exp(-model.finishRate * (total - elapsed));
  const result: [number, number, number] = finished ? [state.score[0], 0, state.score[1]] : [p, 0, 1 - p];
  /** Rounds fought as a decimal (2.5 = the middle of round 3). */
  const over = (line: number): number => {
    const at = line * model.roundSec;
    if (finished) return elapsed > at ? 1 : 0;
    if (elapsed >= at) return 1;
    return Math.exp(-model.finishRate * (at - elapsed));
  };
  return {
    result,
    totalOver: over,
    handicap1: () => p,
    bothScore: () => null,
    totalEven: () => 0.5,
    firstScorer: () => [p, 0, 1 - p],
    exactSets: none,
    early: () => earlyLeft,
    expectedTotal: model.rounds * 0.7,
    totalSd: 1,
    expectedDiff: 0,
    diffSd: 1,
  };
}
