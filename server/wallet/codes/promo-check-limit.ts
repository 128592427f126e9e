/**
 * The rate limit of promo-code checks (docs/security.md `promoChecks`): every check route (the
 * coupon's `coupon/promo-code/check`, the office bonuses' and the office settings' check) counts on
 * the same two limiters, per signed-in player and per client address (10 a minute by default), so a
 * script cannot guess codes by spreading its tries over routes, accounts or addresses. Over the
 * limit: 429 `too_many_requests` with `Retry-After`. The wallet offers it as `app.promoCheckLimit`,
 * a `preHandler` that runs after the route's player guard.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../../http/client-address';
import { admit, tooManyRequests } from '../../http/rate-limits';
import type { RateRule } from '../../http/security-config';

export type PromoCheckLimit = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one promo-code check of the player and of the client address; 429 over the limit (wallet service). */
    promoCheckLimit: PromoCheckLimit;
  }
}

export function createPromoCheckLimit(app: FastifyInstance, rule: RateRule): PromoCheckLimit {
  const perPlayer = app.limits.keyed('promo-check-player', rule);
  const perAddress = app.limits.keyed('promo-check-address', rule);
  return async (request) => {
    const userId = request.player?.user.id;
    const wait = await admit(request, [
      [perPlayer, userId === undefined ? undefined : String(userId)],
      [perAddress, clientAddress(request)],
    ]);
    if (wait > 0) throw tooManyRequests('promo-code checks', wait);
  };
}
