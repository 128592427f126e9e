/**
 * The shell's work after the page's load, on the first visit as one timer (the first-visit budget): one
 * chunk (./runtime.ts) 2 s after the load event with the screen-width classes, the display preferences, the welcome journey, the ad-blocker check and analytics. Kept display preferences load
 * that chunk at once (a reload: they apply before the player looks twice). A chunk that fails to load goes
 * to the page's chunk guard (an unhandled rejection, root-config).
 */
import { afterLoadAndDelay } from '@kickoff/platform';

/** When the chunk starts its delayed work: 2 s after the load event. */
export const AFTER_LOAD_MS = 2000;

export function watchAfterLoad(): void {
  const chunk = () => import('./runtime');
  try {
    if (localStorage.getItem('kickoff.displaySettings')) void chunk().then((m) => m.startDisplay());
  } catch {
    /* storage unavailable */
  }
  afterLoadAndDelay(AFTER_LOAD_MS, () => void chunk().then((m) => m.startAfterLoad(AFTER_LOAD_MS)));
}
