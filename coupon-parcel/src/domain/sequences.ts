/**
 * Chain (type 3) and conditional bet (type 5): singles played one after another in the coupon's
 * order, with the coupon's amount as the unit stake of each single. Only the first single is paid
 * for; the later ones are staked from a running account that starts at the amount.
 *
 * Chain (the bookmakers' "chain account"): each single takes min(unit, account) from the account
 * and puts back that stake times the odds it settles at. A loss does not end the chain; only an
 * empty account does, and the account is what the chain pays. The bets after that are never
 * placed, so their results are not needed.
 *   all win: unit × (1 + Σ (oddsᵢ − 1)).
 *   example, unit 3, odds 2, 1.5, 2 (lost), 3, 1.5 (lost): 3 → 6 → 7.5 → 4.5 → 10.5 → 7.5.
 *
 * Conditional: each next single is placed only if the previous one won outright (status 1, the
 * spec's "only if the previous wins"); any other result ends the sequence after paying that single
 * what it settles at, and the bets after it are never placed. The account never runs short: a win
 * returns at least the unit. Every single stakes the unit, so
 *   all win: unit × (1 + Σ (oddsᵢ − 1)), the same as a chain that wins every single;
 *   stops at j: unit × (Σ_{i<j} (oddsᵢ − 1) + settled odds of j).
 * They differ after the first non-win: the chain plays on, the conditional bet stops.
 *
 * Both return the account per 1 unit staked; the caller multiplies by the amount.
 */
import type { ResultAt } from './selection-result';

export interface SequenceReturn {
  /** The account at the end, per 1 unit staked. */
  readonly perStake: number;
  /** Every single was played and won outright. */
  readonly fullWin: boolean;
}

export function chainReturn(count: number, resultAt: ResultAt): SequenceReturn {
  let account = 1;
  let fullWin = true;
  for (let i = 0; i < count; i++) {
    if (account === 0) return { perStake: 0, fullWin: false };
    const result = resultAt(i);
    const stake = Math.min(1, account);
    account += stake * (result.odds - 1);
    fullWin &&= result.won;
  }
  return { perStake: account, fullWin };
}

export function conditionalReturn(count: number, resultAt: ResultAt): SequenceReturn {
  let account = 1;
  for (let i = 0; i < count; i++) {
    const result = resultAt(i);
    account += result.odds - 1; // the stake is the unit: the account is at least 1 while the sequence goes on
    if (!result.won) return { perStake: account, fullWin: false };
  }
  return { perStake: account, fullWin: true };
}
