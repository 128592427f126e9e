/**
 * How each sport is played and priced by the simulator: engine kind (timed periods, sets/maps,
 * fight), lengths, scoring rates, strength spreads, naming units and which markets it offers.
 */
import type { SportNaming } from '../names';

export const SPORT_KEYS = [
  'football',
  'tennis',
  'basketball',
  'ice-hockey',
  'volleyball',
  'handball',
  'table-tennis',
  'baseball',
  'mma',
  'cricket',
  'counter-strike-2',
  'dota-2',
  'league-of-legends',
  'valorant',
  'fifa',
  'e-basketball',
] as const;
export type SportKey = (typeof SPORT_KEYS)[number];

export type SpecialKind = 'first-goal' | 'exact-sets' | 'odd-even' | 'method';

interface ModelBase extends SportNaming {
  key: SportKey;
  /** A draw is a possible final result (1X2, double chance); otherwise the winner market. */
  hasDraw: boolean;
  /** Both teams to score is offered. */
  bothScore: boolean;
  special: SpecialKind;
  /** Home advantage in rating units (team1 is the home side). */
  home: number;
}

/** Clock-driven periods with points scored by Poisson events. */
export interface TimedModel extends ModelBase {
  engine: 'timed';
  periods: number;
  periodSec: number;
  /** Break after each period but the last (status 3); 0: the next period starts at once. */
  breakSec: number;
  showTimer: boolean;
  /** Expected points of one team over the game at equal strength. */
  base: number;
  /** Rating sensitivity of the scoring rate (log scale). */
  beta: number;
  /** Points of one scoring event with weights. */
  pointValues: ReadonlyArray<readonly [number, number]>;
  /** both: either team scores any time; alternate: team1 scores in odd periods, team2 in even ones (innings). */
  scorer: 'both' | 'alternate';
  pricing: 'poisson' | 'normal';
}

/** Sets or maps; a set is won on points (first to N, win by 2, optional cap) or on time (moba maps). */
export interface SetsModel extends ModelBase {
  engine: 'sets';
  setsToWin: number;
  setEnd: 'points' | 'time';
  pointsPerSet: number;
  /** Points of the deciding set (volleyball 15). */
  lastSetPoints: number;
  winBy: number;
  /** Tennis: at 6:6 the next game ends the set (7:6). */
  cap: number | null;
  /** Seconds per point (game, rally, round, kill). */
  pointSec: number;
  breakSec: number;
  showTimer: boolean;
  /** Point win probability: 0.5 + spread * tanh(ratingDiff / 2); for time sets, the map win probability. */
  spread: number;
  /** Time sets: map length range in seconds. */
  mapSec: readonly [number, number];
}

/** Rounds that may end early (KO); otherwise a decision after the last round. */
export interface FightModel extends ModelBase {
  engine: 'fight';
  rounds: number;
  roundSec: number;
  breakSec: number;
  /** Early finishes per second at equal strength. */
  finishRate: number;
  spread: number;
}

export type SportModel = TimedModel | SetsModel | FightModel;

const goals: ReadonlyArray<readonly [number, number]> = [[1, 1]];
const basketballPoints: ReadonlyArray<readonly [number, number]> = [
  [2, 0.58],
  [3, 0.27],
  [1, 0.15],
];
const cricketRuns: ReadonlyArray<readonly [number, number]> = [
  [1, 0.52],
  [2, 0.14],
  [4, 0.24],
  [6, 0.1],
];

const football = {
  key: 'football',
  engine: 'timed',
  hasDraw: true,
  bothScore: true,
  special: 'first-goal',
  periodUnit: 'half',
  totalUnit: 'plain',
  handicapUnit: 'plain',
  home: 0.25,
  periods: 2,
  periodSec: 45 * 60,
  breakSec: 15 * 60,
  showTimer: true,
  base: 1.35,
  beta: 0.55,
  pointValues: goals,
  scorer: 'both',
  pricing: 'poisson',
} satisfies TimedModel;

const basketball = {
  key: 'basketball',
  engine: 'timed',
  hasDraw: false,
  bothScore: false,
  special: 'odd-even',
  periodUnit: 'quarter',
  totalUnit: 'plain',
  handicapUnit: 'plain',
  home: 0.2,
  periods: 4,
  periodSec: 12 * 60,
  breakSec: 150,
  showTimer: true,
  base: 112,
  beta: 0.09,
  pointValues: basketballPoints,
  scorer: 'both',
  pricing: 'normal',
} satisfies TimedModel;

const esportsSets = {
  engine: 'sets',
  hasDraw: false,
  bothScore: false,
  special: 'exact-sets',
  periodUnit: 'map',
  handicapUnit: 'maps',
  home: 0,
  setsToWin: 2,
  cap: null,
  breakSec: 300,
  lastSetPoints: 13,
} as const;

export const SPORT_MODELS: Readonly<Record<SportKey, SportModel>> = {
  football,
  tennis: {
    key: 'tennis',
    engine: 'sets',
    hasDraw: false,
    bothScore: false,
    special: 'exact-sets',
    periodUnit: 'set',
    totalUnit: 'games',
    handicapUnit: 'sets',
    home: 0,
    setsToWin: 2,
    setEnd: 'points',
    pointsPerSet: 6,
    lastSetPoints: 6,
    winBy: 2,
    cap: 7,
    pointSec: 240,
    breakSec: 120,
    showTimer: false,
    spread: 0.12,
    mapSec: [0, 0],
  },
  basketball,
  'ice-hockey': {
    key: 'ice-hockey',
    engine: 'timed',
    hasDraw: true,
    bothScore: true,
    special: 'first-goal',
    periodUnit: 'period',
    totalUnit: 'plain',
    handicapUnit: 'plain',
    home: 0.15,
    periods: 3,
    periodSec: 20 * 60,
    breakSec: 15 * 60,
    showTimer: true,
    base: 2.75,
    beta: 0.4,
    pointValues: goals,
    scorer: 'both',
    pricing: 'poisson',
  },
  volleyball: {
    key: 'volleyball',
    engine: 'sets',
    hasDraw: false,
    bothScore: false,
    special: 'exact-sets',
    periodUnit: 'set',
    totalUnit: 'points',
    handicapUnit: 'sets',
    home: 0.1,
    setsToWin: 3,
    setEnd: 'points',
    pointsPerSet: 25,
    lastSetPoints: 15,
    winBy: 2,
    cap: null,
    pointSec: 28,
    breakSec: 180,
    showTimer: false,
    spread: 0.05,
    mapSec: [0, 0],
  },
  handball: {
    key: 'handball',
    engine: 'timed',
    hasDraw: true,
    bothScore: false,
    special: 'odd-even',
    periodUnit: 'half',
    totalUnit: 'plain',
    handicapUnit: 'plain',
    home: 0.2,
    periods: 2,
    periodSec: 30 * 60,
    breakSec: 10 * 60,
    showTimer: true,
    base: 28,
    beta: 0.16,
    pointValues: goals,
    scorer: 'both',
    pricing: 'normal',
  },
  'table-tennis': {
    key: 'table-tennis',
    engine: 'sets',
    hasDraw: false,
    bothScore: false,
    special: 'exact-sets',
    periodUnit: 'set',
    totalUnit: 'points',
    handicapUnit: 'sets',
    home: 0,
    setsToWin: 3,
    setEnd: 'points',
    pointsPerSet: 11,
    lastSetPoints: 11,
    winBy: 2,
    cap: null,
    pointSec: 14,
    breakSec: 60,
    showTimer: false,
    spread: 0.08,
    mapSec: [0, 0],
  },
  baseball: {
    key: 'baseball',
    engine: 'timed',
    hasDraw: false,
    bothScore: false,
    special: 'odd-even',
    periodUnit: 'inning',
    totalUnit: 'runs',
    handicapUnit: 'plain',
    home: 0.1,
    periods: 9,
    periodSec: 20 * 60,
    breakSec: 0,
    showTimer: false,
    base: 4.5,
    beta: 0.18,
    pointValues: goals,
    scorer: 'both',
    pricing: 'poisson',
  },
  mma: {
    key: 'mma',
    engine: 'fight',
    hasDraw: false,
    bothScore: false,
    special: 'method',
    periodUnit: 'round',
    totalUnit: 'rounds',
    handicapUnit: 'plain',
    home: 0,
    rounds: 3,
    roundSec: 300,
    breakSec: 60,
    finishRate: 0.5 / 900,
    spread: 0.35,
  },
  cricket: {
    key: 'cricket',
    engine: 'timed',
    hasDraw: false,
    bothScore: false,
    special: 'odd-even',
    periodUnit: 'innings',
    totalUnit: 'runs',
    handicapUnit: 'plain',
    home: 0.1,
    periods: 2,
    periodSec: 90 * 60,
    breakSec: 20 * 60,
    showTimer: false,
    base: 168,
    beta: 0.12,
    pointValues: cricketRuns,
    scorer: 'alternate',
    pricing: 'normal',
  },
  'counter-strike-2': {
    ...esportsSets,
    key: 'counter-strike-2',
    totalUnit: 'rounds',
    setEnd: 'points',
    pointsPerSet: 13,
    winBy: 2,
    pointSec: 110,
    showTimer: false,
    spread: 0.09,
    mapSec: [0, 0],
  },
  'dota-2': {
    ...esportsSets,
    key: 'dota-2',
    totalUnit: 'maps',
    setEnd: 'time',
    pointsPerSet: 0,
    winBy: 1,
    pointSec: 55,
    breakSec: 600,
    showTimer: true,
    spread: 0.15,
    mapSec: [28 * 60, 46 * 60],
  },
  'league-of-legends': {
    ...esportsSets,
    key: 'league-of-legends',
    totalUnit: 'maps',
    setEnd: 'time',
    pointsPerSet: 0,
    winBy: 1,
    pointSec: 75,
    breakSec: 600,
    showTimer: true,
    spread: 0.15,
    mapSec: [25 * 60, 40 * 60],
  },
  valorant: {
    ...esportsSets,
    key: 'valorant',
    totalUnit: 'rounds',
    setEnd: 'points',
    pointsPerSet: 13,
    winBy: 2,
    pointSec: 100,
    showTimer: false,
    spread: 0.09,
    mapSec: [0, 0],
  },
  fifa: {
    ...football,
    key: 'fifa',
    home: 0.1,
    periodSec: 6 * 60,
    breakSec: 60,
    base: 2.2,
    beta: 0.4,
  },
  'e-basketball': {
    ...basketball,
    key: 'e-basketball',
    home: 0.1,
    periodSec: 5 * 60,
    breakSec: 30,
    base: 78,
    beta: 0.1,
  },
};

/** Playing time of a whole game in seconds (without breaks; sets: the expected length). */
export function nominalPlaySec(model: SportModel): number {
  switch (model.engine) {
    case 'timed':
      return model.periods * model.periodSec;
    case 'fight':
      return model.rounds * model.roundSec;
    case 'sets': {
      const sets = model.setsToWin * 1.5;
      if (model.setEnd === 'time') return sets * ((model.mapSec[0] + model.mapSec[1]) / 2);
      const pointsPerSet = model.cap !== null ? 10 : model.pointsPerSet * 1.8;
      return sets * pointsPerSet * model.pointSec;
    }
  }
}

/** Expected length of a game in seconds, breaks included. */
export function nominalGameSec(model: SportModel): number {
  switch (model.engine) {
    case 'timed':
      return nominalPlaySec(model) + (model.periods - 1) * model.breakSec;
    case 'fight':
      return nominalPlaySec(model) + (model.rounds - 1) * model.breakSec;
    case 'sets':
      return nominalPlaySec(model) + model.setsToWin * 0.5 * model.breakSec;
  }
}

const MODEL_BY_KEY: ReadonlyMap<string, SportModel> = new Map(SPORT_KEYS.map((key) => [key, SPORT_MODELS[key]]));

/** The model of a stored sport key, or undefined for a key the server does not know. */
export const sportModelOf = (key: string): SportModel | undefined => MODEL_BY_KEY.get(key);
