/**
 * A staff member's decision on a withdrawal in review, each in one transaction with its audit row
 * (`record`, called inside): `approve` moves it to `pending`, where the provider takes it as any other
 * withdrawal (the demo provider's payout queue lists the pending ones); `reject` ends it `failed` and
 * gives the hold back through the wallet ledger ('withdrawal_release'), with the reason the player
 * sees. Only a review still awaiting is decided: a second decision, or one after the player's
 * cancel, is `decided` and changes nothing.
 */
import { release, type PayoutDeps } from '../withdrawals/payouts';
import type { PaymentRow } from '../store/payments';

export type ReviewOutcome = { kind: 'applied'; row: PaymentRow } | { kind: 'not_found' } | { kind: 'decided'; row: PaymentRow };

export interface DecisionInput {
  paymentId: number;
  staffId: number;
  /** Appends the audit row of the change (inside the transaction). */
  record(before: PaymentRow, after: PaymentRow): void;
}

function decide(deps: PayoutDeps, input: DecisionInput, apply: (row: PaymentRow) => boolean): ReviewOutcome {
  return deps.db.transaction((): ReviewOutcome => {
    const row = deps.payments.byId(input.paymentId);
    if (!row || row.direction !== 'withdrawal' || !deps.reviews.byPayment(row.id)) return { kind: 'not_found' };
    if (row.status !== 'review') return { kind: 'decided', row };
    if (!apply(row)) throw new Error(`withdrawal ${row.id}: the review and the payment disagree`);
    const after = deps.payments.byId(row.id) ?? row;
    input.record(row, after);
    return { kind: 'applied', row: after };
  })();
}

export function approveReview(deps: PayoutDeps, input: DecisionInput): ReviewOutcome {
  return decide(deps, input, (row) =>
    deps.reviews.decide(row.id, 'approved', deps.now(), input.staffId, null) &&
    deps.payments.transition(row.id, ['review'], 'pending', deps.now(), 'approved by the payments team'),
  );
}

export function rejectReview(deps: PayoutDeps, input: DecisionInput & { reason: string }): ReviewOutcome {
  return decide(deps, input, (row) =>
    deps.reviews.decide(row.id, 'rejected', deps.now(), input.staffId, input.reason) &&
    release(deps, row, 'failed', 'rejected by the payments team', ['review']),
  );
}
