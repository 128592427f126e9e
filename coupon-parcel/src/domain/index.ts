/**
 * The coupon's pure domain: coupon maths and coupon rules, no React, no DOM, no server.
 *
 * Amounts are in the currency's major unit (amount 10 is ten roubles). Rounding, the two rules
 * and nothing else:
 * - money: a result (possible win, payout) is rounded once, at the end, half up to whole minor
 *   units (money.ts: toMinor / fromMinor, with a guard against binary fractions such as 1.005);
 *   line stakes and line returns are never rounded on the way (a system pays the exact sum of its
 *   lines); limits round down;
 * - coefficients: rounded to 3 decimals (spec §5, ./coef: the platform's roundCoef formula) where a coefficient is
 *   shown or quoted: couponCoef, the coefficient of a one-line coupon (single, express, system n/n:
 *   what it shows is what a full win pays), the anti-express coefficient, block coefficients, the
 *   bonus coefficient. Coefficients of the lines of a several-line coupon are never rounded.
 *
 * Coupon types, per 1 unit of the amount S when every selection wins (c the odds):
 *  0 single c · 1 express Π c (3 decimals) · 2 system k/n Π bankers × e_k(others) / C(n, k) ·
 *  3 chain and 5 conditional 1 + Σ (c − 1) (they differ in settlement) · 4 multi-bet
 *  lobby × e_k(blocks) / C(m, k) · 6 anti-express its coefficient · 7 lucky and 8 patent
 *  (e_1 + … + e_n) / (2ⁿ − 1) · 9 many singles Σ c / n.
 * Each file's header gives the definitions and the decisions behind them.
 */
export { CouponType, BetStatus } from './types';
export type { BetStatusId, CouponInput, CouponSelection, CouponTypeId, SettledSelection, SettleInput } from './types';
export { InvalidCouponError, UnsettledBetError } from './errors';
export { MINOR_DIGITS, floorMoney, fromMinor, roundMoney, toMinor } from './money';
export { binomial, elementarySymmetric, elementarySymmetricAt } from './combinations';
export { MAX_DERIVED_MARGIN, fairAntiExpressCoef, fairChance } from './fair-price';
export type { MarketSelection } from './fair-price';
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
export { formatOdds, parseOdds } from './odds';
