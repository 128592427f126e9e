/**
 * The trading desk's liability maths (pure). The book's liability on an outcome is what it pays net if
 * that outcome comes in: over the accepted open coupons with an unsettled bet on it, their possible
 * wins minus their stakes. As the liability cap (../placing/liability.ts) counts it, a combination
 * counts in full on each of its outcomes, so one result's cost is never understated. A pending VIP
 * coupon is not accepted yet: it counts only in "if approved".
 */

/** One outcome's accepted open coupons in one currency (a row of the store's aggregate). */
export interface OutcomeTotals {
  gameId: number;
  oddId: number;
  currency: string;
  coupons: number;
  stakesMinor: number;
  payoutsMinor: number;
}

export interface OutcomeLiability extends OutcomeTotals {
  liabilityMinor: number;
}

export interface EventLiability<TEvent> {
  event: TEvent;
  outcomes: OutcomeLiability[];
}

/** What a coupon costs the book net if it wins: its possible win minus its stake (never below 0). */
export const couponNetMinor = (coupon: { stakeMinor: number; possibleWinMinor: number }): number =>
  Math.max(0, coupon.possibleWinMinor - coupon.stakeMinor);

/** How far a stake is above the maximum (0 when within it). */
export const overMaxMinor = (stakeMinor: number, maxStakeMinor: number): number => Math.max(0, stakeMinor - maxStakeMinor);

export const withLiability = (totals: OutcomeTotals): OutcomeLiability => ({ ...totals, liabilityMinor: totals.payoutsMinor - totals.stakesMinor });

/**
 * Outcome totals grouped per event, in the order of `gameIds` (the page's order); each event's outcomes
 * highest liability first (then by odd id and currency, so the order is stable). Events without totals
 * are left out; totals of a game not in `gameIds` are ignored.
 */
export function eventsWithLiability<TEvent>(
  gameIds: readonly number[],
  totals: readonly OutcomeTotals[],
  eventOf: (gameId: number) => TEvent,
): EventLiability<TEvent>[] {
  const byGame = new Map<number, OutcomeLiability[]>(gameIds.map((id) => [id, []]));
  for (const row of totals) byGame.get(row.gameId)?.push(withLiability(row));
  const events: EventLiability<TEvent>[] = [];
  for (const [gameId, outcomes] of byGame) {
    if (outcomes.length === 0) continue;
    outcomes.sort((a, b) => b.liabilityMinor - a.liabilityMinor || a.oddId - b.oddId || a.currency.localeCompare(b.currency));
    events.push({ event: eventOf(gameId), outcomes });
  }
  return events;
}

/** The liability of each of a pending coupon's outcomes now and if it is approved (its net win added). */
export function liabilityIfApproved(
  coupon: { stakeMinor: number; possibleWinMinor: number },
  oddIds: readonly number[],
  current: ReadonlyMap<number, number>,
): Map<number, { now: number; ifApproved: number }> {
  const net = couponNetMinor(coupon);
  return new Map(oddIds.map((oddId) => {
    const now = current.get(oddId) ?? 0;
    return [oddId, { now, ifApproved: now + net }];
  }));
}

/** The earliest of the start times (all in one unit), or null when none is known. */
export function earliestStart(starts: readonly (number | null)[]): number | null {
  const known = starts.filter((at): at is number => at !== null);
  return known.length > 0 ? Math.min(...known) : null;
}
