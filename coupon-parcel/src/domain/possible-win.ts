/**
 * What a coupon pays if it wins in full, and the coefficient it shows.
 *
 * possibleWin = amount × exactCoef when exactCoef is set (spec §5), otherwise the return of the
 * coupon's lines with every selection won (pricing.ts), rounded once to the minor unit (money.ts).
 * For a one-line coupon (single, express, system n/n, anti-express) that is amount × the shown
 * 3-decimal coefficient, as spec §5 says. For a coupon of several lines it is the exact sum of the
 * lines; the coefficient it shows (couponCoef) is that sum ÷ the amount rounded to 3 decimals, so
 * amount × couponCoef can differ from the possible win by up to amount × 0.0005: the lines are
 * what pays, not their rounded average.
 *
 * For an anti-express the possible win is what it pays when it wins (some selection loses):
 * amount × its coefficient. If every selection wins, an anti-express pays nothing.
 */
import { roundCoef } from './coef';
import { describeCoupon } from './coupon-shape';
import { roundMoney } from './money';
import { fullWinPerStake } from './pricing';
import type { CouponInput } from './types';

/** The total return (major unit, rounded to the minor unit) if every selection wins. */
export function possibleWin(input: CouponInput): number {
  const coupon = describeCoupon(input);
  return roundMoney(input.amount * fullWinPerStake(coupon, input.bets.map((bet) => bet.coef)));
}

/**
 * The coefficient the coupon shows (coupon state `coef`), 3 decimals: the return of a full win per
 * unit staked, from the selections' odds (exactCoef is a setting and not part of it; for an
 * anti-express it is the anti-express coefficient).
 */
export function couponCoef(input: CouponInput): number {
  const coupon = describeCoupon({ ...input, exactCoef: 0 });
  return roundCoef(fullWinPerStake(coupon, input.bets.map((bet) => bet.coef)));
}

/**
 * How many separately priced bets the coupon is: 1 for a single, an express and an anti-express;
 * C(n, k) for a system (n non-bankers) and a multi-bet (n blocks); n for a chain, a conditional bet
 * and many singles; 2ⁿ − 1 for a lucky (15 for 4 selections); 7 for a patent.
 */
export function lineCount(input: CouponInput): number {
  return describeCoupon(input).lines;
}

/** A coupon's price at once: its lines, the coefficient it shows and its possible win (one description of the coupon). */
export interface CouponPrice {
  readonly lines: number;
  readonly coef: number;
  readonly possibleWin: number;
}

/**
 * lineCount, couponCoef and possibleWin of one coupon together (what the server prices every coupon
 * with): the coupon is described once. Without exactCoef the three agree with the separate calls.
 */
export function couponPrice(input: CouponInput): CouponPrice {
  const coupon = describeCoupon({ ...input, exactCoef: 0 });
  const perStake = fullWinPerStake(coupon, input.bets.map((bet) => bet.coef));
  const exact = input.exactCoef ?? 0;
  return { lines: coupon.lines, coef: roundCoef(perStake), possibleWin: roundMoney(input.amount * (exact > 0 ? exact : perStake)) };
}
