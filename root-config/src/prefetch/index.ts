/**
 * The prefetcher as the root config starts it: its code (./prefetch.ts) is itself loaded only once the
 * page has finished loading (the window's load event) and then the idle time has passed, so the first
 * visit's critical path carries a timer and no more. Pages shown meanwhile only update which app is
 * current.
 */
import { afterLoadAndDelay, type AppName } from '@kickoff/platform';
import type { Prefetcher, PrefetchDeps } from './prefetch';

/** How long the page must have been shown, and then idle, before anything is prefetched (spec §9). */
export const PREFETCH_IDLE_MS = 2000;

export function startPrefetch(deps: Omit<PrefetchDeps, 'idleMs'> & { idleMs?: number }): Pick<Prefetcher, 'pageShown'> {
  let current: AppName | null = null;
  let prefetcher: Prefetcher | null = null;
  let loading = false;
  return {
    pageShown(app) {
      current = app;
      if (prefetcher) return prefetcher.pageShown(app);
      if (loading) return;
      loading = true;
      afterLoadAndDelay(deps.idleMs ?? PREFETCH_IDLE_MS, () => {
        import('./prefetch').then(
          (m) => {
            prefetcher = m.createPrefetcher({ ...deps, idleMs: deps.idleMs ?? PREFETCH_IDLE_MS });
            // The idle time has passed already: wait only for the browser to be idle.
            prefetcher.pageShown(current, 0);
          },
          (err: unknown) => console.warn('prefetch not started', err),
        );
      });
    },
  };
}
