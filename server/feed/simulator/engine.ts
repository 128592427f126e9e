/**
 * The match engine: advances one game's state by simulated seconds (timers, scores, periods,
 * breaks, finish) with the sport's model and the seeded PRNG, and derives the public game fields
 * (period label, timer, formatted score). Pure: the caller stores the state.
 */
import * as v from 'valibot';
import { periodName, phaseName, type FeedLang } from '../names';
import type { Rng } from './prng';
import type { FightModel, SetsModel, SportModel, TimedModel } from './sport-models';
import { TrackSchema, cloneTrack, type TrackState } from './track';

export type GameStatus = 1 | 2 | 3 | 4;

export interface MatchState {
  status: GameStatus;
  /** Current period, set, map or round (1-based); 0 before the start. Stays during the break after it. */
  periodNo: number;
  /** Seconds played in the current period (sets: into the current set or map). */
  clock: number;
  /** Seconds left of the current break (status 3). */
  breakLeft: number;
  score: [number, number];
  /** Points per period (goals per half, games per set, kills per map); overtime adds an entry. */
  periods: Array<[number, number]>;
  /** Who scored first: 0 nobody yet, 1 or 2. */
  firstScorer: 0 | 1 | 2;
  /** Time sets: length of the current map in seconds. */
  mapLen: number;
  /** Fights: ended before the last bell. */
  early: boolean;
  /** Match events' tracker (match-events.ts): possession, server, card and substitution counts, last seq. */
  track?: TrackState;
}

const Count = v.pipe(v.number(), v.minValue(0));
/** Storage schema of the state column (validated when read back). */
export const MatchStateSchema = v.object({
  status: v.picklist([1, 2, 3, 4] as const),
  periodNo: Count,
  clock: Count,
  breakLeft: Count,
  score: v.tuple([Count, Count]),
  periods: v.array(v.tuple([Count, Count])),
  firstScorer: v.picklist([0, 1, 2] as const),
  mapLen: Count,
  early: v.boolean(),
  track: v.optional(TrackSchema),
});

/** Hidden strengths of a game: team ratings (team1 is the home side). */
export interface Matchup {
  rating1: number;
  rating2: number;
}

export interface AdvanceResult {
  /** Seconds into the span of the last score change, or null. */
  lastScoreAt: number | null;
  /** Status, period or score changed. */
  changed: boolean;
  /** Seconds into the span when the game finished, or null. */
  finishedAt: number | null;
  /** What happened in the span, in order (the match events are built from it; no randomness is drawn for it). */
  marks: EngineMark[];
}

/**
 * The engine's log of one span. `at`: seconds into the span; `clock`: seconds into the period.
 * `score`: the match score after it (goals, points, sets or maps; fights 1:0); `periodScore`: the
 * current period's points after it (games of a tennis set, points of a volleyball set, kills of a map).
 * Every score change of the state is one `score` mark (timed: points of one scoring event; sets: one
 * point, game, round or kill) or one `set` mark (a set or map won), in the order the engine made them.
 */
export type EngineMark =
  | { kind: 'period_start'; at: number; periodNo: number; clock: number }
  | { kind: 'period_end'; at: number; periodNo: number; clock: number }
  | { kind: 'score'; at: number; periodNo: number; clock: number; team: 1 | 2; points: number; score: [number, number]; periodScore: [number, number] }
  | { kind: 'set'; at: number; periodNo: number; clock: number; team: 1 | 2; score: [number, number]; periodScore: [number, number] }
  | { kind: 'finish'; at: number; periodNo: number; clock: number; score: [number, number] };

/** Longest simulated step of the scoring loops (seconds). */
const STEP = 10;
const EPS = 1e-9;

export function initialState(): MatchState {
  return { status: 1, periodNo: 0, clock: 0, breakLeft: 0, score: [0, 0], periods: [], firstScorer: 0, mapLen: 0, early: false };
}

export function cloneState(state: MatchState): MatchState {
  const copy: MatchState = { ...state, score: [state.score[0], state.score[1]], periods: state.periods.map((p) => [p[0], p[1]] as [number, number]) };
  if (state.track) copy.track = cloneTrack(state.track);
  return copy;
}

const pair = (p: readonly [number, number] | undefined): [number, number] => [p?.[0] ?? 0, p?.[1] ?? 0];
const teamOf = (team: 0 | 1): 1 | 2 => (team === 0 ? 1 : 2);

function markScore(state: MatchState, result: AdvanceResult, at: number, clock: number, team: 0 | 1, points: number): void {
  result.marks.push({ kind: 'score', at, periodNo: state.periodNo, clock, team: teamOf(team), points, score: pair(state.score), periodScore: pair(state.periods[state.periods.length - 1]) });
}

const markPeriod = (state: MatchState, result: AdvanceResult, kind: 'period_start' | 'period_end', at: number): void => {
  result.marks.push({ kind, at, periodNo: state.periodNo, clock: kind === 'period_start' ? 0 : state.clock });
};

/** Rating difference seen by the model, home advantage included. */
export const ratingDiff = (model: SportModel, m: Matchup): number => m.rating1 + model.home - m.rating2;

/** Expected points of each team over a whole timed game. */
export function timedRates(model: TimedModel, m: Matchup): [number, number] {
  const d = ratingDiff(model, m);
  return [model.base * Math.exp((model.beta * d) / 2), model.base * Math.exp((-model.beta * d) / 2)];
}

/** Probability that team1 wins a point (points sets), a kill share (time sets) or the fight. */
export function pointProb(model: SetsModel | FightModel, m: Matchup): number {
  const d = Math.tanh(ratingDiff(model, m) / 2);
  if (model.engine === 'sets' && model.setEnd === 'time') return 0.5 + (model.spread / 3) * d;
  return 0.5 + model.spread * d;
}

export const meanPointValue = (model: TimedModel): number => {
  const total = model.pointValues.reduce((s, [, w]) => s + w, 0);
  return model.pointValues.reduce((s, [value, w]) => s + value * w, 0) / total;
};

function pickPointValue(model: TimedModel, rng: Rng): number {
  const total = model.pointValues.reduce((s, [, w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [value, weight] of model.pointValues) {
    r -= weight;
    if (r < 0) return value;
  }
  return model.pointValues[0]?.[0] ?? 1;
}

/** Whether team (0 or 1) scores in period n of a timed game. */
export const scoresInPeriod = (model: TimedModel, team: 0 | 1, n: number): boolean =>
  model.scorer === 'both' || (n % 2 === 1) === (team === 0);

function addPoints(state: MatchState, team: 0 | 1, points: number): void {
  state.score[team] += points;
  const current = state.periods[state.periods.length - 1];
  if (current) current[team] += points;
  if (state.firstScorer === 0) state.firstScorer = team === 0 ? 1 : 2;
}

function startPlay(state: MatchState): void {
  state.status = 2;
  state.periodNo = 1;
  state.clock = 0;
  state.periods = [[0, 0]];
}

function nextPeriod(state: MatchState): void {
  state.status = 2;
  state.periodNo += 1;
  state.clock = 0;
  state.breakLeft = 0;
  state.periods.push([0, 0]);
}

/** Advances a game by `dt` simulated seconds (mutates `state`). A line game (status 1) kicks off first. */
export function advance(model: SportModel, m: Matchup, state: MatchState, dt: number, rng: Rng): AdvanceResult {
  const result: AdvanceResult = { lastScoreAt: null, changed: false, finishedAt: null, marks: [] };
  if (state.status === 4 || dt <= 0) return result;
  if (state.status === 1) {
    startPlay(state);
    markPeriod(state, result, 'period_start', 0);
    if (model.engine === 'sets' && model.setEnd === 'time') state.mapLen = Math.round(rng.range(model.mapSec[0], model.mapSec[1]));
    result.changed = true;
  }
  switch (model.engine) {
    case 'timed':
      advanceTimed(model, m, state, dt, rng, result);
      break;
    case 'sets':
      advanceSets(model, m, state, dt, rng, result);
      break;
    case 'fight':
      advanceFight(model, m, state, dt, rng, result);
      break;
  }
  return result;
}

function runBreak(state: MatchState, dt: number, t: number, result: AdvanceResult, onEnd: (at: number) => void): number {
  const use = Math.min(dt - t, state.breakLeft);
  state.breakLeft -= use;
  if (state.breakLeft <= EPS) {
    onEnd(t + use);
    result.changed = true;
  }
  return t + use;
}

function finish(state: MatchState, at: number, result: AdvanceResult): void {
  markPeriod(state, result, 'period_end', at);
  result.marks.push({ kind: 'finish', at, periodNo: state.periodNo, clock: state.clock, score: pair(state.score) });
  state.status = 4;
  state.breakLeft = 0;
  result.finishedAt = at;
  result.changed = true;
}

function advanceTimed(model: TimedModel, m: Matchup, state: MatchState, dt: number, rng: Rng, result: AdvanceResult): void {
  const rates = timedRates(model, m);
  const value = meanPointValue(model);
  const scoringPeriods = (team: 0 | 1): number => {
    let n = 0;
    for (let p = 1; p <= model.periods; p++) if (scoresInPeriod(model, team, p)) n++;
    return n;
  };
  const eventRate = [rates[0] / value / (scoringPeriods(0) * model.periodSec), rates[1] / value / (scoringPeriods(1) * model.periodSec)];
  let t = 0;
  while (t < dt - EPS && state.status !== 4) {
    if (state.status === 3) {
      t = runBreak(state, dt, t, result, (at) => {
        nextPeriod(state);
        markPeriod(state, result, 'period_start', at);
      });
      continue;
    }
    const step = Math.min(dt - t, STEP, model.periodSec - state.clock);
    for (const team of [0, 1] as const) {
      if (!scoresInPeriod(model, team, state.periodNo)) continue;
      const events = rng.poisson((eventRate[team] ?? 0) * step);
      for (let k = 0; k < events; k++) {
        const points = pickPointValue(model, rng);
        addPoints(state, team, points);
        markScore(state, result, t + step, Math.min(model.periodSec, state.clock + step), team, points);
      }
      if (events > 0) {
        result.lastScoreAt = t + step;
        result.changed = true;
      }
    }
    state.clock += step;
    t += step;
    // An innings chase ends as soon as the second side passes the first.
    if (model.scorer === 'alternate' && state.periodNo === model.periods && state.score[1] > state.score[0]) {
      finish(state, t, result);
      break;
    }
    if (state.clock >= model.periodSec - EPS) {
      state.clock = model.periodSec;
      if (state.periodNo < model.periods) {
        markPeriod(state, result, 'period_end', t);
        if (model.breakSec > 0) {
          state.status = 3;
          state.breakLeft = model.breakSec;
        } else {
          nextPeriod(state);
          markPeriod(state, result, 'period_start', t);
        }
        result.changed = true;
      } else {
        if (!model.hasDraw && state.score[0] === state.score[1]) playOvertime(model, m, state, rng, t, result);
        finish(state, t, result);
      }
    }
  }
}

/** Length of an overtime on the events' clock (the engine plays it in an instant). */
export const overtimeSec = (model: TimedModel): number => Math.min(model.periodSec, 300);

/** Splits an overtime total into the sport's scoring values (largest first that fit). */
function scoringChunks(model: TimedModel, points: number): number[] {
  const values = model.pointValues.map(([value]) => value).filter((value) => value > 0).sort((a, b) => b - a);
  const out: number[] = [];
  let left = points;
  while (left > 0) {
    const value = values.find((x) => x <= left) ?? left;
    out.push(value);
    left -= value;
  }
  return out;
}

/**
 * A tie in a sport without draws: one extra period decides (stronger side more likely). Played in an
 * instant; its log spreads the scores (split into the sport's scoring values, the two sides
 * alternating, the winner first) over an overtime clock of `overtimeSec`.
 */
function playOvertime(model: TimedModel, m: Matchup, state: MatchState, rng: Rng, at: number, result: AdvanceResult): void {
  const [r1, r2] = timedRates(model, m);
  const winner: 0 | 1 = rng.chance(r1 / (r1 + r2)) ? 0 : 1;
  const loser: 0 | 1 = winner === 0 ? 1 : 0;
  const loserPoints = rng.poisson(((r1 + r2) / 2) * 0.1);
  const winnerPoints = loserPoints + Math.max(1, rng.poisson(meanPointValue(model) * 1.5));
  markPeriod(state, result, 'period_end', at);
  state.periods.push([0, 0]);
  state.periodNo += 1;
  state.clock = 0;
  markPeriod(state, result, 'period_start', at);
  const w = scoringChunks(model, winnerPoints);
  const l = scoringChunks(model, loserPoints);
  const order: Array<[0 | 1, number]> = [];
  for (let i = 0; i < Math.max(w.length, l.length); i++) {
    if (i < w.length) order.push([winner, w[i] ?? 0]);
    if (i < l.length) order.push([loser, l[i] ?? 0]);
  }
  const length = overtimeSec(model);
  order.forEach(([team, points], i) => {
    addPoints(state, team, points);
    markScore(state, result, at, ((i + 1) / (order.length + 1)) * length, team, points);
  });
  state.clock = length;
}

/** Target points of set n and whether (a, b) ends it. */
export function setTarget(model: SetsModel, n: number): number {
  return n === model.setsToWin * 2 - 1 ? model.lastSetPoints : model.pointsPerSet;
}

export function setEnded(model: SetsModel, target: number, a: number, b: number): boolean {
  const top = Math.max(a, b);
  if (model.cap !== null && top >= model.cap) return true;
  return top >= target && Math.abs(a - b) >= model.winBy;
}

function winSet(model: SetsModel, state: MatchState, winner: 0 | 1, at: number, rng: Rng, result: AdvanceResult): void {
  state.score[winner] += 1;
  result.changed = true;
  result.lastScoreAt = at;
  result.marks.push({ kind: 'set', at, periodNo: state.periodNo, clock: state.clock, team: teamOf(winner), score: pair(state.score), periodScore: pair(state.periods[state.periods.length - 1]) });
  if (state.score[winner] >= model.setsToWin) {
    finish(state, at, result);
    return;
  }
  markPeriod(state, result, 'period_end', at);
  if (model.breakSec > 0) {
    state.status = 3;
    state.breakLeft = model.breakSec;
  } else {
    nextPeriod(state);
    if (model.setEnd === 'time') state.mapLen = Math.round(rng.range(model.mapSec[0], model.mapSec[1]));
    markPeriod(state, result, 'period_start', at);
  }
}

function advanceSets(model: SetsModel, m: Matchup, state: MatchState, dt: number, rng: Rng, result: AdvanceResult): void {
  const p = pointProb(model, m);
  let t = 0;
  while (t < dt - EPS && state.status !== 4) {
    if (state.status === 3) {
      t = runBreak(state, dt, t, result, (at) => {
        nextPeriod(state);
        if (model.setEnd === 'time') state.mapLen = Math.round(rng.range(model.mapSec[0], model.mapSec[1]));
        markPeriod(state, result, 'period_start', at);
      });
      continue;
    }
    const current = state.periods[state.periods.length - 1] ?? [0, 0];
    if (model.setEnd === 'points') {
      const nextPointAt = (current[0] + current[1] + 1) * model.pointSec;
      const step = Math.min(dt - t, nextPointAt - state.clock);
      state.clock += step;
      t += step;
      if (state.clock >= nextPointAt - EPS) {
        const team: 0 | 1 = rng.chance(p) ? 0 : 1;
        current[team] += 1;
        if (state.firstScorer === 0) state.firstScorer = team === 0 ? 1 : 2;
        result.changed = true;
        markScore(state, result, t, state.clock, team, 1);
        if (setEnded(model, setTarget(model, state.periodNo), current[0], current[1])) {
          winSet(model, state, current[0] > current[1] ? 0 : 1, t, rng, result);
        }
      }
    } else {
      const step = Math.min(dt - t, STEP, state.mapLen - state.clock);
      const killRate = 1 / model.pointSec;
      const kills1 = rng.poisson(killRate * p * step);
      const kills2 = rng.poisson(killRate * (1 - p) * step);
      current[0] += kills1;
      current[1] += kills2;
      if (kills1 + kills2 > 0) {
        if (state.firstScorer === 0) state.firstScorer = kills1 > 0 ? 1 : 2;
        result.changed = true;
      }
      state.clock += step;
      t += step;
      for (let k = 1; k <= kills1 + kills2; k++) {
        const team: 0 | 1 = k <= kills1 ? 0 : 1;
        const periodScore: [number, number] = [current[0] - kills1 + Math.min(k, kills1), current[1] - kills2 + Math.max(0, k - kills1)];
        result.marks.push({ kind: 'score', at: t, periodNo: state.periodNo, clock: state.clock, team: teamOf(team), points: 1, score: pair(state.score), periodScore });
      }
      if (state.clock >= state.mapLen - EPS) {
        const winner: 0 | 1 = current[0] === current[1] ? (rng.chance(p) ? 0 : 1) : current[0] > current[1] ? 0 : 1;
        winSet(model, state, winner, t, rng, result);
      }
    }
  }
}

function advanceFight(model: FightModel, m: Matchup, state: MatchState, dt: number, rng: Rng, result: AdvanceResult): void {
  const p = pointProb(model, m);
  let t = 0;
  while (t < dt - EPS && state.status !== 4) {
    if (state.status === 3) {
      t = runBreak(state, dt, t, result, (at) => {
        nextPeriod(state);
        markPeriod(state, result, 'period_start', at);
      });
      continue;
    }
    const step = Math.min(dt - t, STEP, model.roundSec - state.clock);
    state.clock += step;
    t += step;
    if (rng.chance(model.finishRate * step)) {
      const winner: 0 | 1 = rng.chance(p) ? 0 : 1;
      state.score[winner] = 1;
      state.early = true;
      state.firstScorer = winner === 0 ? 1 : 2;
      result.lastScoreAt = t;
      finish(state, t, result);
      break;
    }
    if (state.clock >= model.roundSec - EPS) {
      state.clock = model.roundSec;
      if (state.periodNo < model.rounds) {
        markPeriod(state, result, 'period_end', t);
        state.status = 3;
        state.breakLeft = model.breakSec;
        result.changed = true;
      } else {
        const winner: 0 | 1 = rng.chance(p) ? 0 : 1;
        state.score[winner] = 1;
        state.firstScorer = winner === 0 ? 1 : 2;
        result.lastScoreAt = t;
        finish(state, t, result);
      }
    }
  }
}

/** Public game fields derived from the state. */
export interface GameView {
  period: string | null;
  timeSec: number | null;
  isTimerRunning: boolean;
  score1: number | null;
  score2: number | null;
  scoreFormatted: string | null;
}

/** Public game fields; `period` in the given language (Russian, the stored one, by default). */
export function viewOf(model: SportModel, state: MatchState, lang: FeedLang = 'ru'): GameView {
  if (state.status === 1) return { period: null, timeSec: null, isTimerRunning: false, score1: null, score2: null, scoreFormatted: null };
  const timeSec = timerOf(model, state);
  return {
    period: periodLabel(model, state, lang),
    timeSec,
    isTimerRunning: state.status === 2 && timeSec !== null,
    score1: state.score[0],
    score2: state.score[1],
    scoreFormatted: formatScore(model, state),
  };
}

/** Period label of a game: null before the start, break, finished, overtime or the current period. */
export function periodLabel(model: SportModel, state: Pick<MatchState, 'status' | 'periodNo'>, lang: FeedLang = 'ru'): string | null {
  switch (state.status) {
    case 1:
      return null;
    case 3:
      return phaseName(lang, 'break');
    case 4:
      return phaseName(lang, 'finished');
    case 2:
      if (model.engine === 'timed' && state.periodNo > model.periods) return phaseName(lang, 'overtime');
      return periodName(lang, model.periodUnit, state.periodNo);
  }
}

function timerOf(model: SportModel, state: MatchState): number | null {
  if (state.status !== 2) {
    if (state.status === 3 && model.engine === 'timed' && model.showTimer) return state.periodNo * model.periodSec;
    return null;
  }
  switch (model.engine) {
    case 'timed':
      return model.showTimer ? Math.floor((state.periodNo - 1) * model.periodSec + state.clock) : null;
    case 'sets':
      return model.showTimer ? Math.floor(state.clock) : null;
    case 'fight':
      return Math.floor(state.clock);
  }
}

export function formatScore(model: SportModel, state: MatchState): string {
  const main = `${state.score[0]}:${state.score[1]}`;
  if (model.engine === 'fight' || state.periods.length === 0) return main;
  return `${main} (${state.periods.map(([a, b]) => `${a}:${b}`).join(', ')})`;
}

/** Seconds of play elapsed and total for a timed game, per team (innings sports score in their own periods). */
export function remainingShare(model: TimedModel, state: MatchState, team: 0 | 1): number {
  if (state.status === 4) return 0;
  let own = 0;
  let left = 0;
  for (let n = 1; n <= model.periods; n++) {
    if (!scoresInPeriod(model, team, n)) continue;
    own += model.periodSec;
    if (state.status === 1 || n > state.periodNo) left += model.periodSec;
    else if (n === state.periodNo && state.status === 2) left += model.periodSec - state.clock;
  }
  return own === 0 ? 0 : left / own;
}
