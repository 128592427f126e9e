/**
 * Payments service (migrations 600-659): deposits and withdrawals through a payment provider, each a
 * row of `payments` (store/payments.ts) whose money moves only through the wallet ledger. Documented
 * in docs/api.md, "Payments". Withdrawals the risk rules flag wait in `review` for the console's
 * Payments section (review/; docs/api.md "Staff: payments").
 */
import { defineService } from '../service';
import { registerDeposits } from './deposits/index';
import { paymentsMigrations } from './migrations';
import { registerPaymentHistory } from './history/index';
import { registerPaymentRequests } from './requests/index';
import { createPaymentRequestStore } from './requests/store';
import { createReviewStore } from './review/store';
import { createPaymentStore } from './store/payments';
import { registerWithdrawals } from './withdrawals/index';

export const paymentsService = defineService({
  name: 'payments',
  dependencies: ['site', 'identity', 'staff', 'wallet'],
  migrations: { from: 600, to: 659, list: paymentsMigrations },
  reset: (db) => {
    createPaymentRequestStore(db).clear();
    createReviewStore(db).clear();
    createPaymentStore(db).clear();
  },
  async register(app, ctx) {
    // Deposits (with the demo provider), withdrawals, the payment history and the payment requests.
    registerDeposits(app, ctx);
    registerWithdrawals(app, ctx);
    registerPaymentHistory(app, ctx);
    registerPaymentRequests(app, ctx);
  },
});
