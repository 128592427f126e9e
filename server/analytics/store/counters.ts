/** The marketing counters per domain and project (`analytics_counters`; `*` matches any domain). */
import type { Db } from '../../db/open';

export interface CounterRow {
  domain: string;
  project_id: number;
  type: number;
  code: string;
}

export interface AnalyticsCounterStore {
  /** The counters of a project on a domain: its own rows, then the `*` rows of types it does not have, by type. */
  of(domain: string, projectId: number): Array<{ type: number; code: string }>;
  /** Adds a counter unless one of its (domain, project, type) exists (the idempotent seed). */
  insertMissing(row: CounterRow): void;
  clear(): void;
}

export function createAnalyticsCounterStore(db: Db): AnalyticsCounterStore {
  const of = db.prepare<[string, number, number, string], { type: number; code: string }>(
    `SELECT type, code FROM analytics_counters WHERE domain = ? AND project_id = ?
     UNION ALL
     SELECT type, code FROM analytics_counters AS any_domain WHERE domain = '*' AND project_id = ?
       AND NOT EXISTS (SELECT 1 FROM analytics_counters AS own WHERE own.domain = ? AND own.project_id = any_domain.project_id AND own.type = any_domain.type)
     ORDER BY type`,
  );
  const insert = db.prepare<[string, number, number, string]>('INSERT OR IGNORE INTO analytics_counters (domain, project_id, type, code) VALUES (?, ?, ?, ?)');
  return {
    of: (domain, projectId) => (domain === '*' ? [] : of.all(domain.toLowerCase(), projectId, projectId, domain.toLowerCase())),
    insertMissing: (row) => void insert.run(row.domain, row.project_id, row.type, row.code),
    clear: () => void db.exec('DELETE FROM analytics_counters'),
  };
}
