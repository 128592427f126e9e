/**
 * Toto coupons (docs/api.md "Toto coupons"), behind the player-with-terms guard (signed in, not
 * banned, terms accepted) and the write guard: POST toto/place (Idempotency-Key header; 201 placed,
 * 200 the same key and body again) and GET toto/coupons (the player's, newest first, paged).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CouponListQuerySchema, PlaceTotoRequestSchema, PlaceTotoResponseSchema, TotoCouponListResponseSchema, TotoPaths } from '@kickoff/wallet-contracts';
import { sendError } from '../../http/errors';
import { parseBody, validate } from '../../http/validate';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { playerIdOf } from '../http/player';
import { requestHash } from '../placing/request-hash';
import { placeTotoCoupon, type TotoPlaceDeps } from './place';
import { totoCouponView } from './view';

export interface TotoRouteDeps extends TotoPlaceDeps {
  web(path: string): string;
  now(): number;
}

export function registerTotoRoutes(app: FastifyInstance, deps: TotoRouteDeps): void {
  const guard = app.identityGuards.playerWithTerms;

  app.post(deps.web(TotoPaths.place), { preHandler: guard, config: { kyc: 'identified' } }, async (request, reply) => {
    const userId = playerIdOf(request);
    const idempotencyKey = idempotencyKeyOf(request);
    const body = parseBody(PlaceTotoRequestSchema, request.body, reply);
    if (!body) return reply;
    const placed = placeTotoCoupon(deps, { userId, idempotencyKey, requestHash: requestHash(request.body), request: body, now: deps.now() });
    if (!placed.replayed) request.log.info({ userId, totoCouponId: placed.coupon.id }, 'toto coupon placed');
    return reply
      .code(placed.replayed ? 200 : 201)
      .header('cache-control', 'no-store')
      .header('idempotent-replayed', String(placed.replayed))
      .send(v.parse(PlaceTotoResponseSchema, { data: totoCouponView(placed.coupon) }));
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
