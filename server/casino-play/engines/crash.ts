/**
 * Crash: the multiplier climbs from ×1.00 until it crashes; the player names a cash-out target before
 * the round and wins stake × target if the crash point reaches it. The crash point has a 3% house
 * edge: P(crash ≥ m) = 0.97 / m for 1 < m ≤ 1000, the remaining 3% crash at once at ×1.00, and the
 * point is capped at ×1000.00. Every target returns 97%.
 */
import * as v from 'valibot';
import { checkStake, finished, floorDiv, noMoves, rtpRow } from './common';
import type { Engine, Rng, RulesRow, Step } from './types';

/** The stated return to player, whatever the target. */
export const CRASH_RTP = 0.97;
/** The lowest target, ×1.01 in hundredths. */
export const CRASH_MIN_TARGET_X100 = 101;
/** The highest target and crash point, ×1000.00 in hundredths. */
export const CRASH_MAX_X100 = 100_000;
/** The range of the uniform draw behind a crash point (2^32). */
const SPAN = 2 ** 32;
/** 0.97 × 100: the return in hundredths of the stake. */
const EDGE_X100 = Math.round(CRASH_RTP * 100);

/** The player's cash-out target, in hundredths (×1.01..×1000.00 → 101..100 000). */
export const CrashParamsSchema = v.object({
  targetX100: v.pipe(v.number(), v.integer(), v.minValue(CRASH_MIN_TARGET_X100), v.maxValue(CRASH_MAX_X100)),
});
export type CrashParams = v.InferOutput<typeof CrashParamsSchema>;

/** A crash round. */
export interface CrashState {
  stakeMinor: number;
  targetX100: number;
  /** Where the multiplier crashed, in hundredths (100 = at once). */
  crashX100: number;
  /** What the round pays, in hundredths of the stake: the target if reached, else 0. */
  x100: number;
}

/**
 * Draws a crash point in hundredths. With j uniform in 1..2^32, crash = floor(97 × 2^32 / j), raised to
 * 100 and capped at 100 000. For an integer t in 101..100 000, crash ≥ t ⇔ j ≤ 97 × 2^32 / t, so
 * P(crash ≥ t) = floor(97 × 2^32 / t) / 2^32: 0.97 / (t / 100) less at most 2^-32.
 */
export function drawCrashX100(rng: Rng): number {
  const j = SPAN - rng(SPAN);
  const crash = floorDiv(EDGE_X100 * SPAN, j);
  return Math.min(Math.max(crash, 100), CRASH_MAX_X100);
}

/** The exact chance that the crash point reaches `targetX100` (an integer in 101..100 000). */
export function crashChance(targetX100: number): number {
  return floorDiv(EDGE_X100 * SPAN, targetX100) / SPAN;
}

/** The exact theoretical return of a target: its chance × the target. */
export function crashTheoreticalRtp(targetX100: number): number {
  return (crashChance(targetX100) * targetX100) / 100;
}

/** The crash engine: the target is set up front, so the round settles in one step. */
export const crashEngine: Engine<CrashParams, CrashState> = {
  id: 'crash',
  rtp: CRASH_RTP,
  params: CrashParamsSchema,
  action: null,
  start(stakeMinor: number, params: CrashParams, rng: Rng): Step<CrashState> {
    checkStake(stakeMinor);
    const { targetX100 } = params;
    const crashX100 = drawCrashX100(rng);
    return finished({ stakeMinor, targetX100, crashX100, x100: crashX100 >= targetX100 ? targetX100 : 0 });
  },
  act: noMoves,
  collect: finished,
  view: (state) => state,
  rules(): readonly RulesRow[] {
    const example = (targetX100: number): RulesRow => ({
      label: `Cash out at ×${(targetX100 / 100).toFixed(2)}`,
      x100: targetX100,
      chance: crashChance(targetX100),
    });
    return [
      rtpRow(CRASH_RTP),
      { label: 'Set a cash-out target from ×1.01 to ×1000.00; you win stake × target if the crash point reaches it', x100: 0 },
      { label: 'Crash at ×1.00 (at once)', x100: 0, chance: 1 - crashChance(100) },
      example(150),
      example(200),
      example(500),
      example(1000),
      example(10_000),
      example(CRASH_MAX_X100),
    ];
  },
};
