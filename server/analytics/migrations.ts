/**
 * Analytics tables (migrations 900-919; issue 28): the batches the in-house collector received (by the
 * client's batch id, so a retried batch is stored once), their events, and the marketing counters per
 * domain and project (`*` is any domain).
 */
import type { Migration } from '../db/migrate';

export const analyticsMigrations: readonly Migration[] = [
  {
    version: 900,
    name: 'analytics batches, events and counters',
    sql: `
      CREATE TABLE analytics_batches (
        batch_id     TEXT PRIMARY KEY,
        received_at  INTEGER NOT NULL,
        accepted     INTEGER NOT NULL,
        rejected     INTEGER NOT NULL
      );
      CREATE TABLE analytics_events (
        id           INTEGER PRIMARY KEY,
        batch_id     TEXT NOT NULL REFERENCES analytics_batches(batch_id) ON DELETE CASCADE,
        event_id     INTEGER NOT NULL,
        s            TEXT,
        i            INTEGER,
        f            REAL,
        at           INTEGER NOT NULL,
        day          TEXT NOT NULL,
        page         TEXT NOT NULL,
        received_at  INTEGER NOT NULL
      );
      CREATE INDEX analytics_events_day ON analytics_events (day, event_id);
      CREATE TABLE analytics_counters (
        domain      TEXT NOT NULL,
        project_id  INTEGER NOT NULL,
        type        INTEGER NOT NULL,
        code        TEXT NOT NULL,
        PRIMARY KEY (domain, project_id, type)
      );
    `,
  },
];
