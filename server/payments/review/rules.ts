/**
 * Which withdrawals wait for a person's risk approval before they go to the provider (pure; documented
 * in docs/api.md "Staff: payments"). A request needs the review when any rule flags it:
 * - `amount`: the amount is at least REVIEW_THRESHOLD_RUB (20 000 roubles), other currencies converted
 *   at the limits' fixed rates (../../limits/rates.ts), rounded up;
 * - `unplayed_deposit`: the account's latest credited deposit has not been staked through once (the
 *   stakes on the account's currency since it was credited — sports, toto and casino — are less than
 *   the deposit), the usual sign of a deposit passed through to a withdrawal.
 * Every other request goes to the provider at once, as before.
 */
import { convertMinor, type Money } from '../../limits/rates';

/** The review threshold in roubles (minor units): 20 000.00 RUB. */
export const REVIEW_THRESHOLD_RUB_MINOR = 20_000_00;

export const REVIEW_RULES = ['amount', 'unplayed_deposit'] as const;
export type ReviewRule = (typeof REVIEW_RULES)[number];

export interface WithdrawalFacts {
  amount: Money;
  /** The account's latest credited deposit (minor units of the account's currency), or null. */
  lastDepositMinor: number | null;
  /** Stakes in the account's currency since that deposit was credited (minor units). */
  stakedSinceDepositMinor: number;
}

/** The amount in roubles (minor units, rounded up). */
export const inRoubles = (amount: Money): number => convertMinor(amount, 'RUB', 2);

/** The rules that flag this request, in REVIEW_RULES order; empty when it needs no review. */
export function reviewRules(facts: WithdrawalFacts): ReviewRule[] {
  const rules: ReviewRule[] = [];
  if (inRoubles(facts.amount) >= REVIEW_THRESHOLD_RUB_MINOR) rules.push('amount');
  if (facts.lastDepositMinor !== null && facts.stakedSinceDepositMinor < facts.lastDepositMinor) rules.push('unplayed_deposit');
  return rules;
}
