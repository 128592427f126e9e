/**
 * The chunk ./start.ts loads 2 s after the page's load event: the screen-width classes (../display/screen-classes.ts:
 * classes for scripts and styles that need them; the layout itself follows media queries from the first paint) and the display preferences (../display/runtime.ts,
 * earlier when some were kept), the welcome journey (../welcome/runtime.ts), the ad-blocker check 3 s after
 * the load (shell spec §1, §8) and analytics 10 s after it (account spec §7 "Analytics install is delayed
 * 10000 ms"; at once on registration pages, started by the registration form). Each starts once.
 */
import { startDisplayPreferences } from '../display/runtime';
import { watchScreenClasses } from '../display/screen-classes';
import { startWelcomeJourney } from '../welcome/runtime';

/** After the load event: the ad-blocker check and analytics. */
export const AD_BLOCK_CHECK_MS = 3000;
export const ANALYTICS_DELAY_MS = 10_000;

let display = false;
let started = false;

export function startDisplay(): void {
  if (display) return;
  display = true;
  watchScreenClasses();
  startDisplayPreferences();
}

/** Started `sinceLoadMs` after the load event (./start.ts: AFTER_LOAD_MS). */
export function startAfterLoad(sinceLoadMs: number): void {
  startDisplay();
  if (started) return;
  started = true;
  startWelcomeJourney();
  setTimeout(() => void import('../ad-block/runtime').then((m) => m.checkAdBlocker()), AD_BLOCK_CHECK_MS - sinceLoadMs);
  setTimeout(() => void import('../analytics/runtime').then((m) => m.startAnalytics()), ANALYTICS_DELAY_MS - sinceLoadMs);
}
