/**
 * GET coupon/quote?odds=1,2,3 (public, docs/api.md "Derived prices"): the anti-express quote placing
 * takes for these odds now, so the coupon shows the price the server places at. The same checks as
 * placing, in its order: every odd in the feed once (invalid_coupon), open (market_closed), no two of
 * one game (dependent_bets), and a price at or above 1.001 (anti_express_unavailable).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CouponPaths, CouponQuoteQuerySchema, CouponQuoteResponseSchema } from '@kickoff/wallet-contracts';
import type { BettingStore } from '../../feed/store/betting';
import { sendError } from '../../http/errors';
import { validate } from '../../http/validate';
import { PlacementErrors } from '../placing/errors';
import { antiExpressQuote, isClosed, refuseDependentBets } from '../placing/price';

export interface QuoteRouteDeps {
  betting: BettingStore;
  derivedMargin(): number;
  web(path: string): string;
}

const ANTI_EXPRESS = 6;

export function registerQuoteRoute(app: FastifyInstance, deps: QuoteRouteDeps): void {
  app.get(deps.web(CouponPaths.quote), async (request, reply) => {
    const query = validate(CouponQuoteQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const ids = query.value.odds;
    if (new Set(ids).size !== ids.length) throw PlacementErrors.invalidCoupon('A coupon holds each outcome once');
    const byId = new Map(deps.betting.odds(ids).map((odd) => [odd.oddId, odd]));
    const unknown = ids.filter((id) => !byId.has(id));
    if (unknown.length > 0) throw PlacementErrors.invalidCoupon('Some ids name no outcome of the feed', unknown);
    const odds = ids.map((id) => byId.get(id)).filter((odd) => odd !== undefined);
    const closed = odds.filter(isClosed).map((odd) => odd.oddId);
    if (closed.length > 0) throw PlacementErrors.marketClosed(closed);
    refuseDependentBets(ANTI_EXPRESS, odds);
    const antiExpressCoef = antiExpressQuote(odds, deps.betting.marketCoefs(odds.map((odd) => odd.marketId)), deps.derivedMargin());
    return reply.header('cache-control', 'no-store').send(v.parse(CouponQuoteResponseSchema, { data: { antiExpressCoef } }));
  });
}
