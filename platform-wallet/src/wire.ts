/**
 * The wallet's wire contracts for the reference server (`@kickoff/wallet-contracts`): the request and
 * reply schemas, paths and error codes of the wallet calls, re-exported by name like
 * `@kickoff/contracts` does for the platform.
 */
export {
  ChangeCoefActions,
  CouponErrorCodes,
  CouponLimitsQuerySchema,
  CouponLimitsResponseSchema,
  CouponQuoteQuerySchema,
  CouponQuoteResponseSchema,
  CouponListResponseSchema,
  CouponPaths,
  PlaceCouponResponseSchema,
  PlacedCouponSchema,
} from './schemas/coupon';
export { KycErrorCodes } from './schemas/coupon-errors';
export { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IdempotencyErrorCodes } from './schemas/idempotency';
export { CouponQuerySchema } from './schemas/coupon';
export type { PlacedBet, PlacedCoupon } from './schemas/coupon';
export { CouponListQuerySchema, IdempotencyKeySchema, PlaceCouponRequestSchema } from './schemas/coupon-requests';
export type { PlaceCouponRequest } from './schemas/coupon-requests';
export {
  COUPON_CODE_ALPHABET,
  COUPON_CODE_LENGTH,
  COUPON_CODE_TTL_MS,
  CouponCodeErrorCodes,
  CouponCodePaths,
  normalizeCouponCode,
} from './schemas/coupon-code-format';
export { LoadCouponCodeResponseSchema, PromoCodeCheckResponseSchema, SaveCouponCodeResponseSchema } from './schemas/coupon-codes';
export type { LoadedCouponCode, PromoCodeCheck } from './schemas/coupon-codes';
export { PromoCodeCheckRequestSchema, SaveCouponCodeRequestSchema } from './schemas/coupon-code-requests';
export type { SaveCouponCodeRequest } from './schemas/coupon-code-requests';
export {
  PlaceTotoRequestSchema,
  PlaceTotoResponseSchema,
  TOTO_OUTCOMES,
  TOTO_PRIZES,
  TotoCouponListResponseSchema,
  TotoCouponSchema,
  TotoErrorCodes,
  TotoPaths,
  TotoPickSchema,
  totoLineCount,
  totoMissCounts,
  totoPrizeMultiple,
} from './schemas/toto-coupon';
export type { PlaceTotoRequest, TotoCoupon, TotoOutcome, TotoPick } from './schemas/toto-coupon';
export {
  EXTRA_LIMIT_TYPES,
  EXTRA_LOCK_DAYS,
  LIMITS_API_PATH,
  LIMITS_PING_INTERVAL_MS,
  LIMIT_APPROVAL_SECONDS,
  LIMIT_TYPES,
  LIMIT_WINDOW_SECONDS,
  LimitErrorCodes,
  LimitPaths,
  LimitStates,
  LimitTypes,
  MONEY_LIMIT_TYPES,
  NOT_SET_VALUE,
  NO_LIMIT_VALUE,
  PERIOD_LIMIT_TYPES,
  REALITY_CHECK_MINUTES,
  REALITY_CHECK_PATH,
  SELF_EXCLUSION_DAYS,
  SESSION_LIMIT_HOURS,
  TIME_OUT_DAYS,
} from './schemas/limit-rules';
export type { LimitState, LimitType } from './schemas/limit-rules';
export {
  AvailableLimitsResponseSchema,
  BlockUserRequestSchema,
  BlockUserResponseSchema,
  DeleteLimitQuerySchema,
  LimitActionRequestSchema,
  LimitActionResponseSchema,
  LimitChangeSchema,
  LimitSchema,
  LimitsResponseSchema,
  PingResponseSchema,
  RealityCheckRequestSchema,
  RealityCheckResponseSchema,
  SelfExcludeReasonsResponseSchema,
  SetLimitsRequestSchema,
  SetLimitsResponseSchema,
  TestAnswersRequestSchema,
  TestAnswersResponseSchema,
} from './schemas/limits';
export type { AvailableLimit, Limit, LimitChange, PingResponse, RealityCheckAttributes, SelfExcludeReason, SetLimitsRequest, TestQuestion } from './schemas/limits';
