/** A `payments` row as the wire shows it (major units, ISO dates). */
import type { PaymentHistoryItem } from '@kickoff/office-contracts/payment-history';
import type { Withdrawal } from '@kickoff/office-contracts/withdrawals';
import { toMajor } from '../../money';
import type { PaymentRow } from '../store/payments';
import { checkoutExpiresAt, isExpiredCheckout } from '../deposits/checkout-expiry';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** `rejectionReason`: the payments team's reason when it rejected the withdrawal in review. */
export function withdrawalView(row: PaymentRow, rejectionReason?: string): Withdrawal {
  return {
    id: row.id,
    accountId: row.account_id,
    method: row.method,
    amount: toMajor(row.amount_minor, row.minor_units),
    currency: row.currency,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    endedAt: iso(row.ended_at),
    ...(rejectionReason !== undefined ? { rejectionReason } : {}),
  };
}

/** A history row at `now`: a deposit checkout not paid in time is `expired`, ended when it expired. */
export function historyItemView(row: PaymentRow, now: number, rejectionReason?: string): PaymentHistoryItem {
  const expired = isExpiredCheckout(row, now);
  return {
    id: row.id,
    type: row.direction,
    method: row.method,
    amount: toMajor(row.amount_minor, row.minor_units),
    currency: row.currency,
    status: expired ? 'expired' : row.status,
    createdAt: new Date(row.created_at).toISOString(),
    endedAt: iso(expired ? checkoutExpiresAt(row.created_at) : row.ended_at),
    cancellable: row.direction === 'withdrawal' && (row.status === 'pending' || row.status === 'review'),
    ...(rejectionReason !== undefined ? { rejectionReason } : {}),
  };
}
