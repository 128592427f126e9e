/**
 * The bonus bet on an express (shell spec §5): it applies when bonus bets are enabled in config
 * (isAvailableCouponBonusBet), the coupon is an express, every bet has a coefficient of at least
 * 1.1 and is not of market kind 7, at least 3 bets are present, and the total coefficient is at
 * least 1.01. (With three bets of at least 1.1 the total is at least 1.331, so the last condition
 * never decides; it is kept because the spec states it.)
 *
 * The spec's bonus: "1.1 times the base, or, when the bet count is from 1 to 9, 1 plus the count in
 * percent". Read literally the second branch could be a coefficient of its own (1.05 for five
 * bets), which would be below the base it is a bonus on. The reading taken: both branches are
 * multipliers of the base (the express coefficient): 1 + count % for 1 to 9 bets (3 bets: × 1.03),
 * × 1.1 (10 %) from 10 bets on, so the bonus grows one percent a bet up to ten. Counts 1 and 2
 * cannot reach it (3 bets are required); the range is kept as the spec writes it.
 */
import { roundCoef } from './coef';
import { CouponType, type CouponTypeId } from './types';

/** Market kind excluded from the bonus bet. */
export const BONUS_EXCLUDED_KIND = 7;
export const BONUS_MIN_BET_COEF = 1.1;
export const BONUS_MIN_BETS = 3;
export const BONUS_MIN_TOTAL_COEF = 1.01;

export interface BonusBetInput {
  /** Site config isAvailableCouponBonusBet. */
  readonly isEnabled: boolean;
  readonly typeId: CouponTypeId;
  readonly bets: readonly { readonly coef: number; readonly kind: number }[];
}

export interface BonusBet {
  /** The express coefficient, 3 decimals. */
  readonly baseCoef: number;
  /** The bonus in percent: the bet count for 1 to 9 bets, else 10. */
  readonly percent: number;
  /** baseCoef × (1 + percent / 100), 3 decimals. */
  readonly bonusCoef: number;
}

/** The bonus when it applies, else null. */
export function bonusBet(input: BonusBetInput): BonusBet | null {
  const { bets } = input;
  if (!input.isEnabled || input.typeId !== CouponType.express) return null;
  if (bets.length < BONUS_MIN_BETS) return null;
  if (!bets.every((bet) => bet.coef >= BONUS_MIN_BET_COEF && bet.kind !== BONUS_EXCLUDED_KIND)) return null;
  const baseCoef = roundCoef(bets.reduce((product, bet) => product * bet.coef, 1));
  if (baseCoef < BONUS_MIN_TOTAL_COEF) return null;
  const count = bets.length;
  const percent = count >= 1 && count <= 9 ? count : 10;
  return { baseCoef, percent, bonusCoef: roundCoef(baseCoef * (1 + percent / 100)) };
}
