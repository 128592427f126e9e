/**
 * The rules of a deposit, apart from HTTP: starting one (limits, account, idempotency) and applying a
 * provider notification to it. The payment row and the ledger move in one transaction: `transition()`
 * is a compare-and-set, so only the call that moves a deposit to `success` posts the credit (reason
 * 'deposit', key `payment:<id>:credit`); a repeated or late notification changes nothing, and a
 * failed or cancelled deposit never moves money.
 */
import { randomBytes } from 'node:crypto';
import type { Deposit, DepositMethodId, DepositRequest } from '@kickoff/office-contracts/deposits';
import { DepositErrorCodes } from '@kickoff/office-contracts/deposits';
import type { Db } from '../../db/open';
import { HttpError } from '../../http/errors';
import { keyReused } from '../../wallet/idempotency/key';
import { toMajor, toMinor } from '../../money';
import type { WalletMoney } from '../../wallet/port';
import type { CallbackBody } from '../provider/callback';
import type { PaymentRow, PaymentStore } from '../store/payments';
import { depositAllowed } from '../../limits/index';
import { limitFor } from './methods';

export interface DepositDeps {
  db: Db;
  payments: PaymentStore;
  wallet: WalletMoney;
  now(): number;
}

/** Account type 4 is the bonus account: money is deposited to real-money accounts only. */
const BONUS_ACCOUNT_TYPE = 4;

export const creditKey = (paymentId: number): string => `payment:${paymentId}:credit`;

export function depositView(row: PaymentRow): Deposit {
  return {
    id: row.id,
    status: row.status,
    method: row.method as DepositMethodId,
    amount: toMajor(row.amount_minor, row.minor_units),
    iso: row.currency,
    accountId: row.account_id,
    createdAt: row.created_at,
    endedAt: row.ended_at,
  };
}

export interface StartInput {
  userId: number;
  idempotencyKey: string;
  requestHash: string;
  request: Pick<DepositRequest, 'method' | 'amount' | 'accountId'>;
}

/** The deposit started (`created`, with its provider reference), or the one started before under the same key. */
export function startDeposit(deps: DepositDeps, input: StartInput): { row: PaymentRow; replayed: boolean } {
  const { userId, request } = input;
  return deps.db.transaction(() => {
    const before = deps.payments.byKey(userId, input.idempotencyKey);
    if (before) {
      if (before.request_hash !== input.requestHash || before.direction !== 'deposit') {
        throw keyReused();
      }
      return { row: before, replayed: true };
    }
    const account = deps.wallet.accounts.byId(request.accountId);
    if (!account || account.user_id !== userId || account.type === BONUS_ACCOUNT_TYPE) {
      throw new HttpError(400, DepositErrorCodes.invalidAccount, 'Choose one of your accounts', { pointer: '/accountId' });
    }
    const limits = limitFor(request.method, account.iso);
    if (!limits) {
      throw new HttpError(400, DepositErrorCodes.methodUnavailable, `This method does not take ${account.iso}`, { pointer: '/method' });
    }
    const amountMinor = toMinor(request.amount, account.minor_units);
    if (amountMinor < toMinor(limits.min, account.minor_units) || amountMinor > toMinor(limits.max, account.minor_units)) {
      throw new HttpError(400, DepositErrorCodes.amountOutOfLimits, `The amount must be from ${limits.min} to ${limits.max} ${account.iso}`, { pointer: '/amount' }, { min: limits.min, max: limits.max, iso: account.iso });
    }
    // Responsible gaming (issue 12): no deposit during self-exclusion or time-out, none beyond a deposit
    // limit's remainder. Checked when the deposit starts: money a provider confirms is always credited.
    const decision = depositAllowed(deps.db, { userId, currency: account.iso, amountMinor, now: deps.now() });
    if (!decision.allowed) {
      const { status, code, detail, meta } = decision.refusal;
      throw new HttpError(status, code, detail, { pointer: '/amount' }, meta);
    }
    const now = deps.now();
    const row = deps.payments.insert({
      user_id: userId,
      account_id: account.id,
      currency: account.iso,
      minor_units: account.minor_units,
      direction: 'deposit',
      method: request.method,
      amount_minor: amountMinor,
      status: 'created',
      provider_ref: `dp_${randomBytes(12).toString('hex')}`,
      idempotency_key: input.idempotencyKey,
      request_hash: input.requestHash,
      created_at: now,
    });
    return { row, replayed: false };
  })();
}

export type ApplyResult = 'applied' | 'unchanged' | 'mismatch' | 'unknown';

/** Which statuses a provider event may move a deposit from. */
const FROM: Readonly<Record<CallbackBody['status'], readonly PaymentRow['status'][]>> = {
  pending: ['created'],
  success: ['created', 'pending'],
  failed: ['created', 'pending'],
  cancelled: ['created', 'pending'],
};

/**
 * Applies a verified provider notification: `applied` when it moved the deposit (and, for success,
 * credited the account in the same transaction), `unchanged` when the deposit had already moved past
 * it (a replay, or a late notification), `mismatch` when it names another amount, currency or
 * reference, `unknown` when there is no such deposit.
 */
export function applyProviderEvent(deps: DepositDeps, event: CallbackBody): ApplyResult {
  return deps.db.transaction((): ApplyResult => {
    const row = deps.payments.byId(event.paymentId);
    if (!row || row.direction !== 'deposit') return 'unknown';
    if (row.provider_ref !== event.ref || row.amount_minor !== event.amountMinor || row.currency !== event.currency) return 'mismatch';
    const now = deps.now();
    if (!deps.payments.transition(row.id, FROM[event.status], event.status, now, `provider event ${event.eventId}`)) return 'unchanged';
    if (event.status === 'success') {
      deps.wallet.ledger.post([
        { accountId: row.account_id, amountMinor: row.amount_minor, reason: 'deposit', reference: `payment:${row.id}`, idempotencyKey: creditKey(row.id), createdAt: now },
      ]);
    }
    return 'applied';
  })();
}
