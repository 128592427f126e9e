/**
 * Toto coupon rules on the server: the picks must name every event of the draw exactly once (they are
 * stored in the draw's event order); the result of a coupon on a settled draw (best line's hits and
 * the payout by the prize table `TOTO_PRIZES`, per line, without enumerating lines).
 */
import { totoMissCounts, totoPrizeMultiple, type TotoPick } from '@kickoff/wallet-contracts';
import type { TotoDrawRecord } from '../../feed/types';

export type PicksCheck = { ok: true; picks: TotoPick[] } | { ok: false; detail: string; gameIds: number[] };

/** The picks in the draw's event order, or what is wrong with them. */
export function orderPicks(draw: Pick<TotoDrawRecord, 'events'>, picks: readonly TotoPick[]): PicksCheck {
  const byGame = new Map<number, TotoPick>();
  const repeated: number[] = [];
  for (const pick of picks) {
    if (byGame.has(pick.gameId)) repeated.push(pick.gameId);
    byGame.set(pick.gameId, pick);
  }
  if (repeated.length > 0) return { ok: false, detail: 'Each event is picked once', gameIds: repeated };
  const events = new Set(draw.events.map((e) => e.gameId));
  const unknown = picks.filter((p) => !events.has(p.gameId)).map((p) => p.gameId);
  if (unknown.length > 0) return { ok: false, detail: 'Some picks name no event of the draw', gameIds: unknown };
  const missing = draw.events.filter((e) => !byGame.has(e.gameId)).map((e) => e.gameId);
  if (missing.length > 0) return { ok: false, detail: 'Every event of the draw needs at least one pick', gameIds: missing };
  return { ok: true, picks: draw.events.map((e) => byGame.get(e.gameId)).filter((p): p is TotoPick => p !== undefined) };
}

/** The prize (multiples of the line stake) if every result of the draw is among the picks: the best case. */
export const bestPrizeMultiple = (picks: readonly TotoPick[]): number =>
  totoPrizeMultiple(totoMissCounts(picks.map((p) => ({ hit: 1, miss: p.outcomes.length - 1 }))));

export interface TotoOutcomeOfCoupon {
  /** Right results of the best line (events whose result is among the picks). */
  hits: number;
  payoutMinor: number;
}

/** A coupon's result on a draw whose every event has a result; null while one is missing. */
export function totoResult(draw: Pick<TotoDrawRecord, 'events'>, picks: readonly TotoPick[], lineStakeMinor: number): TotoOutcomeOfCoupon | null {
  const results = new Map(draw.events.map((e) => [e.gameId, e.result]));
  const factors: Array<{ hit: number; miss: number }> = [];
  let hits = 0;
  for (const pick of picks) {
    const result = results.get(pick.gameId);
    if (result === undefined || result === null) return null;
    const hit = pick.outcomes.includes(result) ? 1 : 0;
    hits += hit;
    factors.push({ hit, miss: pick.outcomes.length - hit });
  }
  return { hits, payoutMinor: lineStakeMinor * totoPrizeMultiple(totoMissCounts(factors)) };
}

/** Whether a coupon has a line with every result of the draw right (a winner of the draw). */
export function hitsEverything(draw: Pick<TotoDrawRecord, 'events'>, picks: readonly TotoPick[]): boolean {
  const byGame = new Map(picks.map((p) => [p.gameId, p.outcomes]));
  return (
    draw.events.length > 0 &&
    draw.events.every((e) => {
      const result = e.result;
      return result !== null && (byGame.get(e.gameId)?.includes(result) ?? false);
    })
  );
}
