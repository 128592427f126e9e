/**
 * Deposits through a payment provider (the port: ../provider/port.ts; in development the demo provider): the provider's pages (`../provider/`), the deposit routes and
 * the callback (`routes.ts`), the test API. The callback secret comes from `KICKOFF_PAYMENT_SECRET`
 * (at least 16 characters); without it each server start draws a random one (the demo provider lives
 * in the same process, so the two always agree). It also provides pay-and-play registration's deposit
 * starter (`app.registrationDeposits`): a card deposit of the new main account through the same flow.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DepositMethodId } from '@kickoff/office-contracts/deposits';
import type { ServiceContext } from '../../service';
import { registerDemoProvider } from '../provider/index';
import type { CheckoutProvider } from '../provider/port';
import { createPaymentStore } from '../store/payments';
import { requestHash } from '../../wallet/idempotency/fingerprint';
import { startDeposit } from './flow';
import { limitFor } from './methods';
import { registerDepositRoutes } from './routes';
import { registerDepositTestApi } from './test-api';

/** Pay-and-play registration deposits by card. */
const REGISTRATION_METHOD: DepositMethodId = 'card';

export const PAYMENT_SECRET_ENV = 'KICKOFF_PAYMENT_SECRET';

export function paymentSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = env[PAYMENT_SECRET_ENV];
  return configured && configured.length >= 16 ? configured : randomBytes(32).toString('hex');
}

export function registerDeposits(app: FastifyInstance, ctx: ServiceContext): void {
  const payments = createPaymentStore(ctx.db);
  const secret = paymentSecret();
  const now = () => ctx.clock.now();
  // The demo provider is a development tool: a production start has no provider until an operator
  // plugs a real one in (provider/port.ts); deposits are then switched off with a clear message.
  const demoProvider = ctx.demo ? registerDemoProvider(app, { payments, secret, now }) : null;
  const provider: CheckoutProvider | null = demoProvider;
  if (!provider) app.log.warn('deposits are switched off: no payment provider is configured (README "Going live")');
  const deps = { db: ctx.db, payments, wallet: app.wallet, now };
  if (provider) app.registrationDeposits.provide({
    refusal(iso, amount) {
      const limits = limitFor(REGISTRATION_METHOD, iso);
      if (!limits) return `Pay and play does not take ${iso}`;
      return amount < limits.min || amount > limits.max ? `The amount must be from ${limits.min} to ${limits.max} ${iso}` : null;
    },
    start({ userId, accountId, amount, lng }) {
      const request = { method: REGISTRATION_METHOD, amount, accountId };
      const { row } = startDeposit(deps, { userId, idempotencyKey: `registration:${userId}`, requestHash: requestHash(request), request });
      return { paymentId: row.id, redirectUrl: provider.checkoutUrl(row.provider_ref ?? '', lng) };
    },
  });
  registerDepositRoutes(app, {
    ...deps,
    provider,
    secret,
    identificationRequired: () => app.site.storedConfig()['isShowIdentification'] !== false,
  });
  if (ctx.testApi && demoProvider) registerDepositTestApi(app, demoProvider);
}
