/**
 * The stake check the frame makes before it asks for a round: a number, within the game's bounds, no
 * more decimals than the currency has, and no more than the balance. The play service checks it again.
 */

export type StakeProblem = 'empty' | 'range' | 'decimals' | 'balance';

export interface StakeBounds {
  minStake: number;
  maxStake: number;
  balance: number;
  /** The currency's decimals. */
  digits: number;
}

/** What is wrong with a stake, or null when it may be played. */
export function stakeProblem(stake: number, bounds: StakeBounds): StakeProblem | null {
  if (!Number.isFinite(stake)) return 'empty';
  if (stake < bounds.minStake || stake > bounds.maxStake || stake <= 0) return 'range';
  const scaled = stake * 10 ** bounds.digits;
  if (Math.abs(Math.round(scaled) - scaled) > 1e-6) return 'decimals';
  if (stake > bounds.balance) return 'balance';
  return null;
}
