/**
 * A round from start to settlement, each step one database transaction:
 * - `startRound`: checks the game, the mode, the stake (the currency's decimals; a real stake goes
 *   through the wallet's stake guard — the player's standing, self-exclusion, wager and loss limits, a
 *   live table's break, the game's bounds in the account's currency — and a fun stake keeps the
 *   catalogue's bounds), debits it (ledger reason `casino_stake`, or the fun wallet), draws the outcome
 *   with the engine, and settles at once when the engine's round is one step;
 * - `actRound`: one move of a multi-step round (named by its step, so a repeated move changes nothing);
 * - `closeRound` / `sweepRounds`: a round the player closed or left open is finished by the server with
 *   the engine's `collect` — never lost, settled exactly once;
 * - every settlement credits the win (`casino_payout`) in the same transaction and tells the listeners;
 *   a real round's win is capped at the maximum win the guard cleared it with (stored with the round).
 * A retried start with the same Idempotency-Key is answered by `app.wallet.idempotent` with the round it started. Outcomes come from the
 * `rng` given (crypto randomness in the server).
 */
import * as v from 'valibot';
import { PlayErrorCodes, type StartRoundRequest } from '@kickoff/casino-contracts/play';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';
import { toMajor } from '../money';
import type { CasinoCatalog, SettledRound } from '../casino/ports';
import type { Stake, StakeClearance } from '../wallet/stake-guard';
import type { WalletMoney } from '../wallet/port';
import { engineOf } from './engines/index';
import type { AnyEngine, Rng, Step } from './engines/types';
import type { PlayStore, RoundRow } from './store/rounds';

export const FUN_MINOR_UNITS = 2;

export interface PlayDeps {
  db: Db;
  play: PlayStore;
  wallet: WalletMoney;
  catalog: CasinoCatalog;
  /** The wallet's stake guard (`app.walletStakeGuard.check`); throws to refuse. */
  stakeGuard(stake: Stake): StakeClearance;
  /** The stored site config (its casinoStakeLimits). */
  config(): Record<string, unknown>;
  /** Whether the live tables take stakes now (live-tables.ts `tableStateAt`). */
  liveTable(now: number): { open: true } | { open: false; reopensAt: number };
  rng: Rng;
  now: () => number;
  newId: () => string;
  /** Called inside the settling transaction of every real round. */
  settled: (round: SettledRound) => void;
}

/** Who plays: a signed-in player with real money, or a guest's fun wallet. */
export type Owner = { mode: 'real'; userId: number } | { mode: 'fun'; wallet: string };

export const ownerKey = (owner: Owner): string => (owner.mode === 'real' ? `u${owner.userId}` : `f${owner.wallet}`);

const fail = (status: number, code: string, detail: string): HttpError => new HttpError(status, code, detail);
const notFound = (): HttpError => fail(404, PlayErrorCodes.notFound, 'No such round');

function engineOfRow(row: RoundRow): AnyEngine {
  return engineOf(v.parse(v.picklist(['slot', 'crash', 'wheel', 'keno', 'cards']), row.engine));
}

/** Finishes an open round: settles the row, credits the win, tells the listeners (inside the caller's transaction). */
function settle(deps: PlayDeps, row: RoundRow, step: Step<unknown> & { done: true }, by: 'player' | 'server', moved: boolean): void {
  const at = deps.now();
  const winMinor = row.max_win_minor === null ? step.winMinor : Math.min(step.winMinor, row.max_win_minor);
  if (!deps.play.settle(row.id, JSON.stringify(step.state), winMinor, by, at, moved)) throw fail(409, PlayErrorCodes.roundClosed, 'The round is already finished');
  if (winMinor > 0) {
    if (row.mode === 'real' && row.account_id !== null) {
      deps.wallet.ledger.post([
        { accountId: row.account_id, amountMinor: winMinor, reason: 'casino_payout', reference: `casino:${row.id}`, idempotencyKey: `casino:${row.id}:win`, createdAt: at },
      ]);
    } else if (row.fun_wallet !== null) {
      deps.play.moveFun(row.fun_wallet, winMinor, at);
    }
  }
  if (row.mode === 'real' && row.user_id !== null) {
    deps.settled({ roundId: row.id, userId: row.user_id, gameId: row.game_id, currency: row.currency, stakeMinor: row.stake_minor, winMinor, settledAt: at });
  }
}

/** Finishes an open round the player left (the engine collects what the state is worth). */
function collect(deps: PlayDeps, row: RoundRow): void {
  settle(deps, row, engineOfRow(row).collect(JSON.parse(row.state)), 'server', false);
}

/** Whether an amount in major units has no more decimals than the currency. */
const exact = (major: number, minorUnits: number): boolean => Math.abs(Math.round(major * 10 ** minorUnits) - major * 10 ** minorUnits) < 1e-6;

/** Starts a round under the request's Idempotency-Key (the route runs it through `app.wallet.idempotent`, which answers a repeated key). */
export function startRound(deps: PlayDeps, owner: Owner, req: StartRoundRequest, idempotencyKey: string): RoundRow {
  const game = deps.catalog.game(req.gameId);
  if (!game) throw fail(404, PlayErrorCodes.notFound, 'Game not found');
  if (owner.mode === 'fun' && !game.funMode) throw fail(403, PlayErrorCodes.modeUnavailable, 'This game has no fun mode');
  const engine = engineOf(game.engine);
  const params = v.safeParse(engine.params, req.params);
  if (!params.success) throw fail(422, PlayErrorCodes.badMove, 'These choices do not fit the game');
  const key = ownerKey(owner);

  return deps.db.transaction((): RoundRow => {
    // One open round per player: starting another finishes the one left open.
    for (const open of deps.play.openOf(key)) collect(deps, open);

    const now = deps.now();
    const id = deps.newId();
    let base: Pick<RoundRow, 'user_id' | 'account_id' | 'fun_wallet' | 'currency' | 'minor_units' | 'max_win_minor'>;
    let stakeMinor: number;
    if (owner.mode === 'real') {
      const account = req.accountId === undefined ? undefined : deps.wallet.accounts.byId(req.accountId);
      if (!account || account.user_id !== owner.userId || account.visible_at > now) throw fail(422, PlayErrorCodes.badRequest, 'Choose one of your accounts');
      if (!exact(req.stake, account.minor_units)) throw fail(422, PlayErrorCodes.badStake, `The stake has more than ${account.minor_units} decimals`);
      stakeMinor = Math.round(req.stake * 10 ** account.minor_units);
      const stake = { userId: owner.userId, accountId: account.id, currency: account.iso, minorUnits: account.minor_units, amountMinor: stakeMinor, now };
      const bounds = { minStake: game.minStake, maxStake: game.maxStake };
      const clearance = deps.stakeGuard(
        game.live ? { ...stake, product: 'live', tableId: game.id, game: bounds, table: deps.liveTable(now) } : { ...stake, product: 'casino', gameId: game.id, game: bounds },
      );
      if (account.money < stakeMinor) throw fail(422, PlayErrorCodes.insufficientFunds, 'The account does not hold the stake');
      deps.wallet.ledger.post([
        { accountId: account.id, amountMinor: -stakeMinor, reason: 'casino_stake', reference: `casino:${id}`, idempotencyKey: `casino:${id}:stake`, createdAt: now },
      ]);
      base = { user_id: owner.userId, account_id: account.id, fun_wallet: null, currency: account.iso, minor_units: account.minor_units, max_win_minor: clearance.maxWinMinor };
    } else {
      if (!deps.play.funWallet(owner.wallet)) throw fail(404, PlayErrorCodes.notFound, 'No such fun wallet');
      if (req.stake < game.minStake || req.stake > game.maxStake) throw fail(422, PlayErrorCodes.badStake, `The stake must be between ${game.minStake} and ${game.maxStake}`);
      if (!exact(req.stake, FUN_MINOR_UNITS)) throw fail(422, PlayErrorCodes.badStake, `The stake has more than ${FUN_MINOR_UNITS} decimals`);
      stakeMinor = Math.round(req.stake * 10 ** FUN_MINOR_UNITS);
      if (!deps.play.moveFun(owner.wallet, -stakeMinor, now)) throw fail(422, PlayErrorCodes.insufficientFunds, 'The fun wallet does not hold the stake');
      base = { user_id: null, account_id: null, fun_wallet: owner.wallet, currency: 'FUN', minor_units: FUN_MINOR_UNITS, max_win_minor: null };
    }
    const step = engine.start(stakeMinor, params.output, deps.rng);
    deps.play.insertRound({
      id, owner: key, ...base, mode: owner.mode, game_id: game.id, engine: game.engine, stake_minor: stakeMinor,
      state: JSON.stringify(step.state), idem_key: idempotencyKey, started_at: now,
    });
    deps.catalog.played(game.id, owner.mode === 'real' ? owner.userId : null, now);
    const row = deps.play.round(id);
    if (!row) throw new Error(`round ${id} was not stored`);
    if (step.done) settle(deps, row, step, 'player', false);
    return deps.play.round(id) ?? row;
  }).immediate();
}

/** The owner's round, or a 404 (another owner's round is as unknown as a missing one). */
export function ownRound(deps: PlayDeps, owner: Owner, roundId: string): RoundRow {
  const row = deps.play.round(roundId);
  if (!row || row.owner !== ownerKey(owner)) throw notFound();
  return row;
}

export function actRound(deps: PlayDeps, owner: Owner, roundId: string, action: string, step: number): RoundRow {
  return deps.db.transaction((): RoundRow => {
    const row = ownRound(deps, owner, roundId);
    if (step < row.step) return row; // a move already made (a retry): the round as it is
    if (row.status === 'settled') throw fail(409, PlayErrorCodes.roundClosed, 'The round is already finished');
    if (step > row.step) throw fail(422, PlayErrorCodes.badMove, 'That move is for a later step');
    const engine = engineOfRow(row);
    if (!engine.action) throw fail(422, PlayErrorCodes.badMove, 'This game takes no moves');
    const parsed = v.safeParse(engine.action, action);
    if (!parsed.success) throw fail(422, PlayErrorCodes.badMove, 'That move does not fit the game');
    let next: Step<unknown>;
    try {
      next = engine.act(JSON.parse(row.state), parsed.output, deps.rng);
    } catch (error) {
      if (error instanceof RangeError) throw fail(422, PlayErrorCodes.badMove, error.message);
      throw error;
    }
    if (next.done) settle(deps, row, next, 'player', true);
    else if (!deps.play.advance(row.id, row.step, JSON.stringify(next.state), deps.now())) throw fail(409, PlayErrorCodes.roundClosed, 'The round moved on');
    return deps.play.round(row.id) ?? row;
  }).immediate();
}

/** The player closed the game: an open round is finished by the server now (a settled one is left as it is). */
export function closeRound(deps: PlayDeps, owner: Owner, roundId: string): RoundRow {
  return deps.db.transaction((): RoundRow => {
    const row = ownRound(deps, owner, roundId);
    if (row.status === 'open') collect(deps, row);
    return deps.play.round(row.id) ?? row;
  }).immediate();
}

/** Finishes every round left open longer than `timeoutMs`; returns how many. */
export function sweepRounds(deps: PlayDeps, timeoutMs: number): number {
  return deps.db.transaction((): number => {
    const stale = deps.play.stale(deps.now() - timeoutMs);
    for (const row of stale) collect(deps, row);
    return stale.length;
  }).immediate();
}

/** The balance a round's owner holds now (major units). */
export function balanceOf(deps: PlayDeps, row: RoundRow): number {
  if (row.account_id !== null) return toMajor(deps.wallet.accounts.byId(row.account_id)?.money ?? 0, row.minor_units);
  if (row.fun_wallet !== null) return toMajor(deps.play.funWallet(row.fun_wallet)?.balance_minor ?? 0, row.minor_units);
  return 0;
}
