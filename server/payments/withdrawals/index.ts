/** Withdrawals: the player's routes, the demo provider's payout side and its signed callback. */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../service';
import { createPaymentStore } from '../store/payments';
import { payoutSecret, registerPayoutProvider } from './provider';
import { registerWithdrawalRoutes } from './routes';

export function registerWithdrawals(app: FastifyInstance, ctx: ServiceContext): void {
  const deps = { db: ctx.db, payments: createPaymentStore(ctx.db), wallet: app.wallet, now: () => ctx.clock.now() };
  registerWithdrawalRoutes(app, deps);
  // The demo provider's back office exists only outside production (a deployment has a real provider).
  registerPayoutProvider(app, { ...deps, secret: payoutSecret(), testApi: ctx.testApi, backOffice: !ctx.env.production });
}
