/**
 * The payment history (`office/historypay`, docs/api.md "Payments"): the player's deposits and
 * withdrawals, filtered by dates, type and status, a page at a time (newest first, the page size ≤ 50).
 */
import * as v from 'valibot';
import { PaymentStatusSchema } from './withdrawals';

export const PaymentHistoryPath = 'payments/history';
export const HISTORY_MAX_PAGE_SIZE = 50;

export const PaymentTypeFilterSchema = v.picklist(['all', 'deposit', 'withdrawal']);
export type PaymentTypeFilter = v.InferOutput<typeof PaymentTypeFilterSchema>;
/** `created`: deposit checkouts still open; `expired`: checkouts not paid in time (30 minutes). */
export const PaymentStatusFilterSchema = v.picklist(['all', 'created', 'review', 'pending', 'success', 'failed', 'cancelled', 'expired']);
export type PaymentStatusFilter = v.InferOutput<typeof PaymentStatusFilterSchema>;

/** A calendar date `YYYY-MM-DD` that exists. */
export const DateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD'),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'not a calendar date'),
);

const PositiveInt = (max: number) => v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(max));

/** The query as the URL carries it (strings); `from` ≤ `to` when both are given. */
export const PaymentHistoryQuerySchema = v.pipe(
  v.object({
    from: v.optional(DateSchema),
    to: v.optional(DateSchema),
    type: v.optional(PaymentTypeFilterSchema, 'all'),
    status: v.optional(PaymentStatusFilterSchema, 'all'),
    page: v.optional(PositiveInt(100_000), '1'),
    size: v.optional(PositiveInt(HISTORY_MAX_PAGE_SIZE), '20'),
  }),
  v.check((q) => !q.from || !q.to || q.from <= q.to, 'from must not be after to'),
);
export type PaymentHistoryQuery = v.InferOutput<typeof PaymentHistoryQuerySchema>;

export const PaymentHistoryItemSchema = v.object({
  id: v.number(),
  type: v.picklist(['deposit', 'withdrawal']),
  method: v.string(),
  amount: v.number(),
  currency: v.string(),
  /** A deposit checkout not paid in time shows `expired`. */
  status: v.union([PaymentStatusSchema, v.literal('expired')]),
  createdAt: v.string(),
  endedAt: v.nullable(v.string()),
  /** A pending withdrawal, or one in review, the player may still cancel. */
  cancellable: v.boolean(),
  /** The payments team's reason, when it rejected the withdrawal in review. */
  rejectionReason: v.optional(v.string()),
});
export type PaymentHistoryItem = v.InferOutput<typeof PaymentHistoryItemSchema>;

export const PaymentHistoryResponseSchema = v.object({
  data: v.object({ items: v.array(PaymentHistoryItemSchema), total: v.number(), page: v.number(), size: v.number() }),
});
export type PaymentHistoryPage = v.InferOutput<typeof PaymentHistoryResponseSchema>['data'];
