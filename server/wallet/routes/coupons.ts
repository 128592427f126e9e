/**
 * Coupons (docs/api.md "Wallet"), behind the player-with-terms guard (signed in, not banned, terms
 * accepted) and the write guard; placing is behind the player guard and the stake guard
 * (../stake-guard.ts: ban, terms, identification, self-exclusion, wager and loss limits): POST coupon/place (under the Idempotency-Key, docs/api.md "Idempotency"), GET coupon/list (the
 * player's coupons, newest first, paged, filtered by dates and result), GET coupon/:id (the player's own coupon, else 404); the two
 * reads are open to a banned player (history stays reachable), placing is not. Every
 * reply names what the bets are on in the language of `lng` (as the feed: default ru, others en).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  CouponListQuerySchema,
  CouponListResponseSchema,
  CouponPaths,
  CouponQuerySchema,
  PlaceCouponRequestSchema,
  PlaceCouponResponseSchema,
} from '@kickoff/wallet-contracts';
import { replyLangOf } from '../../feed/replies';
import { sendError } from '../../http/errors';
import { bodyOf, validate } from '../../http/validate';
import { playerIdOf } from '../http/player';
import { playerScope } from '../idempotency/index';
import { placeCoupon, type PlaceDeps } from '../placing/place';
import type { FeedLang } from '../../feed/names';
import { couponView } from '../view';

export interface CouponRouteDeps extends PlaceDeps {
  web(path: string): string;
  now(): number;
}

const IdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)) });

export function registerCouponRoutes(app: FastifyInstance, deps: CouponRouteDeps): void {
  const guard = app.identityGuards.playerWithTerms;
  const { coupons } = deps.stores;
  const view = (id: number, lang: FeedLang) => {
    const row = coupons.byId(id);
    return row ? couponView(row, coupons.bets(row.id), lang) : undefined;
  };

  // Placing: terms and identification are the stake guard's (every stake's), not this route's.
  app.post(deps.web(CouponPaths.place), { preHandler: app.identityGuards.player }, async (request, reply) => {
    const userId = playerIdOf(request);
    const query = validate(CouponQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    return app.wallet.idempotent(request, reply, playerScope(userId), ({ key, fingerprint }) => {
      const body = bodyOf(PlaceCouponRequestSchema, request.body);
      const placed = placeCoupon(deps, { userId, idempotencyKey: key, requestHash: fingerprint, request: body, now: deps.now() });
      const data = view(placed.coupon.id, replyLangOf(query.value.lng));
      request.log.info({ userId, couponId: placed.coupon.id }, 'coupon placed');
      return { status: 201, body: { ...v.parse(PlaceCouponResponseSchema, { data }), meta: app.wallet.balances([placed.coupon.account_id]) } };
    });
  });

  // Reading is open to a banned player (account spec §2: bet history stays reachable); placing is not.
  app.get(deps.web(CouponPaths.list), { preHandler: guard, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const userId = playerIdOf(request);
    const query = validate(CouponListQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const { page, pageSize, from, to, result } = query.value;
    const lang = replyLangOf(query.value.lng);
    const filter = { userId, result, ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
    const items = coupons.filtered(filter, pageSize, (page - 1) * pageSize).map((row) => couponView(row, coupons.bets(row.id), lang));
    // total: the coupons that pass the filter (all of the player's without one).
    const data = { items, page, pageSize, total: coupons.countFiltered(filter) };
    return reply.header('cache-control', 'no-store').send(v.parse(CouponListResponseSchema, { data }));
  });

  app.get(deps.web(CouponPaths.one), { preHandler: guard, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const userId = playerIdOf(request);
    const params = validate(IdParam, request.params);
    const row = params.ok ? coupons.byId(params.value.id) : undefined;
    // Another player's coupon is as unknown as a missing one.
    if (!row || row.user_id !== userId) return sendError(reply, 404, 'not_found', 'No such coupon');
    const query = validate(CouponQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    return reply.header('cache-control', 'no-store').send(v.parse(PlaceCouponResponseSchema, { data: view(row.id, replyLangOf(query.value.lng)) }));
  });
}
