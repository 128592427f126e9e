/**
 * When the analytics runtime loads (account spec §7: "install is delayed 10000 ms except on registration
 * pages"): 10 s after the page's load event. The registration form starts it at once (from its own lazy
 * chunk, ./useRegistrationTracking.ts), so the first visit carries only this timer. The runtime is its
 * own chunk and decides by the cookie choice whether to do anything.
 */
import { afterLoadAndDelay } from '@kickoff/platform';

export const ANALYTICS_DELAY_MS = 10_000;

export function watchAnalytics(): void {
  afterLoadAndDelay(ANALYTICS_DELAY_MS, () => {
    import('./runtime').then(
      (m) => m.startAnalytics(),
      (err: unknown) => console.error('analytics not loaded', err),
    );
  });
}
