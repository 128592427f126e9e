/** A reviewed withdrawal and the player's context as the console's contract shows them (pure). */
import type { ReviewedWithdrawal } from '@kickoff/backoffice-contracts/payments';
import type * as v from 'valibot';
import type { PlayerBetSchema, PlayerDepositSchema, PlayerLimitSchema } from '@kickoff/backoffice-contracts/payments';
import type { Limit } from '@kickoff/wallet-contracts';
import type { CouponRow } from '../../wallet/store/coupons';
import type { PaymentRow } from '../store/payments';
import { REVIEW_RULES, type ReviewRule } from './rules';
import type { ReviewRow } from './store';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export interface PlayerName {
  email: string | null;
  name: string | null;
}

const rulesOf = (text: string): ReviewRule[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? REVIEW_RULES.filter((rule) => parsed.includes(rule)) : [];
};

export function reviewedWithdrawalView(row: PaymentRow, review: ReviewRow, player: PlayerName): ReviewedWithdrawal {
  if (row.status === 'created') throw new Error(`payment ${row.id}: a withdrawal is never created`);
  return {
    id: row.id,
    status: row.status,
    player: { id: row.user_id, email: player.email, name: player.name },
    accountId: row.account_id,
    method: row.method,
    amountMinor: row.amount_minor,
    currency: row.currency,
    createdAt: new Date(row.created_at).toISOString(),
    endedAt: iso(row.ended_at),
    review: {
      state: review.state,
      rules: rulesOf(review.rules),
      amountRubMinor: review.amount_rub_minor,
      reason: review.reason,
      decidedBy: review.staff_id,
      decidedAt: iso(review.decided_at),
    },
  };
}

export function depositContextView(row: PaymentRow): v.InferOutput<typeof PlayerDepositSchema> {
  return { id: row.id, method: row.method, amountMinor: row.amount_minor, currency: row.currency, status: row.status, createdAt: new Date(row.created_at).toISOString() };
}

export function betContextView(row: CouponRow): v.InferOutput<typeof PlayerBetSchema> {
  const payout = row.payout_minor;
  const result = payout === null ? 'open' : payout > row.amount_minor ? 'won' : payout < row.amount_minor ? 'lost' : 'returned';
  return {
    id: row.id,
    typeId: row.type_id,
    amountMinor: row.amount_minor,
    currency: row.currency,
    coef: row.coef,
    result,
    payoutMinor: payout,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function limitContextView(limit: Limit): v.InferOutput<typeof PlayerLimitSchema> {
  return {
    type: limit.limitType,
    state: limit.limitState,
    value: limit.limitValue,
    measure: limit.measure,
    remaining: limit.limitBalance,
    endsAt: limit.endsAt === null ? null : new Date(limit.endsAt * 1000).toISOString(),
  };
}
