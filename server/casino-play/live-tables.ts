/**
 * The live-casino tables, simulated: a pure, deterministic function of a live game and the time (no
 * I/O, no randomness beyond a seeded hash), so every server and every test sees the same table at the
 * same moment. A table plays rounds of a fixed length per kind (betting, dealing, result); the round
 * number counts rounds since the table's epoch; dealers rotate every 30 minutes; seats, players and the
 * result of every round come from mulberry32 seeded by the game and the round, so the history is the
 * results of the previous rounds, newest first. Tables close every day 04:00–04:10 UTC for a shuffle.
 */
import type { LIVE_SUBCATEGORIES } from '@kickoff/casino-contracts/catalogue';
import { LIVE_HISTORY_LENGTH, type LiveKind, type LivePhase, type LiveResult, type LiveTable } from '@kickoff/casino-contracts/live';

/** A live game of the catalogue, as the simulation needs it. */
export interface LiveGame {
  id: number;
  name: string;
  subcategory: (typeof LIVE_SUBCATEGORIES)[number];
  minStake: number;
  maxStake: number;
}

/** Length of each phase of a round per kind (ms): betting, dealing, result. */
export const PHASES_MS: Readonly<Record<LiveKind, readonly [number, number, number]>> = {
  roulette: [25_000, 10_000, 10_000],
  blackjack: [20_000, 30_000, 10_000],
  baccarat: [15_000, 15_000, 10_000],
  poker: [25_000, 35_000, 10_000],
  'game-show': [20_000, 20_000, 10_000],
};

/** A round's length per kind (ms): roulette 45 s, blackjack 60 s, baccarat 40 s, poker 70 s, game show 50 s. */
export const roundLengthMs = (kind: LiveKind): number => PHASES_MS[kind].reduce((sum, ms) => sum + ms, 0);

/** A dealer's shift (ms). */
export const SHIFT_MS = 30 * 60_000;
/** The daily break (UTC, ms after midnight): 04:00–04:10. */
export const BREAK_START_MS = 4 * 3_600_000;
export const BREAK_END_MS = BREAK_START_MS + 10 * 60_000;
const DAY_MS = 86_400_000;

export const DEALERS = [
  'Alina', 'Boris', 'Clara', 'Denis', 'Elena', 'Fyodor', 'Galina', 'Igor',
  'Katya', 'Leonid', 'Marina', 'Nikita', 'Olga', 'Pavel', 'Rita', 'Stas',
] as const;

/** European single-zero roulette: the red pockets (0 is green, the rest black). */
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** Seats at the table; null: unlimited (roulette and game shows). */
const SEATS: Readonly<Record<LiveKind, number | null>> = { roulette: null, blackjack: 7, baccarat: 9, poker: 6, 'game-show': null };
/** Players at a table per kind: [fewest, most]. */
const CROWD: Readonly<Record<LiveKind, readonly [number, number]>> = {
  roulette: [40, 600], blackjack: [7, 120], baccarat: [20, 300], poker: [10, 150], 'game-show': [300, 4000],
};

/** mulberry32: a small seeded PRNG returning numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The PRNG of one round of one table. */
const roundRng = (gameId: number, round: number): (() => number) => mulberry32(Math.imul(gameId, 0x9e3779b1) ^ Math.imul(round, 0x85ebca6b));

export const kindOf = (subcategory: LiveGame['subcategory']): LiveKind => (subcategory === 'game-shows' ? 'game-show' : subcategory);

/** Where the table's rounds start counting (ms): tables of a kind do not all change phase together. */
const epochOf = (game: LiveGame, kind: LiveKind): number => ((game.id * 7_919) % roundLengthMs(kind));

/** The round in progress at `now` (a round started exactly at `now` counts). */
export const roundNumberAt = (game: LiveGame, now: number): number => {
  const kind = kindOf(game.subcategory);
  return Math.floor((now - epochOf(game, kind)) / roundLengthMs(kind));
};

/** When round `round` of the table starts (ms). */
const roundStart = (game: LiveGame, kind: LiveKind, round: number): number => epochOf(game, kind) + round * roundLengthMs(kind);

/** Whether `now` falls in the daily break (04:00–04:10 UTC). */
export function isClosedAt(now: number): boolean {
  const ofDay = ((now % DAY_MS) + DAY_MS) % DAY_MS;
  return ofDay >= BREAK_START_MS && ofDay < BREAK_END_MS;
}

/** When the break that `now` falls in ends (the tables reopen). */
export const reopensAfterBreak = (now: number): number => Math.floor(now / DAY_MS) * DAY_MS + BREAK_END_MS;

/** Whether the tables take stakes at `now` (the stake guard refuses a stake during the break). */
export const tableStateAt = (now: number): { open: true } | { open: false; reopensAt: number } =>
  isClosedAt(now) ? { open: false, reopensAt: reopensAfterBreak(now) } : { open: true };

/** The table's dealer during the shift of `now`: a new one every 30 minutes, never the same twice in a row. */
export function dealerAt(gameId: number, now: number): string {
  const shift = Math.floor(now / SHIFT_MS);
  // 7 and 16 are coprime: consecutive shifts always get different dealers.
  const index = (((gameId * 5 + shift * 7) % DEALERS.length) + DEALERS.length) % DEALERS.length;
  return DEALERS[index] ?? DEALERS[0];
}

/** A roulette pocket as a result chip. */
export function roulettePocket(n: number): LiveResult {
  return { label: String(n), tone: n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black' };
}

/** Picks from weighted choices with a number in [0, 1). */
function weighted<T>(choices: ReadonlyArray<readonly [T, number]>, r: number): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let left = r * total;
  for (const [value, w] of choices) {
    left -= w;
    if (left < 0) return value;
  }
  const last = choices[choices.length - 1];
  if (!last) throw new Error('no choices');
  return last[0];
}

const BLACKJACK: ReadonlyArray<readonly [string, number]> = [
  ['Dealer 17', 15], ['Dealer 18', 14], ['Dealer 19', 13], ['Dealer 20', 18], ['Dealer 21', 8], ['Blackjack', 4], ['Dealer bust', 28],
];
const BACCARAT: ReadonlyArray<readonly [string, number]> = [['Banker', 458], ['Player', 446], ['Tie', 96]];
const POKER: ReadonlyArray<readonly [string, number]> = [['Player', 48], ['Dealer', 47], ['Tie', 5]];
const WHEEL: ReadonlyArray<readonly [string, number]> = [['×1', 23], ['×2', 15], ['×5', 7], ['×10', 4], ['×20', 2], ['×40', 1]];

/** The result of one round of a table (the same every time it is asked). */
export function resultOf(gameId: number, kind: LiveKind, round: number): LiveResult {
  const r = roundRng(gameId, round)();
  switch (kind) {
    case 'roulette':
      return roulettePocket(Math.floor(r * 37));
    case 'blackjack':
      return { label: weighted(BLACKJACK, r), tone: 'neutral' };
    case 'baccarat':
      return { label: weighted(BACCARAT, r), tone: 'neutral' };
    case 'poker':
      return { label: weighted(POKER, r), tone: 'neutral' };
    case 'game-show':
      return { label: weighted(WHEEL, r), tone: 'neutral' };
  }
}

/** The results of the rounds before `round`, newest first. */
export const historyBefore = (gameId: number, kind: LiveKind, round: number): LiveResult[] =>
  Array.from({ length: LIVE_HISTORY_LENGTH }, (_, i) => resultOf(gameId, kind, round - 1 - i));

/** The phase at `intoRound` ms into a round, and how long until it ends. */
function phaseAt(kind: LiveKind, intoRound: number): { phase: LivePhase; endsIn: number } {
  const [betting, dealing, result] = PHASES_MS[kind];
  if (intoRound < betting) return { phase: 'betting', endsIn: betting - intoRound };
  if (intoRound < betting + dealing) return { phase: 'dealing', endsIn: betting + dealing - intoRound };
  return { phase: 'result', endsIn: betting + dealing + result - intoRound };
}

/** Seats taken and players of a round (players: at least the seated ones). */
function crowdOf(gameId: number, kind: LiveKind, round: number): { taken: number; players: number } {
  const rng = roundRng(gameId ^ 0x5bd1e995, round);
  const [fewest, most] = CROWD[kind];
  const players = fewest + Math.floor(rng() * (most - fewest + 1));
  const total = SEATS[kind];
  // Seated tables are mostly full; at unlimited ones a share of the crowd is betting.
  const taken = total === null ? Math.max(1, Math.floor(players * (0.3 + rng() * 0.4))) : Math.min(total, Math.floor(total * (0.4 + rng() * 0.7)));
  return { taken, players: Math.max(players, taken) };
}

/** The table during the break: the round cut by the break, waiting for the reopening, nobody seated. */
function closedTable(game: LiveGame, kind: LiveKind, now: number): LiveTable {
  const reopensAt = reopensAfterBreak(now);
  const round = Math.max(0, roundNumberAt(game, reopensAt - BREAK_END_MS + BREAK_START_MS));
  return {
    ...baseOf(game, kind, now),
    seats: { total: SEATS[kind], taken: 0 },
    players: 0,
    round: { number: round, phase: 'result', endsAt: reopensAt, secondsLeft: Math.ceil((reopensAt - now) / 1000) },
    history: historyBefore(game.id, kind, round),
    open: false,
  };
}

/** What does not depend on the round: the game, its dealer and limits. */
function baseOf(game: LiveGame, kind: LiveKind, now: number): Pick<LiveTable, 'gameId' | 'name' | 'kind' | 'dealer' | 'limits'> {
  return { gameId: game.id, name: game.name, kind, dealer: { name: dealerAt(game.id, now) }, limits: { min: game.minStake, max: game.maxStake, currency: 'RUB' } };
}

/** The table of a live game at `now` (ms since the epoch, server clock). */
export function liveTableAt(game: LiveGame, now: number): LiveTable {
  const kind = kindOf(game.subcategory);
  if (isClosedAt(now)) return closedTable(game, kind, now);
  const round = roundNumberAt(game, now);
  const { phase, endsIn } = phaseAt(kind, now - roundStart(game, kind, round));
  const crowd = crowdOf(game.id, kind, round);
  return {
    ...baseOf(game, kind, now),
    seats: { total: SEATS[kind], taken: crowd.taken },
    players: crowd.players,
    round: { number: round, phase, endsAt: now + endsIn, secondsLeft: Math.ceil(endsIn / 1000) },
    history: historyBefore(game.id, kind, round),
    open: true,
  };
}
