/**
 * The video slot: 5 reels, 3 rows, 10 fixed paylines. Each reel is a strip of 20 symbols; a spin
 * stops every reel at a uniform position and shows that symbol and the two after it (wrapping). A line
 * pays when its first 3, 4 or 5 symbols from the left are the same; the stake is spread evenly over
 * the 10 lines. The paytable is tuned so the exact return (`slotTheoreticalRtp`) is 96%.
 */
import * as v from 'valibot';
import { checkStake, finished, floorDiv, noMoves, rtpRow } from './common';
import type { Engine, Rng, RulesRow, Step } from './types';

/** The symbols, from the commonest (lowest paying) to the rarest. */
export const SLOT_SYMBOLS = ['Cherry', 'Lemon', 'Bell', 'Clover', 'Horseshoe', 'Seven', 'Crown', 'Diamond'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const CODES: Readonly<Record<string, SlotSymbol>> = {
  C: 'Cherry',
  L: 'Lemon',
  B: 'Bell',
  O: 'Clover',
  H: 'Horseshoe',
  S: 'Seven',
  K: 'Crown',
  D: 'Diamond',
};

function strip(codes: string): readonly SlotSymbol[] {
  return [...codes].map((c) => {
    const symbol = CODES[c];
    if (!symbol) throw new Error(`unknown slot symbol code ${c}`);
    return symbol;
  });
}

/**
 * The reel strips, left to right. Every reel holds 6 Cherry, 5 Lemon, 3 Bell, 2 Clover and one each
 * of Horseshoe, Seven, Crown and Diamond, in its own order (codes: the symbols' initials, O = Clover,
 * K = Crown).
 */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  strip('CSCLBLCLCHKBDOLCOCBL'),
  strip('CSCLBLBOLCLDCLBCKOCH'),
  strip('BCLBCLCOHSLCLBKDLCOC'),
  strip('CBLSCLCHOLBDBCKCLOCL'),
  strip('BLCOCLCBLKCHOCLSLDBC'),
];

/** The number of rows the window shows. */
export const SLOT_ROWS = 3;

/** The 10 paylines: for each reel, the row (0 top, 1 middle, 2 bottom) the line crosses. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 2, 1, 0, 1],
];

/**
 * What a line pays for 3, 4 and 5 of a symbol from the left, in hundredths of the line bet (stake / 10).
 * Every figure is a multiple of 10, so every line win is a whole number of hundredths of the stake.
 */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  Cherry: [500, 2000, 6000],
  Lemon: [1000, 3000, 10000],
  Bell: [2500, 10000, 50000],
  Clover: [4000, 20000, 100000],
  Horseshoe: [5500, 30000, 150000],
  Seven: [10000, 50000, 250000],
  Crown: [15000, 75000, 500000],
  Diamond: [25000, 100000, 1000000],
};

/** What a line of `count` × `symbol` pays, in hundredths of the line bet. */
export function slotPayX100(symbol: SlotSymbol, count: 3 | 4 | 5): number {
  return SLOT_PAYTABLE[symbol][count - 3] ?? 0;
}

/** The slot takes no choices: the stake is the total bet over all 10 lines. */
export const SlotParamsSchema = v.object({});
export type SlotParams = v.InferOutput<typeof SlotParamsSchema>;

/** A line that won. */
export interface SlotLineWin {
  /** The payline, 1..10 (its index in `SLOT_PAYLINES` + 1). */
  line: number;
  symbol: SlotSymbol;
  /** How many of the symbol in a row from the left reel. */
  count: 3 | 4 | 5;
  /** What the line pays, in hundredths of the whole stake (the paytable figure / 10). */
  x100: number;
}

/** A spin: where the reels stopped, what they show and what won. */
export interface SlotState {
  stakeMinor: number;
  /** The stop of each reel: the strip index shown on the top row. */
  stops: number[];
  /** The visible symbols, `window[row][reel]` (3 rows of 5). */
  window: SlotSymbol[][];
  lines: SlotLineWin[];
  /** The total of the winning lines, in hundredths of the stake. */
  x100: number;
}

const LINE_COUNT = SLOT_PAYLINES.length;

// Line wins must be whole hundredths of the stake: floor(stake × lineSum / 1000) = floor(stake × x100 / 100).
for (const pays of Object.values(SLOT_PAYTABLE)) {
  if (pays.some((x100) => x100 % LINE_COUNT !== 0)) throw new Error('slot pays must be multiples of the line count');
}

/** Pays a line: the symbol and count of its left-aligned run, with the line-bet multiplier, or null. */
function payLine(window: readonly (readonly SlotSymbol[])[], rows: readonly number[]): { symbol: SlotSymbol; count: 3 | 4 | 5; lineX100: number } | null {
  const symbolAt = (reel: number): SlotSymbol | undefined => window[rows[reel] ?? 0]?.[reel];
  const symbol = symbolAt(0);
  if (symbol === undefined) return null;
  let count = 1;
  while (count < rows.length && symbolAt(count) === symbol) count++;
  if (count < 3) return null;
  const n = count as 3 | 4 | 5;
  return { symbol, count: n, lineX100: slotPayX100(symbol, n) };
}

/** Spins the reels and pays the lines. */
function spin(stakeMinor: number, rng: Rng): SlotState {
  const stops = SLOT_REELS.map((reel) => rng(reel.length));
  const window = Array.from({ length: SLOT_ROWS }, (_, row) =>
    SLOT_REELS.map((reel, i) => reel[((stops[i] ?? 0) + row) % reel.length] as SlotSymbol),
  );
  const lines: SlotLineWin[] = [];
  let lineSumX100 = 0;
  SLOT_PAYLINES.forEach((rows, i) => {
    const won = payLine(window, rows);
    if (!won) return;
    lineSumX100 += won.lineX100;
    lines.push({ line: i + 1, symbol: won.symbol, count: won.count, x100: won.lineX100 / LINE_COUNT });
  });
  // The win is floor(stake × lineSum / 1000); lineSum is a multiple of 10, so x100 = lineSum / 10 is exact.
  return { stakeMinor, stops, window, lines, x100: floorDiv(lineSumX100, LINE_COUNT) };
}

/** The share of each symbol on one reel: the chance it shows on any given row of that reel. */
function reelOdds(reel: readonly SlotSymbol[], symbol: SlotSymbol): number {
  return reel.filter((s) => s === symbol).length / reel.length;
}

/** The exact chance that a line shows exactly `count` of `symbol` from the left (reels independent). */
function lineChance(symbol: SlotSymbol, count: 3 | 4 | 5): number {
  let p = 1;
  for (let i = 0; i < count; i++) p *= reelOdds(SLOT_REELS[i] ?? [], symbol);
  const next = SLOT_REELS[count];
  return next ? p * (1 - reelOdds(next, symbol)) : p;
}

/**
 * The exact theoretical return to player: every line crosses each reel once, every row of a reel shows
 * each symbol with the same chance (the window wraps), so each line returns Σ chance × pay in line
 * bets, and the 10 lines together return the average of that per stake.
 */
export function slotTheoreticalRtp(): number {
  let perLine = 0;
  for (const symbol of SLOT_SYMBOLS) {
    for (const count of [3, 4, 5] as const) perLine += (lineChance(symbol, count) * slotPayX100(symbol, count)) / 100;
  }
  // Each of the 10 lines stakes a tenth of the stake and returns `perLine` times its bet.
  return perLine;
}

/** The stated return to player (the paytable is tuned so `slotTheoreticalRtp()` rounds to it). */
export const SLOT_RTP = 0.96;

/** The slot engine: one spin per round. */
export const slotEngine: Engine<SlotParams, SlotState> = {
  id: 'slot',
  rtp: SLOT_RTP,
  params: SlotParamsSchema,
  action: null,
  start(stakeMinor: number, _params: SlotParams, rng: Rng): Step<SlotState> {
    checkStake(stakeMinor);
    return finished(spin(stakeMinor, rng));
  },
  act: noMoves,
  collect: finished,
  view: (state) => state,
  rules(): readonly RulesRow[] {
    const rows: RulesRow[] = [
      rtpRow(SLOT_RTP),
      { label: '10 fixed paylines; a line pays 3, 4 or 5 of a symbol from the left reel; the stake is split over the lines', x100: 0 },
    ];
    for (const symbol of [...SLOT_SYMBOLS].reverse()) {
      for (const count of [5, 4, 3] as const) {
        rows.push({
          label: `${count} × ${symbol} on a line`,
          x100: slotPayX100(symbol, count) / LINE_COUNT,
          chance: lineChance(symbol, count),
        });
      }
    }
    return rows;
  },
};
