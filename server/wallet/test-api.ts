/**
 * Wallet test API (only with the demo switch): finish a game now with a given score and settle its
 * bets (so end-to-end journeys see a payout), decide a pending VIP bet, read a player's ledger and the
 * books' balance check.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CouponErrorCodes } from '@kickoff/wallet-contracts';
import { parseBody, validate } from '../http/validate';
import { sendError } from '../http/errors';
import type { Db } from '../db/open';
import { ledgerBalances, type WalletStores } from './store/index';
import type { SettlementReport } from './settlement/job';
import { decideVip } from './settlement/vip';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Score = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999));
export const WalletSettleBodySchema = v.strictObject({ gameId: Id, score1: Score, score2: Score });
export const WalletVipBodySchema = v.strictObject({ approve: v.boolean() });
const CouponParam = v.object({ couponId: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });
const UserParam = v.object({ userId: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });

export interface WalletTestApiDeps {
  db: Db;
  stores: WalletStores;
  settleNow(): SettlementReport;
  now(): number;
}

export function registerWalletTestApi(app: FastifyInstance, deps: WalletTestApiDeps): void {
  app.post('/__test/wallet/settle', async (request, reply) => {
    const body = parseBody(WalletSettleBodySchema, request.body, reply);
    if (!body) return reply;
    // The feed finishes the game (result row, markets closed) and its games-settled event runs the job.
    const finished = await app.inject({ method: 'POST', url: '/__test/feed/finish', payload: body });
    if (finished.statusCode !== 200) return reply.code(finished.statusCode).type('application/json; charset=utf-8').send(finished.body);
    const report = deps.settleNow();
    return reply.header('cache-control', 'no-store').send(report);
  });

  app.post('/__test/wallet/run-settlement', async (_request, reply) => reply.header('cache-control', 'no-store').send(deps.settleNow()));

  app.get('/__test/wallet/ledger/:userId', async (request, reply) => {
    const params = validate(UserParam, request.params);
    if (!params.ok) return sendError(reply, 400, 'invalid_params', params.detail);
    const rows = deps.stores.ledger.forUser(params.value.userId);
    return reply.header('cache-control', 'no-store').send({ data: rows });
  });

  // The bookmaker's decision on a pending VIP bet: approve (settles as usual) or decline (stake refunded).
  app.post('/__test/wallet/vip/:couponId', async (request, reply) => {
    const params = validate(CouponParam, request.params);
    if (!params.ok) return sendError(reply, 400, 'invalid_params', params.detail);
    const body = parseBody(WalletVipBodySchema, request.body, reply);
    if (!body) return reply;
    const outcome = decideVip(deps, params.value.couponId, body.approve);
    if (outcome === 'not_found') return sendError(reply, 404, 'not_found', 'No such coupon');
    if (outcome === 'already_decided') return sendError(reply, 409, CouponErrorCodes.vipAlreadyDecided, 'The coupon is not a pending VIP bet');
    const coupon = deps.stores.coupons.byId(params.value.couponId);
    return reply.header('cache-control', 'no-store').send({ data: { id: params.value.couponId, vipState: coupon?.vip_state ?? null, status: coupon?.status ?? null } });
  });

  app.get('/__test/wallet/balances', async (_request, reply) => reply.header('cache-control', 'no-store').send({ mismatches: ledgerBalances(deps.db) }));
}
