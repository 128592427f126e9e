/**
 * Starts the update watch (./watch.ts) 10 s after the page has loaded: its code and its first read of the
 * import map stay off the first visit. The page's own version is what SystemJS resolves, so a deploy in
 * those 10 s is still seen.
 */

import { afterLoadAndDelay } from '@kickoff/platform';
export const UPDATE_WATCH_DELAY_MS = 10_000;

export function startUpdateNotice(delayMs = UPDATE_WATCH_DELAY_MS): void {
  afterLoadAndDelay(delayMs, () => {
    import('./watch').then(
      ({ startUpdateWatch, systemResolve }) => void startUpdateWatch({ resolve: systemResolve }).check(),
      (err: unknown) => console.error('update watch not started', err),
    );
  });
}
