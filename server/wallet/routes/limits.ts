/**
 * GET coupon/limits?currency=RUB (public, docs/api.md "Wallet"): the stake limits placing enforces for
 * a currency and the coupon types the minimum and the maximum stake apply to, so the coupon shows the
 * same numbers the server checks.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CouponLimitsQuerySchema, CouponLimitsResponseSchema, CouponPaths } from '@kickoff/wallet-contracts';
import { sendError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { PricingRules } from '../placing/price';

export function registerLimitsRoute(app: FastifyInstance, deps: { rules(iso: string): PricingRules; web(path: string): string }): void {
  app.get(deps.web(CouponPaths.limits), async (request, reply) => {
    const query = validate(CouponLimitsQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const { currency } = query.value;
    const rules = deps.rules(currency);
    const { types, maxPayout } = rules.stakeTable;
    const single = types[0] ?? { min: 0, max: 0 };
    const byType = Object.fromEntries(Object.entries(types).map(([id, l]) => [id, { min: l.min, max: l.max }]));
    // minStake / maxStake: a single's (the spec's one pair); byType: every type's, which placing enforces.
    const data = { currency, minStake: single.min, maxStake: single.max, maxPayout, byType, minAmountTypes: [...rules.minAmountTypes], maxAmountTypes: [...rules.maxAmountTypes] };
    // Limits change with a deploy or a config change, not per request: a short public cache is safe.
    return reply.header('cache-control', 'public, max-age=60').send(v.parse(CouponLimitsResponseSchema, { data }));
  });
}
