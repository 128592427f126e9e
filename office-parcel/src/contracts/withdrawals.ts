/**
 * Withdrawals (`office/deduce`, docs/api.md "Payments"): the methods with their limits per currency, a
 * request under an Idempotency-Key that holds the amount on the ledger, a withdrawal's state (the
 * onpay/withdraw pages) and the player's cancel while it is pending or in review. Amounts are major units.
 * A withdrawal the risk rules flag starts `review` (held, waiting for the payments team) and then goes
 * `pending` (approved, with the provider) or `failed` with the team's `rejectionReason`.
 */
import * as v from 'valibot';

/** Paths under the office base (`officePath(...)` on the server, `office/...` from the web client). */
export const WithdrawalPaths = {
  methods: 'payments/withdrawals/methods',
  create: 'payments/withdrawals',
  one: (id: number | string): string => `payments/withdrawals/${id}`,
  cancel: (id: number | string): string => `payments/withdrawals/${id}/cancel`,
} as const;

export const WithdrawalErrorCodes = {
  unknownMethod: 'unknown_method',
  unsupportedCurrency: 'unsupported_currency',
  belowMinimum: 'amount_below_minimum',
  aboveMaximum: 'amount_above_maximum',
  insufficientFunds: 'insufficient_funds',
  unknownAccount: 'unknown_account',
  bonusAccount: 'bonus_account',
  notFound: 'not_found',
  notCancellable: 'not_cancellable',
} as const;

/** `review`: a withdrawal held while the payments team reviews it (withdrawals only). */
export const PaymentStatusSchema = v.picklist(['created', 'review', 'pending', 'success', 'failed', 'cancelled']);
export type PaymentStatus = v.InferOutput<typeof PaymentStatusSchema>;

/** Major units with at most 2 decimals, positive. */
export const AmountSchema = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(0.01),
  v.maxValue(1_000_000_000),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals'),
);

export const MethodLimitSchema = v.object({ currency: v.string(), min: v.number(), max: v.number() });
export const WithdrawalMethodSchema = v.object({
  id: v.string(),
  /** Texts key suffix of the method's name (`method_<id>`). */
  limits: v.array(MethodLimitSchema),
});
export type WithdrawalMethod = v.InferOutput<typeof WithdrawalMethodSchema>;
export const WithdrawalMethodsResponseSchema = v.object({ data: v.array(WithdrawalMethodSchema) });

export const WithdrawRequestSchema = v.strictObject({
  accountId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  methodId: v.pipe(v.string(), v.maxLength(32)),
  amount: AmountSchema,
});
export type WithdrawRequest = v.InferOutput<typeof WithdrawRequestSchema>;

export const WithdrawalSchema = v.object({
  id: v.number(),
  accountId: v.number(),
  method: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: PaymentStatusSchema,
  /** ISO 8601. */
  createdAt: v.string(),
  endedAt: v.nullable(v.string()),
  /** The payments team's reason, when it rejected the withdrawal in review. */
  rejectionReason: v.optional(v.string()),
});
export type Withdrawal = v.InferOutput<typeof WithdrawalSchema>;
export const WithdrawalResponseSchema = v.object({ data: WithdrawalSchema });
