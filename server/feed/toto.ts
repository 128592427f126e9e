/**
 * Toto draws: 15 football line games per draw; a draw closes when its first game starts and is
 * settled when every game has a result (1, X or 2).
 */
import type { Rng } from './prng';
import type { TotoDrawRecord, TotoEventRecord } from './types';

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
