/** The collector's tables: `analytics_batches` (one row per batch id) and `analytics_events`. */
import type { Db } from '../../db/open';

export interface StoredEvent {
  event_id: number;
  s: string | null;
  i: number | null;
  f: number | null;
  at: number;
  day: string;
  page: string;
}

export interface ReportRow {
  day: string;
  id: number;
  count: number;
}

export interface AnalyticsEventStore {
  /**
   * Stores a batch and its events in one transaction; false (and nothing stored) when the batch id
   * was stored before.
   */
  addBatch(batchId: string, events: readonly StoredEvent[], rejected: number, receivedAt: number): boolean;
  /** Events per day and event id, `from` to `to` (days, both included), by day then id. */
  report(from: string, to: string): ReportRow[];
  /** Every stored event, oldest first (the test API). */
  all(): Array<StoredEvent & { batch_id: string }>;
  clear(): void;
}

export function createAnalyticsEventStore(db: Db): AnalyticsEventStore {
  const insertBatch = db.prepare<[string, number, number, number]>(
    'INSERT OR IGNORE INTO analytics_batches (batch_id, received_at, accepted, rejected) VALUES (?, ?, ?, ?)',
  );
  const insertEvent = db.prepare<[string, number, string | null, number | null, number | null, number, string, string, number]>(
    'INSERT INTO analytics_events (batch_id, event_id, s, i, f, at, day, page, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const report = db.prepare<[string, string], ReportRow>(
    'SELECT day, event_id AS id, count(*) AS count FROM analytics_events WHERE day BETWEEN ? AND ? GROUP BY day, event_id ORDER BY day, event_id',
  );
  const all = db.prepare<[], StoredEvent & { batch_id: string }>('SELECT batch_id, event_id, s, i, f, at, day, page FROM analytics_events ORDER BY id');
  const addBatch = db.transaction((batchId: string, events: readonly StoredEvent[], rejected: number, receivedAt: number): boolean => {
    if (insertBatch.run(batchId, receivedAt, events.length, rejected).changes === 0) return false;
    for (const e of events) insertEvent.run(batchId, e.event_id, e.s, e.i, e.f, e.at, e.day, e.page, receivedAt);
    return true;
  });
  return {
    addBatch: (batchId, events, rejected, receivedAt) => addBatch(batchId, events, rejected, receivedAt),
    report: (from, to) => report.all(from, to),
    all: () => all.all(),
    clear() {
      db.exec('DELETE FROM analytics_events; DELETE FROM analytics_batches;');
    },
  };
}
