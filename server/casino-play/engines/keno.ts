/**
 * Keno: the player picks 1 to 10 distinct numbers of 1..80; the round draws 20 numbers without
 * replacement and pays by how many picks were drawn (hits), from the paytable of the pick count. The
 * paytables are tuned so that every pick count returns 95% ± 0.5% exactly (hypergeometric odds).
 */
import * as v from 'valibot';
import { checkStake, finished, noMoves, rtpRow } from './common';
import type { Engine, Rng, RulesRow, Step } from './types';

/** The numbers on the board, 1..80. */
export const KENO_NUMBERS = 80;
/** How many numbers a round draws. */
export const KENO_DRAWN = 20;
/** The most numbers a player may pick. */
export const KENO_MAX_PICKS = 10;
/** The stated return to player, for every pick count. */
export const KENO_RTP = 0.95;

/**
 * The paytables: for each pick count, hits → multiplier of the stake in hundredths (a hit count not
 * listed pays nothing).
 */
export const KENO_PAYTABLE: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 380 },
  2: { 1: 100, 2: 950 },
  3: { 2: 250, 3: 4350 },
  4: { 2: 100, 3: 500, 4: 17_000 },
  5: { 2: 100, 3: 300, 4: 1500, 5: 38_000 },
  6: { 2: 50, 3: 250, 4: 800, 5: 5000, 6: 68_000 },
  7: { 3: 100, 4: 500, 5: 4000, 6: 20_000, 7: 90_000 },
  8: { 4: 400, 5: 1800, 6: 10_200, 7: 30_000, 8: 100_000 },
  9: { 4: 200, 5: 920, 6: 5000, 7: 20_000, 8: 50_000, 9: 100_000 },
  10: { 0: 100, 5: 570, 6: 3000, 7: 12_000, 8: 50_000, 9: 100_000, 10: 200_000 },
};

/** The player's numbers: 1 to 10 distinct integers of 1..80. */
export const KenoParamsSchema = v.object({
  picks: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(KENO_NUMBERS))),
    v.minLength(1),
    v.maxLength(KENO_MAX_PICKS),
    v.check((picks) => new Set(picks).size === picks.length, 'the picks must be distinct'),
  ),
});
export type KenoParams = v.InferOutput<typeof KenoParamsSchema>;

/** A keno round. */
export interface KenoState {
  stakeMinor: number;
  picks: number[];
  /** The 20 drawn numbers, in draw order. */
  drawn: number[];
  /** The picks that were drawn, ascending. */
  hits: number[];
  /** What the round pays, in hundredths of the stake. */
  x100: number;
}

/** The multiplier in hundredths for `hits` hits with `pickCount` picks. */
export function kenoPayX100(pickCount: number, hits: number): number {
  return KENO_PAYTABLE[pickCount]?.[hits] ?? 0;
}

/** Draws 20 distinct numbers of 1..80 (the first 20 steps of a Fisher–Yates shuffle). */
export function drawKeno(rng: Rng): number[] {
  const board = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + rng(KENO_NUMBERS - i);
    const picked = board[j] as number;
    board[j] = board[i] as number;
    board[i] = picked;
  }
  return board.slice(0, KENO_DRAWN);
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** The exact chance of `hits` hits with `pickCount` picks (hypergeometric). */
export function kenoChance(pickCount: number, hits: number): number {
  return (
    (choose(pickCount, hits) * choose(KENO_NUMBERS - pickCount, KENO_DRAWN - hits)) / choose(KENO_NUMBERS, KENO_DRAWN)
  );
}

/** The exact theoretical return of a pick count: Σ over hits of chance × pay. */
export function kenoTheoreticalRtp(pickCount: number): number {
  let rtp = 0;
  for (let hits = 0; hits <= pickCount; hits++) rtp += (kenoChance(pickCount, hits) * kenoPayX100(pickCount, hits)) / 100;
  return rtp;
}

/** The keno engine: one draw per round. */
export const kenoEngine: Engine<KenoParams, KenoState> = {
  id: 'keno',
  rtp: KENO_RTP,
  params: KenoParamsSchema,
  action: null,
  start(stakeMinor: number, params: KenoParams, rng: Rng): Step<KenoState> {
    checkStake(stakeMinor);
    const picks = [...params.picks];
    const drawn = drawKeno(rng);
    const drawnSet = new Set(drawn);
    const hits = picks.filter((n) => drawnSet.has(n)).sort((a, b) => a - b);
    return finished({ stakeMinor, picks, drawn, hits, x100: kenoPayX100(picks.length, hits.length) });
  },
  act: noMoves,
  collect: finished,
  view: (state) => state,
  rules(): readonly RulesRow[] {
    const rows: RulesRow[] = [
      rtpRow(KENO_RTP),
      { label: 'Pick 1 to 10 numbers of 1..80; 20 numbers are drawn; the pay depends on how many picks are drawn', x100: 0 },
    ];
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
      for (let hits = picks; hits >= 0; hits--) {
        const x100 = kenoPayX100(picks, hits);
        if (x100 > 0) rows.push({ label: `${hits} of ${picks} hits`, x100, chance: kenoChance(picks, hits) });
      }
    }
    return rows;
  },
};
