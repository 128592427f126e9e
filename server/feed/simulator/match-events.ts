/**
 * Match events beside the engine: what happened in one simulated span of a game, in order, for the
 * live tracker and the statistics table. Pure and deterministic: everything random comes from the
 * seeded Rng it is given (the simulator derives one per game and step, so the feed's own random
 * sequence, and with it the scores and odds, does not depend on the events).
 *
 * Input: the sport's model, the matchup, the state before and after `advance`, the span and the
 * engine's marks of that span (`AdvanceResult.marks`). The score-changing events are exactly the
 * engine's score changes: one event per `score` mark (football `goal`; basketball, handball, hockey,
 * baseball, cricket `score` with its `points`; tennis `game`; volleyball and table tennis `point`;
 * CS2 and Valorant `round`; Dota 2 and LoL `kill`), one `set` per set or map won, MMA `win` (detail
 * `early` or `decision`), with the same team, order and score after each, so the timeline can never
 * disagree with the score. `period_start`, `period_end` and `match_end` (team: the winner, 0 on a draw)
 * come from the marks too.
 *
 * Flavour events are drawn from rates per team and game that lean towards the stronger side
 * (attacks, shots, possession) or the weaker one (cards, fouls, penalties):
 * - football / e-football: `possession`, `attack`, `dangerous_attack`, `shot_on_target`,
 *   `shot_off_target`, `corner`, `yellow_card`, `red_card` (at most RED_LIMIT per team),
 *   `substitution` (at most SUB_LIMIT per team, in the last period after a third of it). Every goal
 *   comes at the end of its own chain of the scorer (possession if needed, attack, dangerous attack,
 *   shot on target), within the same span; after it the other side kicks off (possession);
 * - ice hockey: `possession`, `shot_on_target` (a goal is preceded by one of the scorer), `penalty`,
 *   `timeout` (one per team and game);
 * - basketball, e-basketball, handball: `possession` (turnovers, and to the other side after a
 *   score), `foul`, `timeout` (per game and per period limits);
 * - tennis: `serve` (the server of each game, alternating through the match), the game's `point`s
 *   (detail: the game score after it, `15:0` … `A:40`, tie-break points `3:2`), the `game`, and
 *   `break` right after a game won by the receiver. The engine decides a game when it ends, so its
 *   points are revealed with it, dated back over the game's time;
 * - volleyball, table tennis: `timeout` (volleyball two per team and set, table tennis one per match);
 * - baseball, cricket, CS2, Valorant, Dota 2, LoL, MMA: only their scoring unit and periods.
 *
 * Every event: `{ seq, at, type, team (1|2, 0 neutral), periodNo, clock (whole seconds into the period),
 * score [a, b] after it, periodScore? (set sports: games or points of the current set after it),
 * points? (score events), zone? (ball zone relative to team 1's goal: defence1 | middle | attack1;
 * football, hockey, basketball, handball), detail? }`. `at` is seconds into the span (the simulator
 * stores simulated unix time). (periodNo, clock) never decreases through a game. Seqs continue from
 * the tracker's (`MatchState.track`, returned updated). Beyond FLAVOUR_CAP events a game only gets its
 * scoring and period events (and the chain before each goal), so storage stays bounded.
 */
import { overtimeSec, ratingDiff, type EngineMark, type Matchup, type MatchState } from './engine';
import type { Rng } from './prng';
import { nominalPlaySec, type SportKey, type SportModel } from './sport-models';
import { cloneTrack, newTrack, type TrackState } from './track';

export const ZONES = ['defence1', 'middle', 'attack1'] as const;
export type Zone = (typeof ZONES)[number];

export const MATCH_EVENT_TYPES = [
  'period_start',
  'period_end',
  'match_end',
  'goal',
  'score',
  'game',
  'point',
  'set',
  'round',
  'kill',
  'win',
  'possession',
  'attack',
  'dangerous_attack',
  'shot_on_target',
  'shot_off_target',
  'corner',
  'yellow_card',
  'red_card',
  'substitution',
  'penalty',
  'foul',
  'timeout',
  'serve',
  'break',
] as const;
export type MatchEventType = (typeof MATCH_EVENT_TYPES)[number];

export interface MatchEvent {
  seq: number;
  /** Seconds into the span (the store keeps simulated unix time). */
  at: number;
  type: MatchEventType;
  team: 0 | 1 | 2;
  periodNo: number;
  clock: number;
  score: [number, number];
  periodScore?: [number, number];
  points?: number;
  zone?: Zone;
  detail?: string;
}

/** Red cards per football side at most (a side down to 7 players is not simulated). */
export const RED_LIMIT = 2;
export const SUB_LIMIT = 5;
/** Flavour events stop once a game has this many events (scoring and period events go on). */
export const FLAVOUR_CAP = 600;

export type Family = 'football' | 'hockey' | 'court' | 'runs' | 'tennis' | 'rally' | 'rounds' | 'kills' | 'fight';

const FAMILY: Readonly<Record<SportKey, Family>> = {
  football: 'football',
  fifa: 'football',
  'ice-hockey': 'hockey',
  basketball: 'court',
  'e-basketball': 'court',
  handball: 'court',
  baseball: 'runs',
  cricket: 'runs',
  tennis: 'tennis',
  volleyball: 'rally',
  'table-tennis': 'rally',
  'counter-strike-2': 'rounds',
  valorant: 'rounds',
  'dota-2': 'kills',
  'league-of-legends': 'kills',
  mma: 'fight',
};

export const familyOf = (model: SportModel): Family => FAMILY[model.key];

/** The event type of the engine's score changes (`score` marks) in this sport. */
export function scoringTypeOf(model: SportModel): MatchEventType {
  switch (familyOf(model)) {
    case 'football':
      return 'goal';
    case 'hockey':
    case 'court':
    case 'runs':
      return 'score';
    case 'tennis':
      return 'game';
    case 'rally':
      return 'point';
    case 'rounds':
      return 'round';
    case 'kills':
      return 'kill';
    case 'fight':
      return 'win';
  }
}

/** Flavour rates: expected events per team over a regulation game at equal strength. */
interface Rates {
  chains: number;
  yellow: number;
  red: number;
  subs: number;
  penalties: number;
  fouls: number;
  timeouts: number;
  timeoutsPerGame: number;
  timeoutsPerPeriod: number;
}

const NO_RATES: Rates = { chains: 0, yellow: 0, red: 0, subs: 0, penalties: 0, fouls: 0, timeouts: 0, timeoutsPerGame: 0, timeoutsPerPeriod: 0 };

function ratesOf(model: SportModel): Rates {
  switch (model.key) {
    case 'football':
    case 'fifa':
      return { ...NO_RATES, chains: 60, yellow: 1.8, red: 0.07, subs: 4 };
    case 'ice-hockey':
      return { ...NO_RATES, chains: 45, penalties: 3.5, timeouts: 0.3, timeoutsPerGame: 1, timeoutsPerPeriod: 1 };
    case 'basketball':
    case 'e-basketball':
      return { ...NO_RATES, chains: 14, fouls: 20, timeouts: 5, timeoutsPerGame: 7, timeoutsPerPeriod: 3 };
    case 'handball':
      return { ...NO_RATES, chains: 12, fouls: 8, timeouts: 2, timeoutsPerGame: 3, timeoutsPerPeriod: 2 };
    case 'volleyball':
      return { ...NO_RATES, timeouts: 4, timeoutsPerGame: 10, timeoutsPerPeriod: 2 };
    case 'table-tennis':
      return { ...NO_RATES, timeouts: 0.4, timeoutsPerGame: 1, timeoutsPerPeriod: 1 };
    default:
      return NO_RATES;
  }
}

/** Football chain odds: an attack turns dangerous, a dangerous attack ends in a shot (on target) or a corner. */
const P_DANGEROUS = 0.5;
const P_SHOT = 0.3;
const P_ON_TARGET = 0.4;
const P_CORNER = 0.25;
/** Hockey: a possession ends in a shot on target. */
const P_HOCKEY_SHOT = 0.62;

export interface MatchEventsInput {
  model: SportModel;
  matchup: Matchup;
  before: MatchState;
  after: MatchState;
  /** Span length in seconds. */
  dt: number;
  marks: readonly EngineMark[];
  rng: Rng;
}

interface Draft {
  at: number;
  type: MatchEventType;
  team: 0 | 1 | 2;
  clock: number;
  zone?: Zone;
  detail?: string;
  /** Kept beyond FLAVOUR_CAP (scoring, period events and the chain before a goal). */
  keep?: boolean;
}

const other = (team: 1 | 2): 1 | 2 => (team === 1 ? 2 : 1);
const attackZone = (team: 1 | 2): Zone => (team === 1 ? 'attack1' : 'defence1');
const pairOf = (p: readonly [number, number] | undefined): [number, number] => [p?.[0] ?? 0, p?.[1] ?? 0];

/** The events of one span and the tracker after it. */
export function matchEvents(input: MatchEventsInput): { events: MatchEvent[]; track: TrackState } {
  const { model, matchup, before, after, marks, rng } = input;
  const family = familyOf(model);
  const rates = ratesOf(model);
  const track = before.track ? cloneTrack(before.track) : newTrack();
  const events: MatchEvent[] = [];
  let score = pairOf(before.score);
  let periodScore = pairOf(before.periods[before.periods.length - 1]);
  const setSport = model.engine === 'sets';

  // Strength leaning: the stronger side attacks more, the weaker one fouls more.
  const d = ratingDiff(model, matchup);
  const lean = Math.exp(0.2 * d);
  const attackShare: [number, number] = [lean, 1 / lean];
  const foulShare: [number, number] = [1 / Math.sqrt(lean), Math.sqrt(lean)];
  const perSec = 1 / Math.max(1, nominalPlaySec(model));

  const emit = (draft: Draft, periodNo: number): void => {
    if (!draft.keep && track.seq >= FLAVOUR_CAP) return;
    track.seq += 1;
    const event: MatchEvent = { seq: track.seq, at: draft.at, type: draft.type, team: draft.team, periodNo, clock: Math.floor(draft.clock), score: [score[0], score[1]] };
    if (setSport) event.periodScore = [periodScore[0], periodScore[1]];
    if (draft.zone) event.zone = draft.zone;
    if (draft.detail !== undefined) event.detail = draft.detail;
    events.push(event);
  };

  /** Flavour between two moments of one period: clocks [c0, c1) at span times [t0, t1]. */
  const fill = (periodNo: number, c0: number, c1: number, t0: number, t1: number): void => {
    const len = c1 - c0;
    if (len <= 0) return;
    const timeAt = (c: number): number => t0 + ((c - c0) / len) * (t1 - t0);
    const drafts: Draft[] = [];
    const put = (type: MatchEventType, team: 0 | 1 | 2, clock: number, zone?: Zone): void => {
      const c = Math.min(clock, c1);
      const draft: Draft = { at: timeAt(c), type, team, clock: c };
      if (zone) draft.zone = zone;
      drafts.push(draft);
    };

    // Chains, one after another (possession changes stay in order).
    if (rates.chains > 0) {
      const r1 = rates.chains * attackShare[0] * perSec;
      const r2 = rates.chains * attackShare[1] * perSec;
      let tau = c0;
      let hold = track.hold;
      for (;;) {
        tau += -Math.log(1 - rng.next()) / (r1 + r2);
        if (tau >= c1) break;
        const team: 1 | 2 = rng.chance(r1 / (r1 + r2)) ? 1 : 2;
        if (hold !== team) {
          put('possession', team, tau, 'middle');
          hold = team;
        }
        if (family === 'football') {
          put('attack', team, tau, attackZone(team));
          if (rng.chance(P_DANGEROUS)) {
            tau += rng.range(3, 8);
            put('dangerous_attack', team, tau, attackZone(team));
            if (rng.chance(P_SHOT)) {
              tau += rng.range(2, 5);
              put(rng.chance(P_ON_TARGET) ? 'shot_on_target' : 'shot_off_target', team, tau, attackZone(team));
            } else if (rng.chance(P_CORNER)) {
              tau += rng.range(2, 5);
              put('corner', team, tau, attackZone(team));
            }
          }
        } else if (family === 'hockey' && rng.chance(P_HOCKEY_SHOT)) {
          tau += rng.range(4, 15);
          put('shot_on_target', team, tau, attackZone(team));
        }
      }
    }

    // Single events at uniform times (limits are checked in time order when emitted).
    const singles = (type: MatchEventType, perGame: number, share: [number, number], from = c0): void => {
      if (perGame <= 0 || from >= c1) return;
      for (const team of [1, 2] as const) {
        const n = rng.poisson(perGame * (share[team - 1] ?? 1) * perSec * (c1 - from));
        for (let k = 0; k < n; k++) put(type, team, rng.range(from, c1));
      }
    };
    singles('yellow_card', rates.yellow, foulShare);
    singles('red_card', rates.red, foulShare);
    singles('penalty', rates.penalties, foulShare);
    singles('foul', rates.fouls, foulShare);
    singles('timeout', rates.timeouts, [1, 1]);
    if (rates.subs > 0 && model.engine === 'timed' && periodNo >= model.periods) {
      // Substitutions in the last third-and-more of the match: subs per game over that window.
      const from = Math.max(c0, model.periodSec / 3);
      const window = (model.periodSec * 2) / 3;
      const perGame = (rates.subs * nominalPlaySec(model)) / window;
      singles('substitution', perGame, [1, 1], from);
    }

    drafts.sort((a, b) => a.clock - b.clock);
    for (const draft of drafts) {
      const team = draft.team;
      if (team !== 0) {
        const i = team - 1;
        if (draft.type === 'red_card' && (track.red[i] ?? 0) >= RED_LIMIT) continue;
        if (draft.type === 'substitution' && (track.subs[i] ?? 0) >= SUB_LIMIT) continue;
        if (draft.type === 'timeout' && ((track.timeouts[i] ?? 0) >= rates.timeoutsPerGame || (track.periodTimeouts[i] ?? 0) >= rates.timeoutsPerPeriod)) continue;
        if (draft.type === 'yellow_card') track.yellow[i] = (track.yellow[i] ?? 0) + 1;
        if (draft.type === 'red_card') track.red[i] = (track.red[i] ?? 0) + 1;
        if (draft.type === 'substitution') track.subs[i] = (track.subs[i] ?? 0) + 1;
        if (draft.type === 'timeout') {
          track.timeouts[i] = (track.timeouts[i] ?? 0) + 1;
          track.periodTimeouts[i] = (track.periodTimeouts[i] ?? 0) + 1;
        }
        if (draft.type === 'possession') {
          if (track.hold === team) continue;
          track.hold = team;
        }
      }
      emit(draft, periodNo);
    }
  };

  const possession = (team: 1 | 2, at: number, clock: number, periodNo: number, keep: boolean): void => {
    if (track.hold === team) return;
    track.hold = team;
    emit({ at, type: 'possession', team, clock, zone: 'middle', keep }, periodNo);
  };

  /** Tennis: the points of a game won by `winner`, spread over [lo, hi]. */
  const tennisPoints = (winner: 1 | 2, tiebreak: boolean, lo: number, hi: number, atOf: (c: number) => number, periodNo: number): void => {
    const target = tiebreak ? 7 : 4;
    const loserPoints = rng.chance(0.25) ? target - 1 + rng.poisson(0.6) : rng.int(0, target - 2);
    const seq: Array<1 | 2> = [];
    const loser = other(winner);
    if (loserPoints <= target - 2) {
      const early = rng.shuffle([...Array<1 | 2>(target - 1).fill(winner), ...Array<1 | 2>(loserPoints).fill(loser)]);
      seq.push(...early, winner);
    } else {
      seq.push(...rng.shuffle([...Array<1 | 2>(target - 1).fill(winner), ...Array<1 | 2>(target - 1).fill(loser)]));
      for (let k = target - 1; k < loserPoints; k++) seq.push(...(rng.chance(0.5) ? [winner, loser] : [loser, winner]));
      seq.push(winner, winner);
    }
    const won: [number, number] = [0, 0];
    seq.forEach((team, k) => {
      won[team - 1] = (won[team - 1] ?? 0) + 1;
      const clock = lo + ((k + 1) / (seq.length + 1)) * (hi - lo);
      emit({ at: atOf(clock), type: 'point', team, clock, detail: tennisScore(won, tiebreak) }, periodNo);
    });
  };

  const ballFamily = family === 'football' || family === 'hockey' || family === 'court';
  let seg: { periodNo: number; c0: number; t0: number } | null = before.status === 2 ? { periodNo: before.periodNo, c0: before.clock, t0: 0 } : null;

  marks.forEach((mark, index) => {
    // Flavour up to this mark (leaving room for a goal's own chain).
    if (seg && mark.kind !== 'period_start') {
      const lead = mark.kind === 'score' && (family === 'football' || family === 'hockey' || family === 'court') ? Math.min(12, mark.clock - seg.c0) : 0;
      const end = mark.clock - lead;
      fill(seg.periodNo, seg.c0, end, seg.t0, mark.at - Math.min(lead, mark.at - seg.t0));
      seg.c0 = Math.max(seg.c0, end);
      seg.t0 = Math.max(seg.t0, mark.at - Math.min(lead, mark.at - seg.t0));
    }
    const periodNo = mark.periodNo;
    switch (mark.kind) {
      case 'period_start': {
        periodScore = [0, 0];
        track.periodTimeouts = [0, 0];
        emit({ at: mark.at, type: 'period_start', team: 0, clock: 0, keep: true, ...(ballFamily ? { zone: 'middle' as const } : {}) }, periodNo);
        if (ballFamily) possession(periodNo % 2 === 1 ? 1 : 2, mark.at, 0, periodNo, true);
        if (family === 'tennis') {
          if (track.server === 0) track.server = rng.chance(0.5) ? 1 : 2;
          emit({ at: mark.at, type: 'serve', team: track.server, clock: 0 }, periodNo);
        }
        seg = { periodNo, c0: 0, t0: mark.at };
        break;
      }
      case 'score': {
        const team = mark.team;
        const c = mark.clock;
        const c0 = seg ? Math.min(seg.c0, c) : c;
        const t0 = seg ? Math.min(seg.t0, mark.at) : mark.at;
        const atOf = (clock: number): number => (c > c0 ? t0 + ((clock - c0) / (c - c0)) * (mark.at - t0) : mark.at);
        if (ballFamily) {
          const steps = family === 'football' ? ['attack', 'dangerous_attack', 'shot_on_target'] : family === 'hockey' ? ['shot_on_target'] : [];
          const slots = steps.length + 1;
          possession(team, atOf(c0), c0, periodNo, true);
          steps.forEach((type, k) => {
            const clock = c0 + ((k + 1) / slots) * (c - c0);
            emit({ at: atOf(clock), type: type as MatchEventType, team, clock, zone: attackZone(team), keep: true }, periodNo);
          });
        }
        if (family === 'tennis') {
          if (track.server === 0) track.server = rng.chance(0.5) ? 1 : 2;
          const tiebreak = model.engine === 'sets' && model.cap !== null && mark.periodScore[0] + mark.periodScore[1] === model.cap * 2 - 1;
          const lo = Math.max(0, c - (model.engine === 'sets' ? model.pointSec : 0));
          tennisPoints(team, tiebreak, lo, c, (clock) => mark.at - (c - clock), periodNo);
        }
        score = pairOf(mark.score);
        periodScore = pairOf(mark.periodScore);
        const draft: Draft = { at: mark.at, type: scoringTypeOf(model), team, clock: c, keep: true };
        if (ballFamily) draft.zone = attackZone(team);
        emit(draft, periodNo);
        if (draft.type === 'score' && events.length > 0) (events[events.length - 1] as MatchEvent).points = mark.points;
        if (ballFamily) possession(other(team), mark.at, c, periodNo, true);
        if (family === 'tennis') {
          const server = track.server === 0 ? team : track.server;
          if (team !== server) emit({ at: mark.at, type: 'break', team, clock: c }, periodNo);
          track.server = other(server);
          if (marks[index + 1]?.kind !== 'set') emit({ at: mark.at, type: 'serve', team: track.server, clock: c }, periodNo);
        }
        if (seg) {
          seg.c0 = c;
          seg.t0 = mark.at;
        }
        break;
      }
      case 'set':
        score = pairOf(mark.score);
        periodScore = pairOf(mark.periodScore);
        emit({ at: mark.at, type: 'set', team: mark.team, clock: mark.clock, keep: true }, periodNo);
        break;
      case 'period_end':
        emit({ at: mark.at, type: 'period_end', team: 0, clock: mark.clock, keep: true }, periodNo);
        seg = null;
        break;
      case 'finish': {
        const final = pairOf(mark.score);
        const winner: 0 | 1 | 2 = final[0] > final[1] ? 1 : final[1] > final[0] ? 2 : 0;
        if (family === 'fight' && winner !== 0) {
          score = final;
          emit({ at: mark.at, type: 'win', team: winner, clock: mark.clock, detail: after.early ? 'early' : 'decision', keep: true }, periodNo);
        }
        score = final;
        emit({ at: mark.at, type: 'match_end', team: winner, clock: mark.clock, keep: true }, periodNo);
        seg = null;
        break;
      }
    }
  });

  const open = seg as { periodNo: number; c0: number; t0: number } | null;
  if (open && after.status === 2 && after.periodNo === open.periodNo) fill(open.periodNo, open.c0, after.clock, open.t0, input.dt);
  return { events, track };
}

const TENNIS_POINTS = ['0', '15', '30', '40'];

/** The game score after a point: `15:0` … `40:40`, `A:40`; tie-break points as numbers. */
function tennisScore(won: readonly [number, number], tiebreak: boolean): string {
  const [a, b] = won;
  if (tiebreak) return `${a}:${b}`;
  if (a >= 3 && b >= 3) return a === b ? '40:40' : a > b ? 'A:40' : '40:A';
  return `${TENNIS_POINTS[Math.min(a, 3)] ?? a}:${TENNIS_POINTS[Math.min(b, 3)] ?? b}`;
}

/** Overtime length on the events' clock (re-exported for the tests). */
export { overtimeSec };

/** Statistics per team from all of a game's events. Keys depend on the sport; possession in %. */
export type MatchStats = Record<string, [number, number]>;

const STAT_KEYS: Readonly<Record<Family, ReadonlyArray<readonly [string, MatchEventType | 'possession%' | 'points']>>> = {
  football: [
    ['possession', 'possession%'],
    ['attacks', 'attack'],
    ['dangerousAttacks', 'dangerous_attack'],
    ['shotsOnTarget', 'shot_on_target'],
    ['shotsOffTarget', 'shot_off_target'],
    ['corners', 'corner'],
    ['yellowCards', 'yellow_card'],
    ['redCards', 'red_card'],
    ['substitutions', 'substitution'],
    ['goals', 'goal'],
  ],
  hockey: [
    ['possession', 'possession%'],
    ['shotsOnTarget', 'shot_on_target'],
    ['penalties', 'penalty'],
    ['timeouts', 'timeout'],
    ['goals', 'score'],
  ],
  court: [
    ['possession', 'possession%'],
    ['points', 'points'],
    ['fouls', 'foul'],
    ['timeouts', 'timeout'],
  ],
  runs: [['runs', 'points']],
  tennis: [
    ['pointsWon', 'point'],
    ['games', 'game'],
    ['breaks', 'break'],
    ['sets', 'set'],
  ],
  rally: [
    ['points', 'point'],
    ['timeouts', 'timeout'],
    ['sets', 'set'],
  ],
  rounds: [
    ['rounds', 'round'],
    ['maps', 'set'],
  ],
  kills: [
    ['kills', 'kill'],
    ['maps', 'set'],
  ],
  fight: [['wins', 'win']],
};

type StatEvent = Pick<MatchEvent, 'type' | 'team' | 'periodNo' | 'clock' | 'points'>;

/** The statistics table of a game from its events (every key of the sport, zeros without events). */
export function matchStats(model: SportModel, events: readonly StatEvent[]): MatchStats {
  const stats: MatchStats = {};
  const keys = STAT_KEYS[familyOf(model)];
  for (const [key, source] of keys) {
    if (source === 'possession%') {
      stats[key] = possessionShare(events);
      continue;
    }
    const total: [number, number] = [0, 0];
    for (const e of events) {
      if (e.team === 0) continue;
      if (source === 'points') {
        if (e.type === 'score') total[e.team - 1] = (total[e.team - 1] ?? 0) + (e.points ?? 1);
      } else if (e.type === source) total[e.team - 1] = (total[e.team - 1] ?? 0) + 1;
    }
    stats[key] = total;
  }
  return stats;
}

/** Time in possession per team (%, summing to 100; 50:50 before any possession). */
function possessionShare(events: readonly StatEvent[]): [number, number] {
  const time: [number, number] = [0, 0];
  let holder: 0 | 1 | 2 = 0;
  let period = -1;
  let last = 0;
  for (const e of events) {
    if (e.periodNo !== period) {
      period = e.periodNo;
      last = e.clock;
    }
    if (holder !== 0) time[holder - 1] = (time[holder - 1] ?? 0) + Math.max(0, e.clock - last);
    last = e.clock;
    if (e.type === 'possession' && e.team !== 0) holder = e.team;
  }
  const total = time[0] + time[1];
  if (total <= 0) return [50, 50];
  const first = Math.round((100 * time[0]) / total);
  return [first, 100 - first];
}
