/** Whole-table operations of the seed and the reset: is the feed seeded, empty every feed table. */
import type { Db } from '../../db/open';
import { FEED_TABLES_IN_DELETE_ORDER } from '../migrations';

export const isFeedSeeded = (db: Db): boolean => (db.prepare<[], { n: number }>('SELECT count(*) AS n FROM feed_sports').get()?.n ?? 0) > 0;

/** Deletes every row of the feed tables (children first), the state counters included. */
export function clearFeedTables(db: Db): void {
  for (const table of FEED_TABLES_IN_DELETE_ORDER) db.prepare(`DELETE FROM ${table}`).run();
}
