/**
 * The Payments section on the wire (issue 24; docs/api.md "Staff: payments"), shared by the payments
 * service and the console: withdrawals that wait for a person's risk approval before they go to the
 * provider, a withdrawal with the player's context (recent deposits, bets and limits), and the
 * decisions (approve; reject with the reason the player sees). Money in integer minor units.
 */
import * as v from 'valibot';
import { pageSchema } from './paging';

export const PAYMENTS_PATHS = {
  withdrawals: '/staff-api/payments/withdrawals',
  withdrawal: (id: number | string): string => `/staff-api/payments/withdrawals/${id}`,
  approve: (id: number | string): string => `/staff-api/payments/withdrawals/${id}/approve`,
  reject: (id: number | string): string => `/staff-api/payments/withdrawals/${id}/reject`,
} as const;

export const PAYMENTS_ERRORS = {
  /** 404: no withdrawal that went to review with this id. */
  notFound: 'withdrawal_not_found',
  /** 409: the review was decided already, or the player cancelled the withdrawal. */
  decided: 'withdrawal_decided',
} as const;

/** The rules that send a withdrawal to review (server/payments/review/rules.ts). */
export const REVIEW_RULES = ['amount', 'unplayed_deposit'] as const;
export const ReviewRuleSchema = v.picklist(REVIEW_RULES);

/** A review's state: `awaiting` a decision, decided `approved` / `rejected`, or `cancelled` by the player first. */
export const REVIEW_STATES = ['awaiting', 'approved', 'rejected', 'cancelled'] as const;
export const ReviewStateSchema = v.picklist(REVIEW_STATES);
export type ReviewState = v.InferOutput<typeof ReviewStateSchema>;

/** The payment's own status (`review` while it waits; `pending` with the provider after approval). */
export const WithdrawalStatusSchema = v.picklist(['review', 'pending', 'success', 'failed', 'cancelled']);

/** `GET /staff-api/payments/withdrawals` query (strings as the URL carries them). */
export const WithdrawalQuerySchema = v.strictObject({
  status: v.optional(v.picklist([...REVIEW_STATES, 'all']), 'awaiting'),
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'a positive integer'), v.transform(Number))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'a number 1-100'), v.transform(Number), v.minValue(1), v.maxValue(100)), '50'),
});

export const ReviewedWithdrawalSchema = v.object({
  id: v.number(),
  status: WithdrawalStatusSchema,
  player: v.object({ id: v.number(), email: v.nullable(v.string()), name: v.nullable(v.string()) }),
  accountId: v.number(),
  method: v.string(),
  amountMinor: v.number(),
  currency: v.string(),
  createdAt: v.string(),
  endedAt: v.nullable(v.string()),
  review: v.object({
    state: ReviewStateSchema,
    rules: v.array(ReviewRuleSchema),
    /** The amount in roubles (minor units) the threshold compared. */
    amountRubMinor: v.number(),
    /** The rejection reason the player sees. */
    reason: v.nullable(v.string()),
    decidedBy: v.nullable(v.number()),
    decidedAt: v.nullable(v.string()),
  }),
});
export type ReviewedWithdrawal = v.InferOutput<typeof ReviewedWithdrawalSchema>;

export const WithdrawalPageSchema = pageSchema(ReviewedWithdrawalSchema);

export const PlayerDepositSchema = v.object({
  id: v.number(),
  method: v.string(),
  amountMinor: v.number(),
  currency: v.string(),
  status: v.string(),
  createdAt: v.string(),
});

export const PlayerBetSchema = v.object({
  id: v.number(),
  /** 0 single, 1 express, 2 system. */
  typeId: v.number(),
  amountMinor: v.number(),
  currency: v.string(),
  coef: v.number(),
  /** `open`, or settled as `won`, `lost` or `returned`. */
  result: v.picklist(['open', 'won', 'lost', 'returned']),
  payoutMinor: v.nullable(v.number()),
  createdAt: v.string(),
});

export const PlayerLimitSchema = v.object({
  /** The limits service's type (1-3 wager, 10-12 loss, 20-22 deposit, 30 self-exclusion, 31 session, 32 reality check, 33 time-out, 37 lock). */
  type: v.number(),
  state: v.string(),
  /** Major units of `measure` (a currency) or days / hours / minutes. */
  value: v.number(),
  measure: v.string(),
  /** What is left of a money limit now (major units), else null. */
  remaining: v.nullable(v.number()),
  endsAt: v.nullable(v.string()),
});

export const WithdrawalDetailSchema = v.object({
  data: v.object({
    withdrawal: ReviewedWithdrawalSchema,
    /** The account's balance now (minor units; the held amount is already taken off). */
    balanceMinor: v.number(),
    deposits: v.array(PlayerDepositSchema),
    bets: v.array(PlayerBetSchema),
    limits: v.array(PlayerLimitSchema),
  }),
});
export type WithdrawalDetail = v.InferOutput<typeof WithdrawalDetailSchema>['data'];

/** `POST …/approve` and `…/reject` reply: the withdrawal after the decision. */
export const WithdrawalDecisionReplySchema = v.object({ data: ReviewedWithdrawalSchema });

export const RejectBodySchema = v.strictObject({
  reason: v.pipe(v.string(), v.trim(), v.minLength(3, 'a reason of at least 3 characters'), v.maxLength(500)),
});
