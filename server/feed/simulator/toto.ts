/**
 * Toto draws: 15 football line games per draw; a draw closes when its first game starts and is
 * settled when every game has a result (1, X or 2).
 */
import type { Rng } from './prng';
import type { TotoDrawRecord, TotoEventRecord } from '../types';

export const TOTO_EVENTS = 15;

export function makeTotoDraw(rng: Rng, id: number, number: number, events: TotoEventRecord[], status: TotoDrawRecord['status']): TotoDrawRecord {
  return {
    id,
    number,
    status,
    closesAt: Math.min(...events.map((e) => e.startAt)),
    pool: Math.round(rng.range(2_000_000, 8_000_000) / 1000) * 1000,
    jackpot: Math.round(rng.range(20_000_000, 60_000_000) / 1000) * 1000,
    currency: 'RUB',
    events,
  };
}

/** The status a draw should have now. */
export function totoStatus(draw: Pick<TotoDrawRecord, 'closesAt' | 'events'>, now: number): TotoDrawRecord['status'] {
  if (draw.events.length > 0 && draw.events.every((e) => e.result !== null)) return 'settled';
  return now >= draw.closesAt ? 'closed' : 'open';
}

/**
 * Winning coupons (15 of 15) of a settled draw; undefined before. The demo server takes no toto
 * coupons, so the count is derived from the draw and its results: stable across reads, and about a
 * third of the draws have no winner (their jackpot rolls over, the "nonimees" tab).
 */
export function totoWinners(draw: Pick<TotoDrawRecord, 'id' | 'status' | 'events'>): number | undefined {
  if (draw.status !== 'settled') return undefined;
  let hash = Math.imul(draw.id, 2654435761) >>> 0;
  for (const e of draw.events) hash = Math.imul(hash ^ (e.result ?? '-').charCodeAt(0), 16777619) >>> 0;
  const roll = hash % 100;
  return roll < 35 ? 0 : 1 + (roll % 12);
}
