/**
 * Loader of one remote (micro-frontend) app: retries with doubling delays, reload on command
 * (throttled), view reference counting and a nanostores state atom (shell spec §4 "Remote app loading",
 * account spec §4 "Remote views", §9 "Remote-view defaults": 3 retries, 1000 ms first delay, reload 1000 ms).
 * Time goes through an injectable `Clock`, so the loader is deterministic in tests.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { AppLoadState, transition } from './app-load-state';
import { systemClock, type Clock } from '../timers/clock';
import { isIncompatibleModule } from '../contract/compatibility';

/** Rejection of a `load()` whose retry was cancelled because the last dependent view was released. */
export class LoadCancelledError extends Error {
  constructor() {
    super('Remote app load cancelled: no view depends on it any more');
    this.name = 'LoadCancelledError';
  }
}

interface RemoteAppLoaderOptions {
  /** Retries after the first failed attempt (default 3). */
  retries?: number;
  /** Delay before the first retry, doubled for each next one (default 1000 ms). */
  firstDelayMs?: number;
  /** Minimum time between two accepted `reload()` calls (default 1000 ms). */
  reloadThrottleMs?: number;
  clock?: Clock;
  /** Called after every state change with the new state. */
  onStateChange?: (state: AppLoadState) => void;
}

interface RemoteAppLoader<T> {
  /** Current state; starts `NotExist`. */
  readonly $state: ReadableAtom<AppLoadState>;
  /**
   * Loads the app (shared in-flight promise). Resolves with the module, or rejects with the last
   * import error after all retries (state `Error`), or with `LoadCancelledError` when released while waiting.
   * A module loaded before is reused: `NotExist` → `Ready` without importing again.
   */
  load(): Promise<T>;
  /** Reload on command; false when a load/retry runs or within `reloadThrottleMs` of the last accepted one. */
  reload(): boolean;
  /** True while loading or waiting for a retry delay. */
  isRetrying(): boolean;
  /** A view starts depending on the app. */
  acquire(viewId: string): void;
  /** A view stops depending on the app; after the last one the state goes to `NotExist` and retries stop. */
  release(viewId: string): void;
  readonly dependents: number;
  /** Error of the last failed attempt (cleared by a successful load). */
  readonly lastError: unknown;
}

export function createRemoteAppLoader<T>(
  importer: () => Promise<T>,
  options: RemoteAppLoaderOptions = {},
): RemoteAppLoader<T> {
  const retries = Math.max(0, Math.floor(options.retries ?? 3));
  const firstDelayMs = Math.max(0, options.firstDelayMs ?? 1000);
  const reloadThrottleMs = options.reloadThrottleMs ?? 1000;
  const clock = options.clock ?? systemClock;
  const $state = atom<AppLoadState>(AppLoadState.NotExist);
  const views = new Set<string>();

  let cached: { module: T } | null = null;
  let inflight: Promise<T> | null = null;
  /** Bumped by every new load and by cancellation: a run only touches state while it is current. */
  let generation = 0;
  let pendingRetry: { cancel(): void } | null = null;
  let lastReloadAt: number | null = null;
  let lastError: unknown = undefined;

  function setState(to: AppLoadState): void {
    const next = transition($state.get(), to);
    $state.set(next);
    options.onStateChange?.(next);
  }

  function wait(ms: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const handle = clock.setTimeout(() => {
        pendingRetry = null;
        resolve();
      }, ms);
      pendingRetry = {
        cancel() {
          clock.clearTimeout(handle);
          reject(new LoadCancelledError());
        },
      };
    });
  }

  async function run(gen: number): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const module = await importer();
        cached = { module };
        if (gen === generation) {
          inflight = null;
          lastError = undefined;
          setState(AppLoadState.Ready);
        }
        return module;
      } catch (err) {
        if (gen !== generation) throw err; // cancelled meanwhile: the state is already NotExist
        lastError = err;
        // A module built for another platform will not fit on a retry either.
        if (attempt >= retries || isIncompatibleModule(err)) {
          inflight = null;
          setState(AppLoadState.Error);
          throw err;
        }
      }
      await wait(firstDelayMs * 2 ** attempt);
    }
  }

  function load(): Promise<T> {
    if (inflight) return inflight;
    const state = $state.get();
    if (cached) {
      if (state === AppLoadState.Error) setState(AppLoadState.Loading);
      if ($state.get() !== AppLoadState.Ready) setState(AppLoadState.Ready);
      return Promise.resolve(cached.module);
    }
    setState(AppLoadState.Loading);
    const promise = run(++generation);
    inflight = promise;
    return promise;
  }

  function cancel(): void {
    generation++;
    inflight = null;
    const retry = pendingRetry;
    pendingRetry = null;
    if ($state.get() !== AppLoadState.NotExist) setState(AppLoadState.NotExist);
    retry?.cancel();
  }

  return {
    $state,
    load,
    reload() {
      if (inflight) return false;
      const now = clock.now();
      if (lastReloadAt !== null && now - lastReloadAt < reloadThrottleMs) return false;
      lastReloadAt = now;
      load().catch(() => {
        /* recorded in lastError and the Error state */
      });
      return true;
    },
    isRetrying: () => inflight !== null,
    acquire(viewId) {
      views.add(viewId);
    },
    release(viewId) {
      if (views.delete(viewId) && views.size === 0) cancel();
    },
    get dependents() {
      return views.size;
    },
    get lastError() {
      return lastError;
    },
  };
}
