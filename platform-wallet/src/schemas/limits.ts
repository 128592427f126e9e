/**
 * Wire schemas of the limits service (account spec §3 "Limit", "Self-exclusion reason",
 * "Reality-check request"; §7 "Limits service"). Times are unix seconds; money limits travel in major
 * units of `measure` (a currency), the other limits in days, hours or minutes. docs/api.md
 * "Limits service" documents the calls, the rules and the error codes.
 */
import * as v from 'valibot';
import { LIMIT_TYPES, LimitStates } from './limit-rules';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Seconds = v.pipe(v.number(), v.integer());

export const LimitTypeSchema = v.picklist(LIMIT_TYPES);
export const LimitStateSchema = v.picklist([LimitStates.pending, LimitStates.active, LimitStates.inactive]);

export const LimitSchema = v.object({
  limitType: LimitTypeSchema,
  limitState: LimitStateSchema,
  /** Major units (money limits) or days / hours / minutes; a pending removal carries the "no limit" / "not set" value. */
  limitValue: v.number(),
  /** Currency ISO code of a money limit, else 'days', 'hours' or 'minutes'. */
  measure: v.string(),
  startedAt: Seconds,
  /** When a period limit (30, 33, 37) ends; null for the others. */
  endsAt: v.nullable(Seconds),
  /** The reason id given for a self-exclusion. */
  selfExcludeReason: v.nullable(Id),
  availableValues: v.array(v.number()),
  /** What is left of a money limit in its current window (major units); null for the other limits and for a pending change. */
  limitBalance: v.nullable(v.number()),
  /** A pending increase or removal: confirm or reject it once `startedAt + 86400` has passed. */
  needApprove: v.boolean(),
});
export type Limit = v.InferOutput<typeof LimitSchema>;

export const LimitsDataSchema = v.array(LimitSchema);

/** GET limits */
export const LimitsResponseSchema = v.object({ status: v.literal('OK'), limitsData: LimitsDataSchema });

export const AvailableLimitSchema = v.object({
  limitType: LimitTypeSchema,
  measure: v.string(),
  availableValues: v.array(v.number()),
  /** Whether a value outside `availableValues` is accepted (money limits: any amount with at most 2 decimals). */
  customValues: v.boolean(),
});
export type AvailableLimit = v.InferOutput<typeof AvailableLimitSchema>;

/** GET availablelimits */
export const AvailableLimitsResponseSchema = v.object({ availableLimits: v.array(AvailableLimitSchema) });

export const SelfExcludeReasonSchema = v.object({ id: Id, selfExcludeReason: v.string() });
export type SelfExcludeReason = v.InferOutput<typeof SelfExcludeReasonSchema>;
/** GET reasons/selfexclude */
export const SelfExcludeReasonsResponseSchema = v.array(SelfExcludeReasonSchema);

export const LimitChangeSchema = v.object({
  limitType: v.pipe(v.number(), v.integer()),
  limitValue: v.pipe(v.number(), v.finite()),
  selfExcludeReason: v.optional(Id),
});
export type LimitChange = v.InferOutput<typeof LimitChangeSchema>;

/** POST limits */
export const SetLimitsRequestSchema = v.object({ limits: v.pipe(v.array(LimitChangeSchema), v.minLength(1), v.maxLength(20)) });
export type SetLimitsRequest = v.InferOutput<typeof SetLimitsRequestSchema>;

export const TestQuestionSchema = v.object({
  id: Id,
  question: v.string(),
  answers: v.array(v.object({ id: Id, answer: v.string() })),
});
export type TestQuestion = v.InferOutput<typeof TestQuestionSchema>;

/**
 * POST limits: 'OK' when every change applied at once (decreases, new limits); 'QUESTIONS' when an
 * increase or removal needs the self-test first (answer it with `tokenGuid` at testanswers).
 */
export const SetLimitsResponseSchema = v.object({
  status: v.picklist(['OK', 'QUESTIONS']),
  questions: v.array(TestQuestionSchema),
  tokenGuid: v.nullable(v.string()),
  limitsData: LimitsDataSchema,
});
export type SetLimitsResponse = v.InferOutput<typeof SetLimitsResponseSchema>;

/** POST testanswers */
export const TestAnswersRequestSchema = v.object({
  tokenGuid: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  answers: v.pipe(v.array(v.object({ questionId: Id, answerId: Id })), v.minLength(1), v.maxLength(20)),
});
export type TestAnswersRequest = v.InferOutput<typeof TestAnswersRequestSchema>;

export const TestAnswersResponseSchema = v.object({
  questionsResult: v.array(v.object({ questionId: Id, answerId: Id, passed: v.boolean() })),
  /** The answers passed: the increases and removals are now pending (else nothing changed). */
  success: v.boolean(),
  limitsData: LimitsDataSchema,
});
export type TestAnswersResponse = v.InferOutput<typeof TestAnswersResponseSchema>;

/** POST limitaction */
export const LimitActionRequestSchema = v.object({ limitType: v.pipe(v.number(), v.integer()), action: v.picklist(['confirm', 'reject']) });
export type LimitActionRequest = v.InferOutput<typeof LimitActionRequestSchema>;

/** DELETE limit?limitType=N */
export const DeleteLimitQuerySchema = v.object({ limitType: v.pipe(v.string(), v.regex(/^-?\d{1,4}$/), v.transform(Number)) });

/** limitaction and DELETE limit */
export const LimitActionResponseSchema = v.object({ status: v.literal('OK'), title: v.string(), limitsData: LimitsDataSchema });

/** POST BlockUser: the longest self-exclusion, at once. */
export const BlockUserRequestSchema = v.object({ selfExcludeReason: Id });
export const BlockUserResponseSchema = v.object({ success: v.boolean() });

/** POST ping: whether the session may go on ('SESSION_LIMIT_REACHED' once its hours are used up). */
export const PingResponseSchema = v.object({
  status: v.picklist(['OK', 'SESSION_LIMIT_REACHED']),
  /** When the session limit ends (or ended) this session; null without a session limit. */
  sessionEndsAt: v.nullable(Seconds),
  /** Kickoff addition for the reality check: when this session started (unix seconds) ... */
  sessionStartedAt: Seconds,
  /** ... and the player's net result since then in major units of `currency` (payouts and refunds less stakes). */
  netResult: v.number(),
  currency: v.string(),
});
export type PingResponse = v.InferOutput<typeof PingResponseSchema>;

export const RealityCheckAttributesSchema = v.object({
  action: v.picklist(['continue', 'logout', 'none']),
  do_not_show_again: v.boolean(),
  /** When the popup was shown, unix seconds. */
  popup_show_at: Seconds,
});
export type RealityCheckAttributes = v.InferOutput<typeof RealityCheckAttributesSchema>;

/** POST …/reality-check (JSON:API body). */
export const RealityCheckRequestSchema = v.object({
  data: v.object({ type: v.optional(v.literal('reality-check')), attributes: RealityCheckAttributesSchema }),
});
export type RealityCheckRequest = v.InferOutput<typeof RealityCheckRequestSchema>;

export const RealityCheckResponseSchema = v.object({
  data: v.object({ type: v.literal('reality-check'), id: v.string(), attributes: RealityCheckAttributesSchema }),
});
