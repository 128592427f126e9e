/**
 * Live odds in the coupon (issue 10): every bet follows its odd's atom in the platform's shared odd
 * registry, and the coupon polls the feed for its own games (`feed/games?ids=`), so a moved
 * coefficient, a suspended market or a finished game reaches the coupon on any page, not only on the
 * page that showed the odd. One poller for the whole coupon, restarted when its set of games changes;
 * live games poll every 3 s, line games every 15 s.
 *
 * `$liveTick` changes whenever something a bet shows may have changed; `liveBet(bet)` reads it.
 */
import { atom, type ReadableAtom } from 'nanostores';
import {
  createFeedPoller,
  createFeedStore,
  fetchGames,
  FeedPollMs,
  sharedOddRegistry,
  type Bet,
  type FeedPoller,
  type FeedPollerStatus,
  type OddView,
} from '@kickoff/platform';
import { $bets } from '../selection';

export interface LiveBet {
  /** The feed knows the odd (false until a feed has seen it: the coupon shows the stored values). */
  readonly known: boolean;
  /** Current coefficient (the stored one while unknown). */
  readonly coef: number;
  readonly isBlocked: boolean;
  readonly isFinished: boolean;
  readonly trend: 'up' | 'down' | null;
  /** When the coefficient last moved (clock ms), for a short highlight. */
  readonly changedAt: number | null;
  /** "score1:score2" now, or null. */
  readonly score: string | null;
  readonly isLive: boolean;
}

const tick = atom(0);
export const $liveTick: ReadableAtom<number> = tick;
const status = atom<FeedPollerStatus | null>(null);
/** The coupon poller's status (stale data after failed polls), null while not polling. */
export const $liveStatus: ReadableAtom<FeedPollerStatus | null> = status;

let poller: FeedPoller | null = null;
let pollerKey = '';
let unsubscribers: Array<() => void> = [];
let stopBets: (() => void) | null = null;
let users = 0;

const bump = (): void => tick.set(tick.get() + 1);

const gameIdsOf = (bets: readonly Bet[]): number[] => [...new Set(bets.map((b) => b.market.gameId))].sort((a, b) => a - b);

function follow(bets: readonly Bet[]): void {
  for (const stop of unsubscribers) stop();
  unsubscribers = bets.map((b) => sharedOddRegistry.store(b.market.id).listen(bump));
  const ids = gameIdsOf(bets);
  const key = ids.join(',');
  if (key === pollerKey) return bump();
  pollerKey = key;
  poller?.stop();
  poller = null;
  status.set(null);
  if (ids.length > 0) {
    const store = createFeedStore({ registry: sharedOddRegistry });
    const anyLive = (): boolean => [...store.state.games.values()].some((g) => g.section === 'live' && !g.isFinished) || $bets.get().some((b) => b.market.isLive);
    const next = createFeedPoller({
      store,
      fetch: (since, signal) => fetchGames({ ids }, since, signal),
      intervalMs: () => (anyLive() ? FeedPollMs.live : FeedPollMs.line),
    });
    next.$status.subscribe((s) => {
      status.set(s);
      bump();
    });
    poller = next;
    next.start();
  }
  bump();
}

/** Starts following the coupon's bets (idempotent per caller); the returned function stops this caller's follow. */
export function followCouponOdds(): () => void {
  users += 1;
  stopBets ??= $bets.subscribe(follow);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users > 0) return;
    stopBets?.();
    stopBets = null;
    for (const stop of unsubscribers) stop();
    unsubscribers = [];
    poller?.stop();
    poller = null;
    pollerKey = '';
    status.set(null);
  };
}

/** The bet as the feed shows it now. */
export function liveBet(bet: Bet): LiveBet {
  const odd: OddView = sharedOddRegistry.peek(bet.market.id);
  const game = poller?.store.game(bet.market.gameId) ?? null;
  const hasData = poller?.store.hasData === true;
  // The coupon's own poll answered without the game: it is gone from the feed (finished and dropped).
  const gone = hasData && game === null;
  const isFinished = gone || (game !== null && (game.isFinished || game.statusId === 4)) || bet.game.isFinished;
  const known = odd.coef > 0;
  const score = game && game.score1 !== null && game.score2 !== null ? `${game.score1}:${game.score2}` : bet.fullScore;
  return {
    known,
    coef: known ? odd.coef : bet.market.coef,
    isBlocked: known ? odd.isBlocked : false,
    isFinished,
    trend: known ? odd.trend : null,
    changedAt: known ? odd.changedAt : null,
    score,
    isLive: game ? game.section === 'live' && !isFinished : bet.market.isLive,
  };
}

/** Polls now (the retry of a stale coupon). */
export const refreshLiveOdds = (): void => poller?.refresh();
