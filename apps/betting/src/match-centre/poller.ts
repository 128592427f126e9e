/**
 * The match centre's poll loop, no React: asks for the events after the timeline's version every 3 s,
 * backs off after errors (3, 6, 12, 24, 30 s), stops while the document is hidden (and asks at once when
 * it shows again), and stops for good on `stop()`. Timers, the visibility source and the fetch are given,
 * so tests drive it with fakes.
 */
import type { MatchEventsReply } from '../contracts/match-events';
import { mergeReply, pollDelay, sinceOf, type Timeline } from './tracker';

export interface PollerState {
  timeline: Timeline | null;
  /** The last poll's error (null after a good reply). */
  error: unknown;
  /** Failed polls in a row. */
  failures: number;
}

export interface VisibilitySource {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface PollerDeps {
  fetch: (since: number, signal: AbortSignal) => Promise<MatchEventsReply>;
  onChange: (state: PollerState) => void;
  visibility?: VisibilitySource | undefined;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
}

export interface EventsPoller {
  start(): void;
  stop(): void;
  /** Polls now (the error's retry button), whatever the back-off. */
  refresh(): void;
  readonly state: PollerState;
}

export function createEventsPoller(deps: PollerDeps): EventsPoller {
  const setT = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const clearT = deps.clearTimeout ?? ((id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>));
  let state: PollerState = { timeline: null, error: null, failures: 0 };
  let running = false;
  let timer: unknown = null;
  let controller: AbortController | null = null;

  const set = (next: PollerState) => {
    if (next.timeline === state.timeline && next.error === state.error && next.failures === state.failures) return;
    state = next;
    deps.onChange(state);
  };
  const clear = () => {
    if (timer !== null) clearT(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    clear();
    if (running && !deps.visibility?.hidden) timer = setT(() => void poll(), ms);
  };
  async function poll(): Promise<void> {
    clear();
    controller?.abort();
    if (!running || deps.visibility?.hidden) return;
    const mine = new AbortController();
    controller = mine;
    try {
      const reply = await deps.fetch(sinceOf(state.timeline), mine.signal);
      if (mine.signal.aborted) return;
      set({ timeline: mergeReply(state.timeline, reply), error: null, failures: 0 });
    } catch (error) {
      if (mine.signal.aborted) return;
      set({ timeline: state.timeline, error, failures: state.failures + 1 });
    } finally {
      if (controller === mine) controller = null;
    }
    schedule(pollDelay(state.failures));
  }
  const onVisibility = () => {
    if (deps.visibility?.hidden) {
      clear();
      controller?.abort();
      controller = null;
    } else void poll();
  };

  return {
    get state() {
      return state;
    },
    start() {
      if (running) return;
      running = true;
      deps.visibility?.addEventListener('visibilitychange', onVisibility);
      void poll();
    },
    stop() {
      running = false;
      clear();
      controller?.abort();
      controller = null;
      deps.visibility?.removeEventListener('visibilitychange', onVisibility);
    },
    refresh() {
      if (running) void poll();
    },
  };
}
