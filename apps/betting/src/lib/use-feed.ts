/**
 * A feed poller tied to a component: created per key (the query), started on mount, stopped on
 * unmount or when the key changes. The store stays the same for a key, so odds keep their stores.
 */
import { useEffect, useMemo } from 'react';
import { atom } from 'nanostores';
import { $language, dropFirstViewData, firstViewFeed, isServerPass, wantForFirstView, SERVER_LOAD_MS, createFeedPoller, createFeedStore, useStore, type FeedPoller, type FeedPollerStatus, type FeedStore, type GameOrder, type GamesResponse } from '@kickoff/platform';

export interface FeedOptions {
  /** Changes of the key start a new feed; null: nothing to poll yet. */
  key: string | null;
  fetch: (since: number | null, signal: AbortSignal) => Promise<GamesResponse>;
  /** Interval in ms, or a function of the store (asked before each wait). */
  interval: number | ((store: FeedStore) => () => number);
  order?: GameOrder;
  isFatal?: (err: unknown) => boolean;
}

export interface FeedHandle {
  store: FeedStore;
  status: FeedPollerStatus;
  refresh: () => void;
}

const $idle = atom<FeedPollerStatus>({ phase: 'idle', error: null, stale: false, failures: 0, paused: false });

export function useFeed(opts: FeedOptions): FeedHandle {
  // The key stands for the query (and the language of the names): fetch, order and interval follow it.
  const lang = useStore($language);
  const key = opts.key === null ? null : `${opts.key}|${lang}`;
  const poller: FeedPoller | null = useMemo(() => {
    if (key === null) return null;
    const store = createFeedStore(opts.order ? { order: opts.order } : {});
    // A server-rendered first view drew this feed: start from the same reply (hydration matches, nothing is fetched twice).
    const drawn = firstViewFeed(key);
    if (drawn) store.apply(drawn);
    else if (isServerPass()) wantForFirstView('feed', key, () => opts.fetch(null, AbortSignal.timeout(SERVER_LOAD_MS)));
    const interval = opts.interval;
    return createFeedPoller({
      store,
      fromDrawnReply: drawn !== undefined,
      fetch: opts.fetch,
      intervalMs: typeof interval === 'number' ? interval : interval(store),
      ...(opts.isFatal ? { isFatal: opts.isFatal } : {}),
    });
  }, [key]);
  const empty = useMemo(() => createFeedStore(), []);
  useEffect(() => {
    if (!poller) return undefined;
    if (key !== null) dropFirstViewData('feed', key);
    poller.start();
    return () => poller.stop();
  }, [poller]);
  const status = useStore(poller ? poller.$status : $idle);
  return { store: poller ? poller.store : empty, status, refresh: () => poller?.refresh() };
}
