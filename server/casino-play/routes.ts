/**
 * The demo game provider's calls (`/web-api/casino/play/...`, contract @kickoff/casino-contracts/play):
 * a game's rules card (public; `?currency=USD` gives the real-money bounds and maximum win in that
 * currency, server/wallet/casino-limits.ts); fun wallets and their rounds (a guest's, named by the wallet's id);
 * the signed-in player's real rounds (behind the player guard, so a ban, self-exclusion, time-out or
 * used-up session refuses them). Starting and moving are rate-limited per owner.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  FUN_START_BALANCE,
  FunWalletSchema,
  OpenRoundResponseSchema,
  PlayErrorCodes,
  PlayPaths,
  RoundActionRequestSchema,
  RoundSchema,
  RulesResponseSchema,
  StartRoundRequestSchema,
  type Round,
} from '@kickoff/casino-contracts/play';
import { casinoPath } from '@kickoff/casino-contracts/catalogue';
import { ENGINE_RTP, type GameEngine } from '../casino/ports';
import { SLOT_PAYLINES } from './engines/slot';
import { WHEEL_SEGMENTS } from './engines/wheel';
import { HttpError, sendError } from '../http/errors';
import type { SecurityConfig } from '../http/security-config';
import { validate } from '../http/validate';
import { minorUnitsOf, toMajor } from '../money';
import { casinoBoundsFor, casinoTableFor, type GameStakeBounds } from '../wallet/casino-limits';
import { engineOf } from './engines/index';
import { actRound, balanceOf, closeRound, FUN_MINOR_UNITS, ownerKey, ownRound, startRound, type Owner, type PlayDeps } from './rounds';
import type { RoundRow } from './store/rounds';

const GameIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)) });
const WalletParams = v.object({ wallet: v.pipe(v.string(), v.uuid()) });
const RoundParams = v.object({ round: v.pipe(v.string(), v.uuid()) });
const OpenQuery = v.object({ gameId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)) });
const RulesQuery = v.object({ currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))) });

/** What the frame needs to draw a game beyond its paytable: the wheel's segments, the slot's paylines. */
function layoutOf(engine: GameEngine): { segments?: number[]; paylines?: number[][] } {
  if (engine === 'wheel') return { segments: [...WHEEL_SEGMENTS] };
  if (engine === 'slot') return { paylines: SLOT_PAYLINES.map((line) => [...line]) };
  return {};
}

/** A game's bounds: in a currency (real money: the stake guard's bounds and maximum win), else the catalogue's (fun money). */
function boundsIn(game: GameStakeBounds, currency: string | undefined, config: Record<string, unknown>): { minStake: number; maxStake: number; currency?: string; maxWin?: number } {
  if (currency === undefined) return { minStake: game.minStake, maxStake: game.maxStake };
  const minorUnits = minorUnitsOf(currency);
  const bounds = casinoBoundsFor(game, casinoTableFor(currency, config), minorUnits);
  return { minStake: toMajor(bounds.minStakeMinor, minorUnits), maxStake: toMajor(bounds.maxStakeMinor, minorUnits), currency, maxWin: toMajor(bounds.maxWinMinor, minorUnits) };
}

export function roundView(deps: PlayDeps, row: RoundRow): Round {
  const engine = engineOf(v.parse(v.picklist(['slot', 'crash', 'wheel', 'keno', 'cards']), row.engine));
  return v.parse(RoundSchema, {
    id: row.id,
    gameId: row.game_id,
    mode: row.mode,
    status: row.status,
    step: row.step,
    stake: toMajor(row.stake_minor, row.minor_units),
    win: row.win_minor === null ? null : toMajor(row.win_minor, row.minor_units),
    currency: row.currency,
    view: engine.view(JSON.parse(row.state)),
    balance: balanceOf(deps, row),
    settledBy: row.settled_by,
  });
}

function bodyOf<S extends v.GenericSchema>(schema: S, request: FastifyRequest): v.InferOutput<S> {
  const parsed = validate(schema, request.body);
  if (!parsed.ok) throw new HttpError(400, 'invalid_body', parsed.detail, { pointer: '/' });
  return parsed.value;
}

function paramsOf<S extends v.GenericSchema>(schema: S, request: FastifyRequest): v.InferOutput<S> {
  const parsed = validate(schema, request.params);
  if (!parsed.ok) throw new HttpError(404, PlayErrorCodes.notFound, 'Not found');
  return parsed.value;
}

/** Fun rounds a client address may start: 120 a minute (a slot played flat out is about one a second). */
export const FUN_ROUNDS_PER_ADDRESS = { max: 120, windowSeconds: 60 } as const;

export function registerPlayRoutes(app: FastifyInstance, deps: PlayDeps, security: SecurityConfig): void {
  const path = (p: string): string => casinoPath(p);
  const guard = { preHandler: app.identityGuards.player };
  const funWallet = (wallet: string): { wallet: string; balance: number; currency: 'FUN' } => {
    const row = deps.play.funWallet(wallet);
    if (!row) throw new HttpError(404, PlayErrorCodes.notFound, 'No such fun wallet');
    return { wallet: row.id, balance: toMajor(row.balance_minor, FUN_MINOR_UNITS), currency: 'FUN' };
  };
  const realOwner = (request: FastifyRequest): Owner => {
    const player = request.player;
    if (!player) throw new HttpError(401, 'unauthorized', 'Sign in first');
    return { mode: 'real', userId: player.user.id };
  };
  const funOwner = (request: FastifyRequest): Owner => {
    const { wallet } = paramsOf(WalletParams, request);
    funWallet(wallet);
    return { mode: 'fun', wallet };
  };
  const send = (reply: FastifyReply, row: RoundRow) => reply.header('cache-control', 'no-store').send(roundView(deps, row));
  // A real round's money calls also carry the account's new balance (docs/api.md "Balances in money replies").
  const moneyAnswer = (row: RoundRow) => ({ ...roundView(deps, row), ...(row.account_id === null ? {} : { meta: app.wallet.balances([row.account_id]) }) });
  const sendMoney = (reply: FastifyReply, row: RoundRow) => reply.header('cache-control', 'no-store').send(moneyAnswer(row));

  app.get(path(PlayPaths.rules(':id')), async (request, reply) => {
    const { id } = paramsOf(GameIdParams, request);
    const game = app.casinoCatalog.game(id);
    if (!game) return sendError(reply, 404, PlayErrorCodes.notFound, 'Game not found');
    const query = validate(RulesQuery, request.query);
    if (!query.ok) return sendError(reply, 400, PlayErrorCodes.badRequest, 'currency must be an ISO code such as USD');
    const engine = engineOf(game.engine);
    return reply.header('cache-control', 'public, max-age=300').send(
      v.parse(RulesResponseSchema, { gameId: id, engine: game.engine, rtp: ENGINE_RTP[game.engine], ...boundsIn(game, query.value.currency, deps.config()), funMode: game.funMode, rows: engine.rules(), ...layoutOf(game.engine) }),
    );
  });

  const walletCreation = app.limits.perAddress(security.anonymousWrites, 'fun wallets from your address');
  app.post(path(PlayPaths.funWallets), { onRequest: walletCreation }, async (_request, reply) => {
    const id = deps.newId();
    deps.play.createFunWallet(id, FUN_START_BALANCE * 10 ** FUN_MINOR_UNITS, deps.now());
    return reply.code(201).header('cache-control', 'no-store').send(v.parse(FunWalletSchema, funWallet(id)));
  });
  app.get(path(PlayPaths.funWallet(':wallet')), async (request, reply) => {
    const { wallet } = paramsOf(WalletParams, request);
    return reply.header('cache-control', 'no-store').send(v.parse(FunWalletSchema, funWallet(wallet)));
  });
  app.post(path(PlayPaths.funRefill(':wallet')), async (request, reply) => {
    const { wallet } = paramsOf(WalletParams, request);
    funWallet(wallet);
    deps.play.setFun(wallet, FUN_START_BALANCE * 10 ** FUN_MINOR_UNITS, deps.now());
    return reply.header('cache-control', 'no-store').send(v.parse(FunWalletSchema, funWallet(wallet)));
  });

  // The same four calls for real rounds (the player's) and fun rounds (the wallet's). Anyone may play
  // fun rounds, so they are counted per client address (a round a second on average, in bursts).
  const funRounds = app.limits.perAddress(FUN_ROUNDS_PER_ADDRESS, 'fun rounds from your address');
  const modes: ReadonlyArray<{ base: string; owner: (request: FastifyRequest) => Owner; opts: object }> = [
    { base: PlayPaths.rounds(null), owner: realOwner, opts: guard },
    { base: PlayPaths.rounds(':wallet'), owner: funOwner, opts: {} },
  ];
  for (const mode of modes) {
    app.post(path(mode.base), mode.owner === funOwner ? { onRequest: funRounds } : mode.opts, async (request, reply) => {
      const owner = mode.owner(request);
      return app.wallet.idempotent(request, reply, ownerKey(owner), ({ key }) => {
        const body = bodyOf(StartRoundRequestSchema, request);
        return { status: 201, body: moneyAnswer(startRound(deps, owner, body, key)) };
      });
    });
    app.get(path(`${mode.base}/open`), mode.opts, async (request, reply) => {
      const owner = mode.owner(request);
      const query = validate(OpenQuery, request.query);
      if (!query.ok) return sendError(reply, 400, PlayErrorCodes.badRequest, 'gameId is required');
      const row = deps.play.openOf(ownerKey(owner)).find((r) => r.game_id === query.value.gameId);
      return reply.header('cache-control', 'no-store').send(v.parse(OpenRoundResponseSchema, { round: row ? roundView(deps, row) : null }));
    });
    app.get(path(`${mode.base}/:round`), mode.opts, async (request, reply) => {
      const owner = mode.owner(request);
      return send(reply, ownRound(deps, owner, paramsOf(RoundParams, request).round));
    });
    app.post(path(`${mode.base}/:round/actions`), mode.opts, async (request, reply) => {
      const owner = mode.owner(request);
      const body = bodyOf(RoundActionRequestSchema, request);
      return sendMoney(reply, actRound(deps, owner, paramsOf(RoundParams, request).round, body.action, body.step));
    });
    app.post(path(`${mode.base}/:round/close`), mode.opts, async (request, reply) => {
      const owner = mode.owner(request);
      return sendMoney(reply, closeRound(deps, owner, paramsOf(RoundParams, request).round));
    });
  }
}
