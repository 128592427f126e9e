/**
 * Stake and payout limits per currency (major units), the wallet's configuration. The site config says
 * for which coupon types the minimum (`couponTypesWithMinAmount`) and the maximum
 * (`couponTypesWithMaxAmount`) stake apply (shell spec §5); the maximum payout applies to every coupon.
 *
 * Bonus account (type 4): the coupon shows no maximum there (spec §5), so the maximum stake is not
 * enforced on a bonus account; the minimum stake and the maximum payout are.
 */
export interface CurrencyLimits {
  minStake: number;
  maxStake: number;
  maxPayout: number;
}

export const LIMITS_BY_CURRENCY: Readonly<Record<string, CurrencyLimits>> = {
  RUB: { minStake: 10, maxStake: 500_000, maxPayout: 10_000_000 },
  USD: { minStake: 0.1, maxStake: 5_000, maxPayout: 100_000 },
  EUR: { minStake: 0.1, maxStake: 5_000, maxPayout: 100_000 },
};

/** Any other currency. */
export const DEFAULT_LIMITS: CurrencyLimits = { minStake: 1, maxStake: 10_000, maxPayout: 1_000_000 };

export const limitsFor = (iso: string): CurrencyLimits => LIMITS_BY_CURRENCY[iso] ?? DEFAULT_LIMITS;

/** Account type of a bonus account (account spec §3). */
export const BONUS_ACCOUNT_TYPE = 4;

/**
 * The house margin of a derived price (the anti-express quote, coupon-maths fair-price.ts): fair value
 * × (1 − margin). Site config `couponDerivedMargin` (0 to 0.5) overrides it; docs/api.md "Derived prices".
 */
export const DEFAULT_DERIVED_MARGIN = 0.05;
