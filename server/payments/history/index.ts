/** The payment history route. */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../service';
import { createReviewStore } from '../review/store';
import { createPaymentStore } from '../store/payments';
import { registerPaymentHistoryRoute } from './routes';

export function registerPaymentHistory(app: FastifyInstance, ctx: ServiceContext): void {
  registerPaymentHistoryRoute(app, { payments: createPaymentStore(ctx.db), reviews: createReviewStore(ctx.db), now: () => ctx.clock.now() });
}
