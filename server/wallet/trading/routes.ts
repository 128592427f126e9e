/**
 * The trading desk's staff routes (issue 24, role `trader`): the pending VIP bets with the book's
 * liability on their outcomes, the decision on one (through `decideVip`, the path the test API takes,
 * with the staff audit row in the decision's transaction), and the liability per event and outcome.
 * Documented in docs/api.md "Staff: trading".
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ApproveBodySchema,
  CouponIdParamSchema,
  DeclineBodySchema,
  LiabilityQuerySchema,
  TRADING_ERRORS,
  TRADING_PATHS,
  VipQuerySchema,
  type VipDecisionWire,
} from '@kickoff/backoffice-contracts/trading';
import { sendError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Db } from '../../db/open';
import { toMinor } from '../../money';
import type { PricingRules } from '../placing/price';
import { decideVip } from '../settlement/vip';
import type { CouponRow } from '../store/coupons';
import type { WalletStores } from '../store/index';
import type { TradingStore } from '../store/trading';
import { eventsWithLiability } from './liability';
import { liabilityEventView, vipCouponView } from './view';

export interface TradingDeps {
  db: Db;
  stores: WalletStores;
  trading: TradingStore;
  rules(iso: string): PricingRules;
  now(): number;
}

/** The coupon type's maximum stake in its currency now, minor units (the stake itself when the table has none). */
function maxStakeMinor(deps: TradingDeps, coupon: CouponRow): number {
  const types = deps.rules(coupon.currency).stakeTable.types;
  const max = (types[coupon.type_id] ?? types[0])?.max;
  return max !== undefined && Number.isFinite(max) ? toMinor(max, coupon.minor_units) : coupon.amount_minor;
}

const auditState = (coupon: CouponRow) => ({ vipState: coupon.vip_state, status: coupon.status, payoutMinor: coupon.payout_minor });

export function registerTradingRoutes(app: FastifyInstance, deps: TradingDeps): void {
  const trader = app.staffGuards.role('trader');

  app.get(TRADING_PATHS.vip, { preHandler: trader }, async (request, reply) => {
    const query = validate(VipQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const { before, limit } = query.value;
    const rows = deps.trading.pendingVip(before, limit + 1);
    const page = rows.slice(0, limit);
    const players = deps.trading.players(page.map((c) => c.user_id));
    const data = page.map((coupon) => {
      const bets = deps.stores.coupons.bets(coupon.id);
      return vipCouponView({
        coupon,
        bets,
        player: players.get(coupon.user_id),
        maxStakeMinor: maxStakeMinor(deps, coupon),
        liability: deps.trading.acceptedLiability(bets.map((bet) => bet.odd_id), coupon.currency),
      });
    });
    const next = rows.length > limit ? (page.at(-1)?.id ?? null) : null;
    return reply.header('cache-control', 'no-store').send({ data, meta: { next } });
  });

  const decide = (approve: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const params = validate(CouponIdParamSchema, request.params);
    if (!params.ok) return sendError(reply, 400, 'invalid_params', params.detail);
    const body = validate(approve ? ApproveBodySchema : DeclineBodySchema, request.body ?? undefined);
    if (!body.ok) return sendError(reply, 400, 'invalid_body', body.detail, { pointer: '/' });
    const reason = body.value && 'reason' in body.value && body.value.reason ? body.value.reason : null;
    const couponId = params.value.couponId;
    const outcome = decideVip(deps, couponId, approve, (before, after) => {
      app.staffAudit.record(request, {
        action: approve ? 'trading.vip_approve' : 'trading.vip_decline',
        target: `coupon:${couponId}`,
        before: auditState(before),
        after: approve ? auditState(after) : { ...auditState(after), reason },
      });
    });
    const coupon = deps.stores.coupons.byId(couponId);
    if (outcome === 'not_found' || !coupon) return sendError(reply, 404, TRADING_ERRORS.notFound, `There is no coupon ${couponId}`);
    if (outcome === 'already_decided' || coupon.vip_state === null || coupon.vip_state === 'pending') {
      const state = coupon.vip_state;
      const detail = state === null ? `Coupon ${couponId} is not a VIP bet` : `Coupon ${couponId} is decided already: ${state}`;
      return sendError(reply, 409, TRADING_ERRORS.alreadyDecided, detail, undefined, { vipState: state });
    }
    const data: VipDecisionWire = { id: couponId, vipState: coupon.vip_state, status: coupon.status };
    return reply.header('cache-control', 'no-store').send({ data });
  };

  app.post(TRADING_PATHS.approve(':couponId'), { preHandler: trader }, decide(true));
  app.post(TRADING_PATHS.decline(':couponId'), { preHandler: trader }, decide(false));

  app.get(TRADING_PATHS.liability, { preHandler: trader }, async (request, reply) => {
    const query = validate(LiabilityQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const { before, limit, ...filter } = query.value;
    const games = deps.trading.liabilityGames({ ...filter, ...(before !== undefined ? { beforeGameId: before } : {}), limit: limit + 1 });
    const pageGames = games.slice(0, limit);
    const totals = deps.trading.outcomeTotals(pageGames, filter.currency);
    const events = deps.trading.events(pageGames);
    const names = deps.trading.outcomes(totals.map((row) => row.oddId));
    const grouped = eventsWithLiability(pageGames, totals, (gameId) => events.get(gameId) ?? { gameId, team1: '', team2: '', sport: '', champ: '', startAt: null });
    const next = games.length > limit ? (pageGames.at(-1) ?? null) : null;
    return reply.header('cache-control', 'no-store').send({ data: grouped.map((entry) => liabilityEventView(entry, names)), meta: { next } });
  });
}
