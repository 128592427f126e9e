/**
 * The coupon's selection: bets added by odds buttons (`kickoff:add-bet`). Clicking an odd already
 * in the coupon removes it. Publishes the odd ids through the platform's `$couponOddIds` so odds
 * buttons show their selected state. Stakes, coupon types and placing belong to the coupon issue.
 */
import { atom } from 'nanostores';
import { claimCouponSelectionWriter, listen, type Bet } from '@kickoff/platform';

export const $bets = atom<readonly Bet[]>([]);

/** The coupon parcel is the only writer of the platform's `$couponOddIds`. */
const writeCouponOddIds = claimCouponSelectionWriter();

function publish(bets: readonly Bet[]): void {
  $bets.set(bets);
  writeCouponOddIds(bets.map((b) => b.market.id));
}

export function toggleBet(bet: Bet): void {
  const bets = $bets.get();
  const exists = bets.some((b) => b.market.id === bet.market.id);
  // One outcome per game: a new odd of the same game replaces the old one.
  publish(exists ? bets.filter((b) => b.market.id !== bet.market.id) : [...bets.filter((b) => b.market.gameId !== bet.market.gameId), bet]);
}

export function removeBet(oddId: number): void {
  publish($bets.get().filter((b) => b.market.id !== oddId));
}

export function clearBets(): void {
  publish([]);
}

/** Coupon views listening (the parcel in the page and any `<kickoff-coupon>` embeds share one selection). */
let views = 0;
let stopListening: (() => void) | null = null;

/**
 * A coupon view starts listening for add-bet events: one listener however many views run, removed
 * when the last view stops. Returns this view's stop function (idempotent).
 */
export function startSelection(): () => void {
  views += 1;
  stopListening ??= listen('kickoff:add-bet', ({ bet }) => toggleBet(bet));
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    views -= 1;
    if (views > 0) return;
    stopListening?.();
    stopListening = null;
  };
}
