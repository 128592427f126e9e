/**
 * The facts the review rules (./rules.ts) read for a withdrawal request, from the payments table (the
 * account's latest credited deposit) and the limits service's ledger sums (stakes since then).
 */
import type { Db } from '../../db/open';
import { limitsStoreOf } from '../../limits/enforce';
import type { WalletAccount } from '../../wallet/store/accounts';
import type { PaymentStore } from '../store/payments';
import type { WithdrawalFacts } from './rules';

export function withdrawalFacts(db: Db, payments: PaymentStore, account: WalletAccount, amountMinor: number): WithdrawalFacts {
  const amount = { minor: amountMinor, iso: account.iso, minorUnits: account.minor_units };
  const deposit = payments.lastCreditedDeposit(account.id);
  if (!deposit) return { amount, lastDepositMinor: null, stakedSinceDepositMinor: 0 };
  // Stakes from the moment of the credit on (the sums count rows after `since`).
  const spent = limitsStoreOf(db).spending(account.user_id, deposit.ended_at - 1).find((s) => s.iso === account.iso);
  return { amount, lastDepositMinor: deposit.amount_minor, stakedSinceDepositMinor: spent?.stakes ?? 0 };
}
