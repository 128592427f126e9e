/**
 * The fortune wheel: 50 equal segments, each with a multiplier of the stake (most of them 0); a spin
 * lands on one uniformly. The multipliers sum to 48 stakes over 50 segments, so the exact return is 96%.
 */
import * as v from 'valibot';
import { checkStake, finished, noMoves, rtpRow } from './common';
import type { Engine, Rng, RulesRow, Step } from './types';

/** The segments clockwise from the pointer's rest position, each its multiplier in hundredths. */
export const WHEEL_SEGMENTS: readonly number[] = [
  1000, 0, 150, 0, 0, 200, 0, 0, 150, 0,
  0, 300, 0, 0, 200, 0, 0, 150, 0, 0,
  500, 0, 0, 200, 0, 0, 150, 0, 0, 300,
  0, 0, 200, 0, 0, 150, 0, 0, 500, 0,
  0, 200, 0, 0, 300, 0, 0, 150, 0, 0,
];

/** The exact theoretical return: the mean multiplier of the segments. */
export function wheelTheoreticalRtp(): number {
  return WHEEL_SEGMENTS.reduce((sum, x100) => sum + x100, 0) / WHEEL_SEGMENTS.length / 100;
}

/** The stated return to player (equal to `wheelTheoreticalRtp()`). */
export const WHEEL_RTP = 0.96;

/** The wheel takes no choices. */
export const WheelParamsSchema = v.object({});
export type WheelParams = v.InferOutput<typeof WheelParamsSchema>;

/** A spin: the segment it landed on and what that pays. */
export interface WheelState {
  stakeMinor: number;
  /** The segment index, 0..49 (into `WHEEL_SEGMENTS`). */
  segment: number;
  /** The segment's multiplier in hundredths of the stake (0 loses). */
  x100: number;
}

/** The wheel engine: one spin per round. */
export const wheelEngine: Engine<WheelParams, WheelState> = {
  id: 'wheel',
  rtp: WHEEL_RTP,
  params: WheelParamsSchema,
  action: null,
  start(stakeMinor: number, _params: WheelParams, rng: Rng): Step<WheelState> {
    checkStake(stakeMinor);
    const segment = rng(WHEEL_SEGMENTS.length);
    return finished({ stakeMinor, segment, x100: WHEEL_SEGMENTS[segment] ?? 0 });
  },
  act: noMoves,
  collect: finished,
  view: (state) => state,
  rules(): readonly RulesRow[] {
    const values = [...new Set(WHEEL_SEGMENTS)].sort((a, b) => b - a);
    return [
      rtpRow(WHEEL_RTP),
      ...values.map((x100) => ({
        label: x100 === 0 ? 'Empty segment' : `Segment ×${x100 / 100}`,
        x100,
        chance: WHEEL_SEGMENTS.filter((s) => s === x100).length / WHEEL_SEGMENTS.length,
      })),
    ];
  },
};
