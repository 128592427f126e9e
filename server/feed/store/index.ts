/** The feed's data-access objects the routes read through (all the feed's SQL lives in this folder). */
import type { Db } from '../../db/open';
import { createBettingStore, type BettingStore } from './betting';
import { createLottoStore, type LottoStore } from './lotto';
import { createMatchEventStore, type MatchEventStore } from './match-events';
import { createFeedQueries, type FeedQueries } from './queries';
import { createResultStore, type ResultStore } from './results';
import { readFeedState, type FeedStateValues } from './state';
import { createTotoStore, type TotoStore } from './toto';

export interface FeedStores {
  queries: FeedQueries;
  results: ResultStore;
  toto: TotoStore;
  lotto: LottoStore;
  /** Match events of the games (timeline and statistics). */
  events: MatchEventStore;
  /** The odds and finished games the wallet reads to accept and settle bets. */
  betting: BettingStore;
  /** The feed's counters and clocks (null before the seed). */
  state(): FeedStateValues | null;
}

/** `videoAvailable`: whether a video provider streams the games flagged with video (./queries.ts). */
export function createFeedStores(db: Db, videoAvailable?: () => boolean): FeedStores {
  return {
    queries: createFeedQueries(db, videoAvailable),
    results: createResultStore(db),
    toto: createTotoStore(db),
    lotto: createLottoStore(db),
    events: createMatchEventStore(db),
    betting: createBettingStore(db),
    state: () => readFeedState(db),
  };
}
