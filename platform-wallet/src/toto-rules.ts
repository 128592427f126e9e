/**
 * Toto coupon rules shared by the browser and the server (no valibot: the platform's first visit
 * carries these without the wire schemas of ../schemas/toto-coupon.ts): the outcomes, the prize
 * table, the error codes, the lines of a coupon and the prize of its lines by their misses.
 */

export const TOTO_OUTCOMES = ['1', 'X', '2'] as const;
export type TotoOutcome = (typeof TOTO_OUTCOMES)[number];

/** Prize multipliers of a line's stake by its misses (index 0: every result right); more misses pay nothing. */
export const TOTO_PRIZES: readonly number[] = [10_000, 1_000, 100, 10, 2];

/**
 * Toto placing errors beyond the coupon ones (CouponErrorCodes: invalid_coupon for an unknown draw,
 * picks that do not cover every event once or an amount other than lines × lineStake; the stake
 * limits, the balance, the account and the idempotency key as for coupons).
 */
export const TotoErrorCodes = {
  /** The draw takes no more coupons (its first game started, or it is closed or settled); `meta.drawId`. */
  drawClosed: 'draw_closed',
} as const;

/** The lines of a coupon: the product of the picks per event. */
export const totoLineCount = (picks: readonly { outcomes: readonly unknown[] }[]): number =>
  picks.reduce((lines, pick) => lines * pick.outcomes.length, picks.length === 0 ? 0 : 1);

/**
 * How many lines have 0, 1, 2 … misses, given per event how many of its picks are right (`hit`, 0 or
 * 1) and wrong (`miss`): the coefficients of Π (hit + miss·y). O(n²), no enumeration of lines.
 */
export function totoMissCounts(events: readonly { hit: number; miss: number }[]): number[] {
  let poly = [1];
  for (const { hit, miss } of events) {
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((count, misses) => {
      next[misses] = (next[misses] ?? 0) + count * hit;
      next[misses + 1] = (next[misses + 1] ?? 0) + count * miss;
    });
    poly = next;
  }
  return poly;
}

/** The prize of a coupon in multiples of the line stake, from its lines' misses (TOTO_PRIZES). */
export const totoPrizeMultiple = (missCounts: readonly number[]): number =>
  TOTO_PRIZES.reduce((sum, prize, misses) => sum + prize * (missCounts[misses] ?? 0), 0);
