/** Placing error codes on their own (no valibot), so the browser bundle can name them without the coupon schemas. */
/** Error codes of placing (JSON:API `errors[0].code`; `meta` carries the facts named in docs/api.md). */
export const CouponErrorCodes = {
  oddsChanged: 'odds_changed',
  stakeTooHigh: 'stake_too_high',
  stakeTooLow: 'stake_too_low',
  insufficientBalance: 'insufficient_balance',
  marketClosed: 'market_closed',
  invalidCoupon: 'invalid_coupon',
  invalidAccount: 'invalid_account',
  vipBetUnavailable: 'vip_bet_unavailable',
  vipAlreadyDecided: 'vip_already_decided',
  /** Two or more bets of one game in a type that combines them (shell spec §3 isDepend): their outcomes are correlated. */
  dependentBets: 'dependent_bets',
  /** An outcome of the coupon would pass the book's liability cap: meta.max is the largest stake still taken. */
  liabilityExceeded: 'liability_exceeded',
  /** The anti-express has no price at or above 1.001 for these bets (they are all near-certain). */
  antiExpressUnavailable: 'anti_express_unavailable',
} as const;

/**
 * Refusals of a money call the player's KYC state does not allow yet (403): identification still
 * needed (no bets, deposits or withdrawals until it is passed), or verification (withdrawals).
 */
export const KycErrorCodes = {
  identificationRequired: 'identification_required',
  verificationRequired: 'verification_required',
} as const;
