/**
 * Payments service (migrations 600-699): deposits and withdrawals through a payment provider, each a
 * row of `payments` (store/payments.ts) whose money moves only through the wallet ledger. Documented
 * in docs/api.md, "Payments".
 */
import { defineService } from '../service';
import { paymentsMigrations } from './migrations';
import { registerPaymentHistory } from './history/index';
import { registerPaymentRequests } from './requests/index';
import { createPaymentRequestStore } from './requests/store';
import { createPaymentStore } from './store/payments';
import { registerWithdrawals } from './withdrawals/index';

export const paymentsService = defineService({
  name: 'payments',
  dependencies: ['site', 'identity', 'wallet'],
  migrations: { from: 600, to: 699, list: paymentsMigrations },
  reset: (db) => {
    createPaymentRequestStore(db).clear();
    createPaymentStore(db).clear();
  },
  async register(app, ctx) {
    // Deposits, the demo provider, withdrawals and the payment history register their routes here.
    registerWithdrawals(app, ctx);
    registerPaymentHistory(app, ctx);
    registerPaymentRequests(app, ctx);
  },
});
