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
  CouponListQuerySchema,
  CouponListResponseSchema,
  CouponPaths,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  PlaceCouponRequestSchema,
  PlaceCouponResponseSchema,
  PlacedCouponSchema,
} from './schemas/coupon';
export type { PlaceCouponRequest, PlacedCoupon } from './schemas/coupon';
