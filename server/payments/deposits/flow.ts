/**
 * The rules of a deposit, apart from HTTP: starting one (limits, account, idempotency) and applying a
 * provider notification to it. The payment row and the ledger move in one transaction: `transition()`
 * is a compare-and-set, so only the call that moves a deposit to `success` posts the credit (reason
 * 'deposit', key `payment:<id>:credit`); a repeated or late notification changes nothing, and a
 * failed or cancelled deposit never moves money.
 *
 * A new checkout reserves its amount against the deposit limits until it is paid, ends or expires
 * (./checkout-expiry.ts): the limit check counts the player's open reservations, and the check and the
 * new row are one IMMEDIATE transaction, so checkouts started together cannot pass a limit between
 * them. An expired checkout cannot be paid; the credit re-checks the limits and self-exclusion.
 */
import { randomBytes } from 'node:crypto';
import type { Deposit, DepositMethodId, DepositRequest } from '@kickoff/office-contracts/deposits';
import { DepositErrorCodes } from '@kickoff/office-contracts/deposits';
import type { Db } from '../../db/open';
import type { MetaValue } from '../../http/errors';
import { HttpError } from '../../http/errors';
import { keyReused } from '../../wallet/idempotency/key';
import { toMajor, toMinor } from '../../money';
import type { WalletMoney } from '../../wallet/port';
import type { CallbackBody } from '../provider/callback';
import type { PaymentRow, PaymentStore } from '../store/payments';
import { convertMinor, depositAllowed, type DepositDecision } from '../../limits/index';
import { checkoutExpiresAt, isExpiredCheckout, openCheckoutsSince } from './checkout-expiry';
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

/** A deposit as the API shows it at `now`: an unpaid checkout past its time is `expired` (ended then). */
export function depositView(row: PaymentRow, now: number): Deposit {
  const expired = isExpiredCheckout(row, now);
  const expiresAt = checkoutExpiresAt(row.created_at);
  if (row.status === 'review') throw new Error(`payment ${row.id}: only a withdrawal is ever in review`);
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    method: row.method as DepositMethodId,
    amount: toMajor(row.amount_minor, row.minor_units),
    iso: row.currency,
    accountId: row.account_id,
    createdAt: row.created_at,
    endedAt: expired ? expiresAt : row.ended_at,
    expiresAt: row.status === 'created' ? expiresAt : null,
  };
}

type Refusal = Extract<DepositDecision, { allowed: false }>['refusal'];

/** A deposit-limit refusal that says how much of what is left open checkouts already hold. */
function withReserved(refusal: Refusal, reservedMinor: number, minorUnits: number): Refusal {
  if (reservedMinor === 0 || refusal.meta['remaining'] === undefined) return refusal;
  const reserved = toMajor(reservedMinor, minorUnits);
  const currency = String(refusal.meta['currency'] ?? '');
  const meta: Record<string, MetaValue> = { ...refusal.meta, reserved };
  return { ...refusal, detail: `${refusal.detail}; your open deposits hold ${reserved} ${currency} of it`, meta };
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
  // IMMEDIATE: the write lock is taken before the limit is read, so no other connection can add a
  // checkout between this one's check and its insert.
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
    // limit's remainder less what the player's open checkouts already reserve.
    const now = deps.now();
    const pendingMinor = reservedIn(deps, userId, account.iso, account.minor_units, now);
    const decision = depositAllowed(deps.db, { userId, currency: account.iso, amountMinor, pendingMinor, now });
    if (!decision.allowed) {
      const { status, code, detail, meta } = withReserved(decision.refusal, pendingMinor, account.minor_units);
      throw new HttpError(status, code, detail, { pointer: '/amount' }, meta);
    }
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
  }).immediate();
}

export type ApplyResult =
  | { result: 'applied' | 'unchanged' | 'mismatch' | 'unknown' | 'expired' }
  | { result: 'refused'; refusal: Refusal };

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
 * reference, `unknown` when there is no such deposit, `expired` when the checkout's time ran out before
 * it was paid (nothing changes). A success is re-checked against self-exclusion and the deposit limits
 * (the deposit's own reservation not counted twice): `refused` ends the deposit `failed`, uncredited.
 */
export function applyProviderEvent(deps: DepositDeps, event: CallbackBody): ApplyResult {
  return deps.db.transaction((): ApplyResult => {
    const row = deps.payments.byId(event.paymentId);
    if (!row || row.direction !== 'deposit') return { result: 'unknown' };
    if (row.provider_ref !== event.ref || row.amount_minor !== event.amountMinor || row.currency !== event.currency) return { result: 'mismatch' };
    const now = deps.now();
    if (isExpiredCheckout(row, now)) return { result: 'expired' };
    if (event.status === 'success' && FROM.success.includes(row.status)) {
      const refusal = creditRefusal(deps, row, now);
      if (refusal) {
        deps.payments.transition(row.id, FROM.success, 'failed', now, `refused at credit: ${refusal.code}`);
        return { result: 'refused', refusal };
      }
    }
    if (!deps.payments.transition(row.id, FROM[event.status], event.status, now, `provider event ${event.eventId}`)) return { result: 'unchanged' };
    if (event.status === 'success') {
      deps.wallet.ledger.post([
        { accountId: row.account_id, amountMinor: row.amount_minor, reason: 'deposit', reference: `payment:${row.id}`, idempotencyKey: creditKey(row.id), createdAt: now },
      ]);
    }
    return { result: 'applied' };
  }).immediate();
}

/**
 * What the player's open checkouts and pending deposits reserve, in every currency, as minor units of
 * `iso` (at the limits' rates, rounded up: a deposit limit covers every real-money account).
 */
function reservedIn(deps: DepositDeps, userId: number, iso: string, minorUnits: number, now: number): number {
  return deps.payments
    .reservedByCurrency(userId, openCheckoutsSince(now))
    .reduce((sum, row) => sum + convertMinor({ minor: row.n, iso: row.currency, minorUnits: row.minor_units }, iso, minorUnits), 0);
}

/** Why a deposit about to be credited may not be: the limits now, its own reservation not counted twice. */
function creditRefusal(deps: DepositDeps, row: PaymentRow, now: number): Refusal | null {
  const othersMinor = reservedIn(deps, row.user_id, row.currency, row.minor_units, now) - row.amount_minor;
  const decision = depositAllowed(deps.db, { userId: row.user_id, currency: row.currency, amountMinor: row.amount_minor, pendingMinor: Math.max(0, othersMinor), now });
  return decision.allowed ? null : decision.refusal;
}
