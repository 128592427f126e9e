/**
 * On the first visit, kept tiny (the first-visit budget): the screen-width classes, and one chunk
 * (./runtime.ts) with the display preferences and the welcome journey, loaded 2 s after the page's load, or
 * at once when display preferences were kept (a reload: they apply before the player looks twice). A chunk
 * that fails to load goes to the page's chunk guard (an unhandled rejection, root-config).
 */
import { afterLoadAndDelay } from '@kickoff/platform';
import { watchScreenClasses } from '../display/screen-classes';

export function watchAfterLoad(): void {
  watchScreenClasses();
  const go = () => void import('./runtime').then((m) => m.startAfterLoad());
  try {
    if (localStorage.getItem('kickoff.displaySettings')) return go();
  } catch {
    /* storage unavailable */
  }
  afterLoadAndDelay(2000, go);
}
