/**
 * The coupon maths without the odds formatting: the entry the server imports as
 * `@kickoff/coupon-maths` (tsconfig.base.json paths) so it re-checks a coupon with the same code the
 * browser runs. Nothing here imports the platform (coefficients are rounded by ./coef).
 */
export { CouponType, BetStatus } from './types';
export type { BetStatusId, CouponInput, CouponSelection, CouponTypeId, SettledSelection, SettleInput } from './types';
export { InvalidCouponError, UnsettledBetError } from './errors';
export { MINOR_DIGITS, floorMoney, fromMinor, roundMoney, toMinor } from './money';
export { roundCoef } from './coef';
export { binomial, elementarySymmetric, elementarySymmetricAt } from './combinations';
export { MAX_DERIVED_MARGIN, fairAntiExpressCoef, fairChance } from './fair-price';
export type { MarketSelection } from './fair-price';
export { dependentIndexes, isCombinedType } from './slip-rules';
export { couponCoef, couponPrice, lineCount, possibleWin, type CouponPrice } from './possible-win';
export { settle } from './settle';
export { settledOdds } from './selection-result';
export { systemOptions } from './system-options';
export type { SystemOption } from './system-options';
export { bonusBet } from './bonus-bet';
export type { BonusBet, BonusBetInput } from './bonus-bet';
export { vipBetAvailable } from './vip-bet';
export type { VipBetInput } from './vip-bet';
export { blockMaxAmounts } from './block-limits';
export type { BlockLimit, BlockLimitsInput } from './block-limits';
