/** Withdrawals: the player's routes, the staff's review of flagged ones, the demo provider's payout side and its signed callback. */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../service';
import { createReviewStore } from '../review/store';
import { createPaymentStore } from '../store/payments';
import { payoutSecret, registerPayoutProvider } from './provider';
import { registerWithdrawalRoutes } from './routes';
import { registerReviewStaffRoutes } from '../review/staff-routes';

export function registerWithdrawals(app: FastifyInstance, ctx: ServiceContext): void {
  const deps = { db: ctx.db, payments: createPaymentStore(ctx.db), reviews: createReviewStore(ctx.db), wallet: app.wallet, now: () => ctx.clock.now() };
  registerWithdrawalRoutes(app, deps);
  // The console's review of flagged withdrawals (issue 24): staff routes under /staff-api/payments/.
  registerReviewStaffRoutes(app, deps);
  // The demo provider's back office exists only outside production (a deployment has a real provider).
  registerPayoutProvider(app, { ...deps, secret: payoutSecret(), testApi: ctx.testApi, backOffice: !ctx.env.production });
}
