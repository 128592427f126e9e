/**
 * The coupon maths' inputs (shell spec §3: coupon type ids, bet status). Amounts are in the
 * currency's major unit (10 is ten roubles); coefficients are decimal.
 */

/** Coupon type ids (shell spec §3 "Coupon type ids"). */
export const CouponType = {
  single: 0,
  express: 1,
  system: 2,
  chain: 3,
  multiBet: 4,
  conditional: 5,
  antiExpress: 6,
  lucky: 7,
  patent: 8,
  manySingles: 9,
} as const;
export type CouponTypeId = (typeof CouponType)[keyof typeof CouponType];

/** Bet status ids (shell spec §3 "Bet status"). */
export const BetStatus = {
  notCalculated: -2,
  notStarted: -1,
  lose: 0,
  win: 1,
  return: 2,
  forcedReturn: 3,
  halfWinHalfReturn: 4,
  halfLoseHalfReturn: 5,
  halfLoseHalfWin: 6,
} as const;
export type BetStatusId = (typeof BetStatus)[keyof typeof BetStatus];

/** One selection of the coupon as the maths sees it. */
export interface CouponSelection {
  /** Decimal coefficient, at least 1.001 (the bet schema's minimum). */
  readonly coef: number;
  /** A banker must win in every line. Counts only in a system (type 2); other types ignore it. */
  readonly banker?: boolean;
  /** The selection's block (0 is the lobby). Counts only in a multi-bet (type 4); other types ignore it. */
  readonly blockId?: number;
}

export interface CouponInput {
  readonly typeId: CouponTypeId;
  /** The coupon's total stake (major unit). Types with several lines split it equally over them. */
  readonly amount: number;
  /** In the coupon's order, which is the order of play for a chain and a conditional bet. */
  readonly bets: readonly CouponSelection[];
  /** System (type 2): non-banker selections per line. Multi-bet (type 4): blocks per line (default 1). */
  readonly systemValue?: number;
  /** The coupon setting exactCoef: when above 0 it is the price of the full win (spec §5); 0 means not set (spec §4). */
  readonly exactCoef?: number;
  /** Multi-bet: the lobby's quoted coefficient, the price of the lobby when every lobby selection wins. */
  readonly lobbyCoef?: number;
  /** Anti-express: the bookmaker's quote (coupon state antiExpressCoef); derived from the express when absent. */
  readonly antiExpressCoef?: number;
}

/** A selection with its result. */
export interface SettledSelection extends CouponSelection {
  readonly statusId: BetStatusId;
}

export interface SettleInput extends Omit<CouponInput, 'bets'> {
  readonly bets: readonly SettledSelection[];
}
