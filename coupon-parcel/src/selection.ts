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

let stop: (() => void) | null = null;
/** Starts listening for add-bet events (idempotent); returns the stop function. */
export function startSelection(): () => void {
  stop ??= listen('kickoff:add-bet', ({ bet }) => toggleBet(bet));
  return () => {
    stop?.();
    stop = null;
  };
}
