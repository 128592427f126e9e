/**
 * Polls a feed by version: the first call asks for everything, later calls send `since=<version>`
 * and get deltas (or a full reply, which replaces the list). On errors it keeps the last data,
 * marks it stale and backs off (interval × 2^failures, at most `maxBackoffMs`); while the document
 * is hidden it does not poll, and it polls at once when the document shows again. `stop()` aborts
 * the request in flight and clears the timer (call it on unmount).
 *
 * A poll that does not answer within its timeout counts as a failed poll at once (the request is
 * aborted): the data is marked stale, so the page says it may be out of date, and the next poll
 * follows the backoff, so the poller recovers by itself when the server answers again. Without it a
 * hung request froze live odds silently (issue 9).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { GamesResponse } from '../schemas/feed';
import { createFeedStore, type FeedStore } from './store';
import { RequestTimeoutError } from '../api/errors';
import { systemClock, type Clock } from '../timers/clock';
import { documentVisibility, type VisibilitySource } from '../timers/visibility';

type FeedPhase = 'idle' | 'loading' | 'ready' | 'error';

export interface FeedPollerStatus {
  readonly phase: FeedPhase;
  /** The last error (kept while the next attempt waits). */
  readonly error: unknown;
  /** Data is shown but the last attempt failed. */
  readonly stale: boolean;
  readonly failures: number;
  readonly paused: boolean;
}

interface FeedPollerOptions {
  /** The store starts from a server-drawn first view's reply (issue 25): no first fetch, the changes since it a second later. */
  fromDrawnReply?: boolean;
  fetch: (since: number | null, signal: AbortSignal) => Promise<GamesResponse>;
  /** Poll interval; a function is asked before each wait (e.g. 3 s once the game is live). */
  intervalMs: number | (() => number);
  store?: FeedStore;
  onError?: (err: unknown) => void;
  /** Errors after which polling stops (e.g. 404 of an unknown game). */
  isFatal?: (err: unknown) => boolean;
  clock?: Clock;
  visibility?: VisibilitySource;
  maxBackoffMs?: number;
  /** How long one poll may take (default: 3 intervals, within 5–15 s). */
  timeoutMs?: number;
}

/** A poll's timeout when none is given: three intervals, never under 5 s nor over 15 s. */
export const pollTimeoutMs = (intervalMs: number): number => Math.min(15_000, Math.max(5_000, 3 * intervalMs));

export interface FeedPoller {
  readonly store: FeedStore;
  readonly $status: ReadableAtom<FeedPollerStatus>;
  start(): void;
  stop(): void;
  /** Poll now (the retry button); resets the backoff. */
  refresh(): void;
}


/** How soon a store that started from a server-drawn reply asks for the changes since it. */
export const DRAWN_REPLY_UPDATE_MS = 1000;

const INITIAL: FeedPollerStatus = { phase: 'idle', error: null, stale: false, failures: 0, paused: false };
/** The status after a good reply; set only when it differs, so a steady feed causes no renders. */
const READY: FeedPollerStatus = { phase: 'ready', error: null, stale: false, failures: 0, paused: false };
const isReady = (s: FeedPollerStatus): boolean => s.phase === 'ready' && s.failures === 0 && !s.stale && !s.paused && s.error === null;

export function createFeedPoller(opts: FeedPollerOptions): FeedPoller {
  const clock = opts.clock ?? systemClock;
  const visibility = opts.visibility ?? documentVisibility;
  const maxBackoff = opts.maxBackoffMs ?? 60_000;
  const store = opts.store ?? createFeedStore({ now: () => clock.now() });
  const $status = atom<FeedPollerStatus>(INITIAL);
  const interval = (): number => (typeof opts.intervalMs === 'function' ? opts.intervalMs() : opts.intervalMs);
  let running = false;
  let timer: unknown = null;
  let inFlight: AbortController | null = null;
  /** The in-flight poll's timeout. */
  let deadline: unknown = null;
  let unsubscribeVisibility: (() => void) | null = null;

  const patch = (next: Partial<FeedPollerStatus>) => {
    const current = $status.get();
    if ((Object.keys(next) as Array<keyof FeedPollerStatus>).every((k) => current[k] === next[k])) return;
    $status.set({ ...current, ...next });
  };

  const clearTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  const schedule = (ms: number) => {
    clearTimer();
    if (!running) return;
    if (!visibility.isVisible()) {
      patch({ paused: true });
      return;
    }
    timer = clock.setTimeout(poll, ms);
  };

  const fail = (err: unknown) => {
    const failures = $status.get().failures + 1;
    patch({ phase: 'error', error: err, stale: store.hasData, failures });
    opts.onError?.(err);
    if (opts.isFatal?.(err)) {
      running = false;
      return;
    }
    schedule(Math.min(interval() * 2 ** failures, maxBackoff));
  };

  function poll(): void {
    timer = null;
    if (!running || inFlight) return;
    const controller = new AbortController();
    inFlight = controller;
    if (!store.hasData) patch({ phase: 'loading' });
    const timeoutMs = opts.timeoutMs ?? pollTimeoutMs(interval());
    deadline = clock.setTimeout(() => {
      if (inFlight !== controller) return;
      inFlight = null;
      controller.abort();
      fail(new RequestTimeoutError(timeoutMs));
    }, timeoutMs);
    opts
      .fetch(store.version, controller.signal)
      .then((reply) => {
        if (inFlight !== controller) return;
        inFlight = null;
        clock.clearTimeout(deadline);
        store.apply(reply);
        if (!isReady($status.get())) $status.set(READY);
        schedule(interval());
      })
      .catch((err: unknown) => {
        if (inFlight !== controller) return;
        inFlight = null;
        clock.clearTimeout(deadline);
        fail(err);
      });
  }

  const onVisibility = () => {
    if (!running) return;
    if (!visibility.isVisible()) {
      clearTimer();
      patch({ paused: true });
    } else {
      patch({ paused: false });
      if (!inFlight) poll();
    }
  };

  return {
    store,
    $status,
    start() {
      if (running) return;
      running = true;
      unsubscribeVisibility = visibility.onChange(onVisibility);
      // A store that starts with data (a server-drawn first view's reply) is ready at once; that reply may be
      // a few seconds old, so the first poll asks for the changes since it soon, then at the interval.
      if (opts.fromDrawnReply === true && store.hasData && $status.get().phase === 'idle') {
        $status.set(READY);
        schedule(Math.min(interval(), DRAWN_REPLY_UPDATE_MS));
      } else if (!visibility.isVisible()) patch({ paused: true });
      else poll();
    },
    stop() {
      running = false;
      clearTimer();
      clock.clearTimeout(deadline);
      inFlight?.abort();
      inFlight = null;
      unsubscribeVisibility?.();
      unsubscribeVisibility = null;
    },
    refresh() {
      if (!running) {
        running = true;
        unsubscribeVisibility ??= visibility.onChange(onVisibility);
      }
      clearTimer();
      patch({ failures: 0 });
      if (!inFlight) poll();
    },
  };
}
