/**
 * Payments service (migrations 600-659): deposits and withdrawals through a payment provider, each a
 * row of `payments` (store/payments.ts) whose money moves only through the wallet ledger. Documented
 * in docs/api.md, "Payments".
 */
import { defineService } from '../service';
import { registerDeposits } from './deposits/index';
import { paymentsMigrations } from './migrations';
import { createPaymentStore } from './store/payments';

export const paymentsService = defineService({
  name: 'payments',
  dependencies: ['site', 'identity', 'wallet'],
  migrations: { from: 600, to: 659, list: paymentsMigrations },
  reset: (db) => createPaymentStore(db).clear(),
  async register(app, ctx) {
    // Deposits, the demo provider, withdrawals and the payment history register their routes here.
    registerDeposits(app, ctx);
  },
});
