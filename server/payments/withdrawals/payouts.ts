/**
 * Withdrawal money moves (all under the wallet ledger's `post()`, each in one transaction with the
 * payment's compare-and-set `transition()`): the request holds the amount ('withdrawal', negative),
 * a cancel or a rejection gives it back ('withdrawal_release'), a payout ends it (the money was held
 * already). Whoever loses a race (cancel against payout, or against a staff decision) moves no money.
 * A withdrawal in `review` (../review/) is cancellable as a pending one; the provider never sees it.
 */
import type { Db } from '../../db/open';
import type { WalletMoney } from '../../wallet/port';
import type { ReviewStore } from '../review/store';
import type { PaymentRow, PaymentStatus, PaymentStore } from '../store/payments';

export interface PayoutDeps {
  db: Db;
  payments: PaymentStore;
  reviews: ReviewStore;
  wallet: WalletMoney;
  now(): number;
}

export type Decision = 'paid' | 'rejected';

/** Gives a held withdrawal's hold back and ends it as `status`; false when it was not in one of `from`. */
export function release(deps: PayoutDeps, row: PaymentRow, status: 'failed' | 'cancelled', detail: string, from: readonly PaymentStatus[] = ['pending']): boolean {
  const now = deps.now();
  if (!deps.payments.transition(row.id, from, status, now, detail)) return false;
  deps.wallet.ledger.post([
    { accountId: row.account_id, amountMinor: row.amount_minor, reason: 'withdrawal_release', reference: `payment:${row.id}`, idempotencyKey: `payment:${row.id}:release`, createdAt: now },
  ]);
  return true;
}

/** The player's cancel (pending or in review): true when this call ended it (and gave the money back). */
export function cancelWithdrawal(deps: PayoutDeps, row: PaymentRow): boolean {
  return deps.db.transaction(() => {
    if (!release(deps, row, 'cancelled', 'cancelled by the player', ['pending', 'review'])) return false;
    // A review still waiting ends with it (no staff decision can follow).
    deps.reviews.decide(row.id, 'cancelled', deps.now(), null, null);
    return true;
  })();
}

export type DecideOutcome = 'applied' | 'already' | 'conflict';

/**
 * The provider's decision: `paid` ends it `success`, `rejected` ends it `failed` with the hold given
 * back. A repeated decision (a replayed callback) changes nothing (`already`); a decision on a
 * withdrawal that ended otherwise (cancelled, or decided the other way) is a `conflict`.
 */
export function decideWithdrawal(deps: PayoutDeps, id: number, decision: Decision, providerRef: string): DecideOutcome {
  return deps.db.transaction((): DecideOutcome => {
    const row = deps.payments.byId(id);
    if (!row || row.direction !== 'withdrawal') return 'conflict';
    const target = decision === 'paid' ? 'success' : 'failed';
    if (row.status !== 'pending') return row.status === target && row.provider_ref === providerRef ? 'already' : 'conflict';
    const other = deps.payments.byProviderRef(providerRef);
    if (other && other.id !== row.id) return 'conflict';
    deps.payments.setProviderRef(row.id, providerRef, deps.now());
    if (decision === 'paid') return deps.payments.transition(row.id, ['pending'], 'success', deps.now(), 'paid out by the provider') ? 'applied' : 'conflict';
    return release(deps, row, 'failed', 'rejected by the provider') ? 'applied' : 'conflict';
  })();
}
