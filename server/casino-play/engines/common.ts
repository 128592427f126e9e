/**
 * Small helpers the game engines share: exact integer money arithmetic, stake checks and the pieces of
 * a one-step round (no moves, the finished step, the RTP row of the rules card).
 */
import type { RulesRow, Step } from './types';

/** floor(a / b) for non-negative safe integers a and b > 0, exactly (no floating-point rounding). */
export function floorDiv(a: number, b: number): number {
  return (a - (a % b)) / b;
}

/** The win for a stake and a multiplier in hundredths, rounded down once: floor(stake × x100 / 100). */
export function winOf(stakeMinor: number, x100: number): number {
  return floorDiv(stakeMinor * x100, 100);
}

/** Throws unless the stake is a positive safe integer of minor units. */
export function checkStake(stakeMinor: number): void {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) {
    throw new RangeError(`stake must be a positive integer of minor units, got ${stakeMinor}`);
  }
}

/** The `act` of an engine whose rounds finish in one step: there is no move to make. */
export function noMoves(): never {
  throw new Error('this game takes no moves: its rounds finish when they start');
}

/** The finished step of a round worth `x100` of its stake. */
export function finished<S extends { stakeMinor: number; x100: number }>(state: S): Step<S> & { done: true } {
  return { done: true, state, winMinor: winOf(state.stakeMinor, state.x100) };
}

/** The first row of every rules card: the return to player, as a whole or one-decimal percentage. */
export function rtpRow(rtp: number, suffix = ''): RulesRow {
  const percent = Math.round(rtp * 1000) / 10;
  return { label: `Return to player ${percent}%${suffix}`, x100: 0 };
}
