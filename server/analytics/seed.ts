/**
 * The analytics seed: the marketing counters of project 1 on any domain (account spec §7: the
 * search-engine goal counter, counter id 8, and the social ad pixel, id 4). Idempotent; reset empties
 * the analytics tables.
 */
import type { Db } from '../db/open';
import { createAnalyticsCounterStore, type CounterRow } from './store/counters';
import { createAnalyticsEventStore } from './store/events';

/** The site's analytics project (the shell asks for its counters). */
export const ANALYTICS_PROJECT_ID = 1;

export const SEED_COUNTERS: readonly CounterRow[] = [
  { domain: '*', project_id: ANALYTICS_PROJECT_ID, type: 4, code: 'kickoff-pixel-0001' },
  { domain: '*', project_id: ANALYTICS_PROJECT_ID, type: 8, code: 'kickoff-goals-0001' },
];

export function seedAnalytics(db: Db): void {
  const counters = createAnalyticsCounterStore(db);
  for (const row of SEED_COUNTERS) counters.insertMissing(row);
}

export function resetAnalytics(db: Db): void {
  createAnalyticsEventStore(db).clear();
  createAnalyticsCounterStore(db).clear();
}
