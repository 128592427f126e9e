/**
 * Deposits through the demo provider: the provider's pages (`../provider/`), the deposit routes and
 * the callback (`routes.ts`), the test API. The callback secret comes from `KICKOFF_PAYMENT_SECRET`
 * (at least 16 characters); without it each server start draws a random one (the demo provider lives
 * in the same process, so the two always agree).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../service';
import { createWalletStores } from '../../wallet/store/index';
import { registerDemoProvider } from '../provider/index';
import { createPaymentStore } from '../store/payments';
import { registerDepositRoutes } from './routes';
import { registerDepositTestApi } from './test-api';

export const PAYMENT_SECRET_ENV = 'KICKOFF_PAYMENT_SECRET';

export function paymentSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = env[PAYMENT_SECRET_ENV];
  return configured && configured.length >= 16 ? configured : randomBytes(32).toString('hex');
}

export function registerDeposits(app: FastifyInstance, ctx: ServiceContext): void {
  const payments = createPaymentStore(ctx.db);
  const secret = paymentSecret();
  const now = () => ctx.clock.now();
  const provider = registerDemoProvider(app, { payments, secret, now });
  registerDepositRoutes(app, {
    db: ctx.db,
    payments,
    wallet: createWalletStores(ctx.db),
    now,
    provider,
    secret,
    identificationRequired: () => app.site.storedConfig()['isShowIdentification'] !== false,
  });
  if (ctx.testApi) registerDepositTestApi(app, provider);
}
