/**
 * @kickoff/platform-wallet: the platform's wallet calls (placing a coupon under an idempotency key,
 * the player's coupons, stake limits) with the schemas that validate their replies.
 *
 * A part of the platform that ships as its own import-map entry so the home page's first visit does
 * not carry it: browser modules import it only from code that itself loads on use (the coupon slip,
 * print-coupon, bet history), never from a module's entry. It reaches the API client, tokens and
 * interceptors through '@kickoff/platform'; modules still talk to each other only through the
 * platform's stores and events. tests/platform/wallet-surface.txt lists what it exports.
 */
export { ChangeCoefActions, COUPON_RESULT_FILTERS, CouponPaths } from './schemas/coupon';
export { CouponErrorCodes, KycErrorCodes } from './schemas/coupon-errors';
export type { CouponLimits, CouponResultFilter, PlacedBet, PlacedCoupon } from './schemas/coupon';
export type { PlaceCouponRequest } from './schemas/coupon-requests';
export { fetchAntiExpressQuote, fetchCoupon, fetchCouponLimits, fetchCoupons, placeCoupon } from './coupons';
export type { CouponListQuery } from './coupons';
export { checkPromoCode, loadCouponCode, saveCouponCode } from './codes-api';
export type { SavedCouponCode } from './codes-api';
export { CouponCodeErrorCodes, normalizeCouponCode, normalizePromoCode } from './schemas/coupon-code-format';
export type { LoadedCouponCode, PromoCodeCheck } from './schemas/coupon-codes';
export type { SaveCouponCodeRequest } from './schemas/coupon-code-requests';
export { couponResult } from './result';
export { loadCouponFormat } from './load-format';
export type { CouponFormat } from './load-format';
export type { CouponResult } from './result';
// Betting terms (coupon types, bet statuses, coupon results, odds-change policies): the `bets` texts.
export { betTextKeys, loadBetTexts } from './bet-texts';
// Toto coupons (docs/api.md "Toto coupons").
export { TOTO_OUTCOMES, TotoErrorCodes, totoLineCount } from './toto-rules';
export type { TotoOutcome } from './toto-rules';
export type { PlaceTotoRequest, TotoCoupon, TotoPick } from './schemas/toto-coupon';
export { fetchTotoCoupons, placeTotoCoupon } from './toto-api';
// Reading failed calls, idempotency keys for forms that move money and the one header that sends them.
export { apiFailure, createIdempotencyKeys, isNetworkFailure } from './failures';
export { IDEMPOTENCY_HEADER, IdempotencyErrorCodes, idempotencyHeaders } from './schemas/idempotency';
export type { ApiFailure } from './failures';
// Responsible-gaming limits (docs/api.md "Limits service"): the calls, types, states, options and error codes.
export { limitsCalls } from './limits-api';
export {
  EXTRA_LIMIT_TYPES,
  EXTRA_LOCK_DAYS,
  LIMITS_API_PATH,
  LIMITS_PING_INTERVAL_MS,
  LIMIT_APPROVAL_SECONDS,
  LIMIT_TYPES,
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
export type {
  AvailableLimit,
  Limit,
  LimitActionRequest,
  LimitChange,
  PingResponse,
  RealityCheckAttributes,
  SelfExcludeReason,
  SetLimitsRequest,
  SetLimitsResponse,
  TestAnswersRequest,
  TestAnswersResponse,
  TestQuestion,
} from './schemas/limits';
