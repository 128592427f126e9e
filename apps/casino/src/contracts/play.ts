/**
 * The demo game provider's wire contract (`/web-api/casino/play/...`): a game's rules card, fun
 * wallets for guests, and rounds — started with a stake and the player's choices, moved on by the
 * player's moves, finished by the player or, when the player walks away, by the server. Real rounds
 * move money only through the wallet ledger. The casino app imports it relatively; the reference
 * server as `@kickoff/casino-contracts/play`.
 */
import * as v from 'valibot';
import { GameEngineSchema } from './catalogue';

/**
 * Real rounds live under `play/rounds` (the signed-in player's); fun rounds under the guest's fun
 * wallet, `play/fun-wallets/{wallet}/rounds`. Both take the same bodies and answer the same `Round`.
 */
export const PlayPaths = {
  rules: (gameId: number | string) => `play/games/${gameId}/rules`,
  funWallets: 'play/fun-wallets',
  funWallet: (wallet: string) => `play/fun-wallets/${wallet}`,
  funRefill: (wallet: string) => `play/fun-wallets/${wallet}/refill`,
  /** The rounds base of a mode: `play/rounds` or `play/fun-wallets/{wallet}/rounds`. */
  rounds: (wallet: string | null) => (wallet === null ? 'play/rounds' : `play/fun-wallets/${wallet}/rounds`),
  openRound: (wallet: string | null) => `${PlayPaths.rounds(wallet)}/open`,
  action: (wallet: string | null, roundId: string) => `${PlayPaths.rounds(wallet)}/${roundId}/actions`,
  close: (wallet: string | null, roundId: string) => `${PlayPaths.rounds(wallet)}/${roundId}/close`,
} as const;

export const PlayErrorCodes = {
  notFound: 'casino_not_found',
  badRequest: 'casino_bad_request',
  /** The stake is outside the game's bounds or has more decimals than the currency. */
  badStake: 'casino_bad_stake',
  /** The player's choices or move do not fit the game (or the round is at another step). */
  badMove: 'casino_bad_move',
  insufficientFunds: 'casino_insufficient_funds',
  /** The game has no fun mode (live tables). */
  modeUnavailable: 'casino_mode_unavailable',
  /** The round is already finished. */
  roundClosed: 'casino_round_closed',
  /** 409: the live table is closed for its break (meta reopensAt, ms). */
  tableClosed: 'casino_table_closed',
} as const;

/** A fun wallet starts (and is refilled) with this many fun credits. */
export const FUN_START_BALANCE = 1000;
export const FUN_CURRENCY = 'FUN';
/** A round the player left open this long is finished by the server (ms). */
export const ROUND_TIMEOUT_MS = 5 * 60_000;

const Uuid = v.pipe(v.string(), v.uuid());
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Amount = v.pipe(v.number(), v.minValue(0), v.maxValue(1e9));

export const RoundModeSchema = v.picklist(['real', 'fun']);
export type RoundMode = v.InferOutput<typeof RoundModeSchema>;

export const RulesRowSchema = v.object({
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  x100: v.pipe(v.number(), v.integer(), v.minValue(0)),
  chance: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
});
export type RulesRow = v.InferOutput<typeof RulesRowSchema>;

export const RulesResponseSchema = v.object({
  gameId: Id,
  engine: GameEngineSchema,
  rtp: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  /** The stake bounds: in `currency` when the call named one (real money), else the catalogue's (fun money). */
  minStake: Amount,
  maxStake: Amount,
  /** The currency asked for (`?currency=USD`): the bounds and the maximum win are in it. */
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  /** Real money: the most one round pays in `currency`; a bigger win is paid at this amount. */
  maxWin: v.optional(Amount),
  funMode: v.boolean(),
  rows: v.array(RulesRowSchema),
  /** The wheel's segments clockwise, each its multiplier ×100 (wheel games). */
  segments: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  /** The slot's paylines: for each line, the row (0-2) it crosses on each of the 5 reels (slot games). */
  paylines: v.optional(v.array(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2))))),
});
export type RulesResponse = v.InferOutput<typeof RulesResponseSchema>;

export const FunWalletSchema = v.object({ wallet: Uuid, balance: Amount, currency: v.literal(FUN_CURRENCY) });
export type FunWallet = v.InferOutput<typeof FunWalletSchema>;

export const StartRoundRequestSchema = v.object({
  gameId: Id,
  /** Major units of the account's currency (or fun credits). */
  stake: v.pipe(v.number(), v.minValue(0.01), v.maxValue(1e7)),
  /** The engine's choices (keno picks, a crash target); checked by the engine. */
  params: v.optional(v.unknown(), {}),
  /** Real rounds: the account the stake comes from. */
  accountId: v.optional(Id),
});
export type StartRoundRequest = v.InferOutput<typeof StartRoundRequestSchema>;

export const RoundActionRequestSchema = v.object({
  /** The engine's move ('higher', 'lower', 'collect' for the card game). */
  action: v.pipe(v.string(), v.maxLength(40)),
  /** The step the move is for: a repeated move for a past step answers the round as it is. */
  step: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type RoundActionRequest = v.InferOutput<typeof RoundActionRequestSchema>;

export const RoundSchema = v.object({
  id: Uuid,
  gameId: Id,
  mode: RoundModeSchema,
  status: v.picklist(['open', 'settled']),
  /** How many moves the round has taken (the next move names this step). */
  step: v.pipe(v.number(), v.integer(), v.minValue(0)),
  stake: Amount,
  /** The win once settled (0 on a loss), null while open. */
  win: v.nullable(Amount),
  currency: v.pipe(v.string(), v.minLength(3), v.maxLength(4)),
  /** The engine's state as the player may see it (each game's frame checks it against its own schema). */
  view: v.unknown(),
  /** The account's (or fun wallet's) balance after this round's last move. */
  balance: Amount,
  /** Who finished it: the player, or the server for a round left open. */
  settledBy: v.nullable(v.picklist(['player', 'server'])),
});
export type Round = v.InferOutput<typeof RoundSchema>;
/** `GET …/rounds/open?gameId=`: the round of that game the owner left open, to resume it. */
export const OpenRoundResponseSchema = v.object({ round: v.nullable(RoundSchema) });
