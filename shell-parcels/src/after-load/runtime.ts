/**
 * The chunk ./start.ts loads: the display preferences start at once (../display/runtime.ts), the welcome
 * journey (../welcome/runtime.ts) 2 s after the page's load.
 */
import { afterLoadAndDelay } from '@kickoff/platform';
import { startDisplayPreferences } from '../display/runtime';
import { startWelcomeJourney } from '../welcome/runtime';

export function startAfterLoad(): void {
  startDisplayPreferences();
  afterLoadAndDelay(2000, startWelcomeJourney);
}
