/**
 * Toto coupons (docs/api.md "Toto coupons"), behind the player-with-terms guard (signed in, not
 * banned, terms accepted) and the write guard; placing is behind the player guard and the stake guard
 * (../stake-guard.ts: ban, terms, identification, self-exclusion, limits): POST toto/place (under the
 * Idempotency-Key, docs/api.md "Idempotency"; 201 placed) and GET toto/coupons (the player's, newest first, paged).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CouponListQuerySchema, PlaceTotoRequestSchema, PlaceTotoResponseSchema, TotoCouponListResponseSchema, TotoPaths } from '@kickoff/wallet-contracts';
import { sendError } from '../../http/errors';
import { bodyOf, validate } from '../../http/validate';
import { playerScope } from '../idempotency/index';
import { playerIdOf } from '../http/player';
import { placeTotoCoupon, type TotoPlaceDeps } from './place';
import { totoCouponView } from './view';

export interface TotoRouteDeps extends TotoPlaceDeps {
  web(path: string): string;
  now(): number;
}

export function registerTotoRoutes(app: FastifyInstance, deps: TotoRouteDeps): void {
  const guard = app.identityGuards.playerWithTerms;

  // Placing: terms and identification are the stake guard's (every stake's), not this route's.
  app.post(deps.web(TotoPaths.place), { preHandler: app.identityGuards.player }, async (request, reply) => {
    const userId = playerIdOf(request);
    return app.wallet.idempotent(request, reply, playerScope(userId), ({ key, fingerprint }) => {
      const body = bodyOf(PlaceTotoRequestSchema, request.body);
      const placed = placeTotoCoupon(deps, { userId, idempotencyKey: key, requestHash: fingerprint, request: body, now: deps.now() });
      request.log.info({ userId, totoCouponId: placed.coupon.id }, 'toto coupon placed');
      return { status: 201, body: { ...v.parse(PlaceTotoResponseSchema, { data: totoCouponView(placed.coupon) }), meta: app.wallet.balances([placed.coupon.account_id]) } };
    });
  });

  app.get(deps.web(TotoPaths.coupons), { preHandler: guard, config: { restrictedAccess: 'allowed' } }, async (request, reply) => {
    const userId = playerIdOf(request);
    const query = validate(CouponListQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const { page, pageSize } = query.value;
    const items = deps.coupons.page(userId, pageSize, (page - 1) * pageSize).map(totoCouponView);
    const data = { items, page, pageSize, total: deps.coupons.countOfUser(userId) };
    return reply.header('cache-control', 'no-store').send(v.parse(TotoCouponListResponseSchema, { data }));
  });
}
