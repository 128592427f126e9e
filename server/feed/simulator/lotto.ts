/**
 * Lotteries of the demo feed: their names, schedules, new upcoming draws and drawing the numbers.
 */
import type { FeedLang } from '../names';
import type { Rng } from './prng';
import type { LottoDrawRecord } from '../types';

export interface Lottery {
  key: string;
  /** Russian name (stored with each draw). */
  name: string;
  nameEn: string;
  pick: number;
  of: number;
  /** A draw every this many seconds, at `offsetSec` past the UTC day or slot. */
  everySec: number;
  offsetSec: number;
  jackpot: readonly [number, number];
  /** Drawn draws in the seed. */
  history: number;
}

export const LOTTERIES: readonly Lottery[] = [
  { key: 'sportloto-6-45', name: 'Спортлото 6 из 45', nameEn: 'Sportloto 6 of 45', pick: 6, of: 45, everySec: 86_400, offsetSec: 18 * 3600, jackpot: [50_000_000, 150_000_000], history: 5 },
  { key: 'sportloto-5-36', name: 'Спортлото 5 из 36', nameEn: 'Sportloto 5 of 36', pick: 5, of: 36, everySec: 4 * 3600, offsetSec: 0, jackpot: [3_000_000, 12_000_000], history: 6 },
  { key: 'keno-20-80', name: 'Keno 20/80', nameEn: 'Keno 20/80', pick: 20, of: 80, everySec: 900, offsetSec: 0, jackpot: [1_000_000, 5_000_000], history: 10 },
];

/** Name of a stored draw in a reply language: the stored Russian name, or the lottery's English one. */
export function lottoDrawName(lang: FeedLang, draw: Pick<LottoDrawRecord, 'lottery' | 'name' | 'pick' | 'of'>): string {
  if (lang === 'ru') return draw.name;
  return LOTTERIES.find((l) => l.key === draw.lottery)?.nameEn ?? `Lotto ${draw.pick}/${draw.of}`;
}

/** Upcoming draws kept per lottery. */
export const UPCOMING_PER_LOTTERY = 3;

export function drawNumbers(rng: Rng, pick: number, of: number): number[] {
  const pool = Array.from({ length: of }, (_, i) => i + 1);
  return rng
    .shuffle(pool)
    .slice(0, pick)
    .sort((a, b) => a - b);
}

/** The latest scheduled slot at or before `now`. */
export function slotAtOrBefore(lottery: Lottery, now: number): number {
  return Math.floor((now - lottery.offsetSec) / lottery.everySec) * lottery.everySec + lottery.offsetSec;
}

export function makeLottoDraw(rng: Rng, id: number, lottery: Lottery, drawAt: number, drawn: boolean): LottoDrawRecord {
  return {
    id,
    lottery: lottery.key,
    name: lottery.name,
    pick: lottery.pick,
    of: lottery.of,
    drawAt,
    jackpot: Math.round(rng.range(lottery.jackpot[0], lottery.jackpot[1]) / 1000) * 1000,
    currency: 'RUB',
    numbers: drawn ? drawNumbers(rng, lottery.pick, lottery.of) : null,
  };
}

/** Seed draws: the last `history` drawn ones and the next upcoming ones of every lottery. */
export function seedLottoDraws(rng: Rng, now: number, nextId: () => number): LottoDrawRecord[] {
  const draws: LottoDrawRecord[] = [];
  for (const lottery of LOTTERIES) {
    const last = slotAtOrBefore(lottery, now);
    for (let k = lottery.history - 1; k >= 0; k--) draws.push(makeLottoDraw(rng, nextId(), lottery, last - k * lottery.everySec, true));
    for (let k = 1; k <= UPCOMING_PER_LOTTERY; k++) draws.push(makeLottoDraw(rng, nextId(), lottery, last + k * lottery.everySec, false));
  }
  return draws;
}
