/** Payment requests: topics, the player's requests, the test API's reply. */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../service';
import { createPaymentStore } from '../store/payments';
import { registerPaymentRequestRoutes } from './routes';
import { createPaymentRequestStore } from './store';

export function registerPaymentRequests(app: FastifyInstance, ctx: ServiceContext): void {
  const deps = { db: ctx.db, requests: createPaymentRequestStore(ctx.db), payments: createPaymentStore(ctx.db), now: () => ctx.clock.now(), testApi: ctx.testApi };
  registerPaymentRequestRoutes(app, deps);
}
