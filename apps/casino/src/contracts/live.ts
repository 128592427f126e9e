/**
 * The live-casino tables' wire contract (`/web-api/casino/live-tables...`): every live game of the
 * catalogue as a table the server simulates — its dealer, seats, players, limits, the current round
 * (number, phase and when the phase ends) and the last results. Tables close for a shuffle/break every
 * day 04:00–04:10 UTC. The casino app imports it relatively; the reference server as
 * `@kickoff/casino-contracts/live`.
 */
import * as v from 'valibot';

/** Paths under the casino base (`casinoPath` / `casinoCallPath` of the catalogue contract). */
export const LivePaths = {
  tables: 'live-tables',
  table: (gameId: number | string) => `live-tables/${gameId}`,
} as const;

export const LiveErrorCodes = {
  notFound: 'casino_not_found',
} as const;

/** How many results a table's history keeps (newest first). */
export const LIVE_HISTORY_LENGTH = 8;

export const LIVE_KINDS = ['roulette', 'blackjack', 'baccarat', 'poker', 'game-show'] as const;
export const LiveKindSchema = v.picklist(LIVE_KINDS);
export type LiveKind = (typeof LIVE_KINDS)[number];

export const LIVE_PHASES = ['betting', 'dealing', 'result'] as const;
export const LivePhaseSchema = v.picklist(LIVE_PHASES);
export type LivePhase = (typeof LIVE_PHASES)[number];

/** A result chip's colour: roulette pockets are red, black or green (zero); other games are neutral. */
export const LiveToneSchema = v.picklist(['red', 'black', 'green', 'neutral']);
export type LiveTone = v.InferOutput<typeof LiveToneSchema>;

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Money = v.pipe(v.number(), v.minValue(0));
const Epoch = v.pipe(v.number(), v.integer(), v.minValue(0));
const Label = v.pipe(v.string(), v.minLength(1), v.maxLength(40));

export const LiveResultSchema = v.object({
  /** A short result: `17`, `Player`, `Banker`, `Tie`, `Dealer 20`, `×5`. */
  label: Label,
  tone: LiveToneSchema,
});
export type LiveResult = v.InferOutput<typeof LiveResultSchema>;

export const LiveRoundSchema = v.object({
  /** Increases by one per round; the same time always gives the same number. */
  number: Count,
  phase: LivePhaseSchema,
  /** When the current phase ends (ms since the epoch, server clock). */
  endsAt: Epoch,
  /** Whole seconds until `endsAt` at `serverTime` (rounded up). */
  secondsLeft: Count,
});
export type LiveRound = v.InferOutput<typeof LiveRoundSchema>;

export const LiveTableSchema = v.object({
  gameId: Id,
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  kind: LiveKindSchema,
  dealer: v.object({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(80)) }),
  /** Seats at the table; `total` null means unlimited (roulette, game shows), `taken` the players then. */
  seats: v.object({ total: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), taken: Count }),
  /** Players watching or playing. */
  players: Count,
  limits: v.object({ min: Money, max: Money, currency: v.literal('RUB') }),
  round: LiveRoundSchema,
  /** The last results, newest first (at most LIVE_HISTORY_LENGTH). */
  history: v.pipe(v.array(LiveResultSchema), v.maxLength(LIVE_HISTORY_LENGTH)),
  /** False during the daily break (04:00–04:10 UTC). */
  open: v.boolean(),
});
export type LiveTable = v.InferOutput<typeof LiveTableSchema>;

export const LiveTablesResponseSchema = v.object({
  tables: v.array(LiveTableSchema),
  /** The server clock when the answer was made (ms since the epoch). */
  serverTime: Epoch,
});
export type LiveTablesResponse = v.InferOutput<typeof LiveTablesResponseSchema>;

/** `GET live-tables/{gameId}`: one table and the server clock. */
export const LiveTableResponseSchema = v.object({
  table: LiveTableSchema,
  serverTime: Epoch,
});
export type LiveTableResponse = v.InferOutput<typeof LiveTableResponseSchema>;
