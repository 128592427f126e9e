/**
 * Deposits through the demo payment provider (docs/api.md "Payments"): the methods with their limits
 * per currency, starting a deposit (an idempotent write that answers the provider page to go to) and
 * reading one deposit's state (the onpay pages poll it; they never credit anything). Money travels in
 * major units with at most two decimals.
 */
import * as v from 'valibot';

/** Paths under the web API base (`/web-api/...`). */
export const DepositPaths = {
  /** GET: the deposit methods and their limits per currency. */
  methods: 'office/deposits/methods',
  /** POST (Idempotency-Key header, docs/api.md "Idempotency"): start a deposit. */
  create: 'office/deposits',
  /** GET: one of the player's deposits. */
  one: 'office/deposits/:id',
} as const;

export const depositPath = (id: number): string => DepositPaths.one.replace(':id', String(id));

export const DEPOSIT_METHODS = ['card', 'fast_bank', 'ewallet'] as const;
export type DepositMethodId = (typeof DEPOSIT_METHODS)[number];

/**
 * `created`: the checkout is open on the provider's page (it reserves its amount against the deposit
 * limits); `expired`: it was not paid within 30 minutes (`CHECKOUT_TTL_MS` on the server) and can no
 * longer be; `pending`: paid, the provider is confirming; then `success`, `failed` or `cancelled`.
 */
export const DepositStatuses = ['created', 'pending', 'success', 'failed', 'cancelled', 'expired'] as const;
export type DepositStatus = (typeof DepositStatuses)[number];
/** A deposit in one of these never changes again. */
export const isEndedStatus = (status: DepositStatus): boolean => status === 'success' || status === 'failed' || status === 'cancelled' || status === 'expired';

/** Error codes of the deposit calls (besides the guards' `unauthorized`, `banned`, `identification_required`). */
export const DepositErrorCodes = {
  /** 400: the amount is outside the method's limits for the account's currency (`meta.min`, `meta.max`). */
  amountOutOfLimits: 'amount_out_of_limits',
  /** 400: the method does not take the account's currency. */
  methodUnavailable: 'method_unavailable',
  /** 400: not one of the player's real-money accounts. */
  invalidAccount: 'invalid_account',
  /** 404: no such deposit of this player. */
  notFound: 'not_found',
  /** 503: no payment provider is configured (a production start before the operator plugs one in). */
  unavailable: 'deposits_unavailable',
  /** 410 (to the provider's callback): the checkout was not paid in time and can no longer be. */
  checkoutExpired: 'checkout_expired',
} as const;

const hasCents = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const Amount = v.pipe(v.number(), v.finite(), v.minValue(0.01), v.maxValue(100_000_000), v.check(hasCents, 'at most two decimals'));
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Iso = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));

export const DepositLimitSchema = v.object({
  iso: Iso,
  min: Amount,
  max: Amount,
  /** Suggested amounts, all within [min, max]. */
  quickAmounts: v.array(Amount),
});
export type DepositLimit = v.InferOutput<typeof DepositLimitSchema>;

export const DepositMethodSchema = v.object({
  id: v.picklist(DEPOSIT_METHODS),
  limits: v.array(DepositLimitSchema),
});
export type DepositMethod = v.InferOutput<typeof DepositMethodSchema>;

/** `available: false`: deposits are switched off (no payment provider is configured); absent: on. */
export const DepositMethodsResponseSchema = v.object({ data: v.object({ methods: v.array(DepositMethodSchema), available: v.optional(v.boolean()) }) });

export const DepositRequestSchema = v.object({
  method: v.picklist(DEPOSIT_METHODS),
  amount: Amount,
  accountId: Id,
  /** Language of the provider page and of the return pages. */
  lng: v.optional(v.picklist(['ru', 'en'])),
});
export type DepositRequest = v.InferOutput<typeof DepositRequestSchema>;

export const DepositSchema = v.object({
  id: Id,
  status: v.picklist(DepositStatuses),
  method: v.picklist(DEPOSIT_METHODS),
  amount: Amount,
  iso: Iso,
  accountId: Id,
  /** Epoch ms. */
  createdAt: v.number(),
  /** Epoch ms; for an expired checkout the moment it expired. */
  endedAt: v.nullable(v.number()),
  /** Epoch ms: while the checkout is open (or once expired), when it stops taking payment; null after it was paid or ended. */
  expiresAt: v.nullable(v.number()),
});
export type Deposit = v.InferOutput<typeof DepositSchema>;

export const DepositResponseSchema = v.object({ data: DepositSchema });

export const StartDepositResponseSchema = v.object({
  data: v.object({
    payment: DepositSchema,
    /** The provider page the browser goes to (same origin). */
    redirectUrl: v.pipe(v.string(), v.startsWith('/')),
  }),
});
export type StartDepositResponse = v.InferOutput<typeof StartDepositResponseSchema>;
