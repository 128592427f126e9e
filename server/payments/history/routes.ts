/**
 * GET office/payments/history (docs/api.md "Payments"): the player's deposits and withdrawals, newest
 * first, filtered by dates (`from`/`to` calendar days, UTC, both inclusive), type and status, one page
 * at a time (`page`, `size` ≤ 50) with the total. A banned player may read it (`ban: 'allowed'`).
 */
import type { FastifyInstance } from 'fastify';
import { PaymentHistoryPath, PaymentHistoryQuerySchema, type PaymentHistoryQuery } from '@kickoff/office-contracts/payment-history';
import { officePath } from '@kickoff/office-contracts/base';
import { sendError } from '../../http/errors';
import { validate } from '../../http/validate';
import { playerIdOf } from '../../wallet/http/player';
import type { ReviewStore } from '../review/store';
import type { PaymentFilter, PaymentStore } from '../store/payments';
import { historyItemView } from '../withdrawals/view';
import { openCheckoutsSince } from '../deposits/checkout-expiry';

const DAY_MS = 86_400_000;

/**
 * The filter of a query at `now`. Only deposits are ever `created` (an open checkout); `created` and
 * `expired` both read those rows, split at the moment checkouts started now-30 min expire.
 */
function filterOf(q: PaymentHistoryQuery, userId: number, now: number): PaymentFilter {
  const filter: PaymentFilter = { userId };
  if (q.type !== 'all') filter.direction = q.type;
  if (q.status !== 'all') filter.status = q.status === 'expired' ? 'created' : q.status;
  if (q.from) filter.from = Date.parse(`${q.from}T00:00:00Z`);
  if (q.to) filter.to = Date.parse(`${q.to}T00:00:00Z`) + DAY_MS;
  const openSince = openCheckoutsSince(now);
  if (q.status === 'created') filter.from = Math.max(filter.from ?? openSince, openSince);
  if (q.status === 'expired') filter.to = Math.min(filter.to ?? openSince, openSince);
  return filter;
}

export function registerPaymentHistoryRoute(app: FastifyInstance, deps: { payments: PaymentStore; reviews: ReviewStore; now(): number }): void {
  app.get(officePath(PaymentHistoryPath), { preHandler: app.identityGuards.player, config: { ban: 'allowed', restrictedAccess: 'allowed' } }, async (request, reply) => {
    const query = validate(PaymentHistoryQuerySchema, request.query);
    if (!query.ok) return sendError(reply, 400, 'invalid_query', query.detail);
    const q = query.value;
    const now = deps.now();
    const { items, total } = deps.payments.list(filterOf(q, playerIdOf(request), now), (q.page - 1) * q.size, q.size);
    const reasons = deps.reviews.reasonsOf(items.map((row) => row.id));
    return reply.header('cache-control', 'no-store').send({ data: { items: items.map((row) => historyItemView(row, now, reasons.get(row.id))), total, page: q.page, size: q.size } });
  });
}
