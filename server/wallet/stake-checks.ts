/**
 * Checks other services add to placing (`app.walletStakeChecks`) without the wallet knowing them: the
 * limits service refuses a stake beyond a wager or loss limit. A check runs inside the placing
 * transaction, after the coupon is priced and before the balance check, and throws an `HttpError`
 * (rendered as that JSON:API error) to refuse; the whole placing rolls back.
 */

export interface Stake {
  userId: number;
  accountId: number;
  /** ISO code of the account's currency. */
  currency: string;
  minorUnits: number;
  /** The stake in integer minor units. */
  amountMinor: number;
  /** Milliseconds since the epoch (server clock). */
  now: number;
}

export type StakeCheck = (stake: Stake) => void;

export interface StakeChecks {
  add(check: StakeCheck): void;
  /** Runs every check (throws the first refusal). */
  run(stake: Stake): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks placing coupons and toto coupons runs on every stake (wallet service). */
    walletStakeChecks: StakeChecks;
  }
}

export function createStakeChecks(): StakeChecks {
  const checks: StakeCheck[] = [];
  return {
    add: (check) => void checks.push(check),
    run(stake) {
      for (const check of checks) check(stake);
    },
  };
}
