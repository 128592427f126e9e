/**
 * Responsible-gaming limits (account spec §3 "Limit", §4, §5, §9): the limit types, states, the
 * option lists and the error codes, on their own (no valibot) so the browser can name them without
 * the schemas. docs/api.md "Limits service" documents the calls.
 */

/** Path of the limits service under `API_BASES.limits` (account spec §7). */
export const LIMITS_API_PATH = '/api/external/web/v3';

/** Limits service paths under `API_BASES.limits + LIMITS_API_PATH`. */
export const LimitPaths = {
  limits: 'limits',
  available: 'availablelimits',
  reasons: 'reasons/selfexclude',
  testAnswers: 'testanswers',
  action: 'limitaction',
  /** DELETE `limit?limitType=N`: cancels the pending change of that type (the other configuration of `limitaction` reject). */
  remove: 'limit',
  blockUser: 'BlockUser',
  ping: 'ping',
} as const;

/** The reality-check answer, under `API_BASES.web`. */
export const REALITY_CHECK_PATH = 'api/web/user/v1/reality-check';

export const LimitTypes = {
  wager24h: 1,
  wager7d: 2,
  wager30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  timeOut: 33,
  extraLock: 37,
} as const;
export type LimitType = (typeof LimitTypes)[keyof typeof LimitTypes];
export const LIMIT_TYPES: readonly LimitType[] = Object.values(LimitTypes);

export const LimitStates = { pending: 'PENDING', active: 'ACTIVE', inactive: 'INACTIVE' } as const;
export type LimitState = (typeof LimitStates)[keyof typeof LimitStates];

/** Money limits (wager, loss, deposit), measured in the currency of the player's main account. */
export const MONEY_LIMIT_TYPES: readonly LimitType[] = [1, 2, 3, 10, 11, 12, 20, 21, 22];
/** Limits that run for a number of days and cannot be cancelled or shortened while active (§5; 37 locks the extra limits). */
export const PERIOD_LIMIT_TYPES: readonly LimitType[] = [30, 33, 37];
/** The "extra limits" (wager and loss) that an active lock 37 keeps as they are. */
export const EXTRA_LIMIT_TYPES: readonly LimitType[] = [1, 2, 3, 10, 11, 12];

/** The window a money limit counts over, in seconds (24 h, 7 d, 30 d). */
export const LIMIT_WINDOW_SECONDS: Readonly<Record<number, number>> = {
  1: 86_400, 2: 604_800, 3: 2_592_000,
  10: 86_400, 11: 604_800, 12: 2_592_000,
  20: 86_400, 21: 604_800, 22: 2_592_000,
};

/** "No limit" for a money limit (§9): asking for it removes the limit. */
export const NO_LIMIT_VALUE = 999_999_999;
/** "Not set" for the session and reality-check limits (§9): asking for it removes the limit. */
export const NOT_SET_VALUE = -1;
/** An increase or removal waits this long, then needs the player's confirmation (§9). */
export const LIMIT_APPROVAL_SECONDS = 86_400;
/** Session limit hours 1–24 (§9). */
export const SESSION_LIMIT_HOURS: readonly number[] = Array.from({ length: 24 }, (_, i) => i + 1);
/** Reality-check minutes (§9). */
export const REALITY_CHECK_MINUTES: readonly number[] = [5, 10, 15, 30, 45, 60];
/** Time-out days (§9). */
export const TIME_OUT_DAYS: readonly number[] = [1, 7, 30];
/** Self-exclusion days (§9). */
export const SELF_EXCLUSION_DAYS: readonly number[] = [1, 7, 30, 90, 180, 365, 730, 1095, 1825];
/** Days of the extra-limits lock. */
export const EXTRA_LOCK_DAYS: readonly number[] = [1, 7, 30, 90, 180, 365];
/** The session ping while a session limit is set (§9). */
export const LIMITS_PING_INTERVAL_MS = 30_000;

/** Error codes of the limits service and of the calls the limits refuse (JSON:API `errors[0].code`). */
export const LimitErrorCodes = {
  /** 400: a value outside the type's options, or a money value with more than 2 decimals. */
  invalidLimit: 'invalid_limit',
  /** 400: a limit type the service does not know. */
  unknownLimitType: 'unknown_limit_type',
  /** 409: the type has a pending change (reject it first). */
  changePending: 'limit_change_pending',
  /** 409: self-exclusion, time-out or the lock cannot be cancelled or shortened while active. */
  notCancellable: 'limit_not_cancellable',
  /** 409: the extra limits are locked (limit 37 active). */
  locked: 'limits_locked',
  /** 409: confirming a pending change before its 86,400 s passed. */
  notMatured: 'limit_not_matured',
  /** 404: no pending change of that type. */
  noPendingChange: 'no_pending_change',
  /** 404: the questionnaire token is unknown, used or expired. */
  unknownTest: 'unknown_test',
  /** 422 on placing a coupon or a deposit: beyond a limit's remaining balance (`meta.limitType`, `meta.remaining`, `meta.currency`). */
  limitExceeded: 'limit_exceeded',
  /** 403 on player calls once the session limit's hours are used up (`meta.endedAt`, seconds). */
  sessionLimitReached: 'session_limit_reached',
  /** 403 on player calls during self-exclusion or time-out (`meta.limitType`, `meta.until`, seconds). */
  selfExcluded: 'self_excluded',
} as const;
