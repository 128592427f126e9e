/**
 * Coefficient views for the coupon: the platform's formatter and parser under the coupon's names,
 * so the coupon, the bet calculator and the odds buttons show and read coefficients with one
 * implementation (platform/src/odds: views 0, 1, 2, 4, 5, 6 and 14–16).
 */
export { formatCoef as formatOdds, parseCoef as parseOdds } from '@kickoff/platform';
