/**
 * Limits tables (migrations 700-719): the players' responsible-gaming limits (at most one ACTIVE and
 * one PENDING row per player and type; INACTIVE rows are what was replaced, rejected or ran out), the
 * history of every change, the self-test tokens of increases and removals, the reality-check answers
 * and the sessions whose session limit ran out. Times in milliseconds; money limits in integer minor
 * units of `measure`.
 */
import type { Migration } from '../db/migrate';

export const limitsMigrations: readonly Migration[] = [
  {
    version: 700,
    name: 'limits: limits, history, self-tests, reality checks, session stops',
    sql: `
      CREATE TABLE limits (
        id           INTEGER PRIMARY KEY,
        user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        limit_type   INTEGER NOT NULL CHECK (limit_type IN (1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37)),
        state        TEXT NOT NULL CHECK (state IN ('PENDING', 'ACTIVE', 'INACTIVE')),
        -- Minor units of measure (money limits), else days, hours or minutes; the "no limit" / "not set"
        -- value on a pending removal.
        value        INTEGER NOT NULL CHECK (typeof(value) = 'integer'),
        measure      TEXT NOT NULL,
        minor_units  INTEGER NOT NULL DEFAULT 0,
        started_at   INTEGER NOT NULL,
        ends_at      INTEGER,
        reason_id    INTEGER,
        need_approve INTEGER NOT NULL DEFAULT 0 CHECK (need_approve IN (0, 1)),
        updated_at   INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX limits_one_active ON limits (user_id, limit_type) WHERE state = 'ACTIVE';
      CREATE UNIQUE INDEX limits_one_pending ON limits (user_id, limit_type) WHERE state = 'PENDING';
      CREATE INDEX limits_user ON limits (user_id, limit_type);

      CREATE TABLE limit_history (
        id          INTEGER PRIMARY KEY,
        user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        limit_type  INTEGER NOT NULL,
        action      TEXT NOT NULL CHECK (action IN ('set', 'decrease', 'extend', 'request', 'confirm', 'reject', 'expire', 'block')),
        old_value   INTEGER,
        new_value   INTEGER,
        reason_id   INTEGER,
        at          INTEGER NOT NULL
      );
      CREATE INDEX limit_history_user ON limit_history (user_id, id);

      CREATE TABLE limit_tests (
        token      TEXT PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        changes    TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );

      CREATE TABLE reality_checks (
        id                INTEGER PRIMARY KEY,
        user_id           INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        action            TEXT NOT NULL CHECK (action IN ('continue', 'logout', 'none')),
        do_not_show_again INTEGER NOT NULL CHECK (do_not_show_again IN (0, 1)),
        popup_show_at     INTEGER NOT NULL,
        created_at        INTEGER NOT NULL
      );

      CREATE TABLE limit_session_stops (
        user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        session_id TEXT NOT NULL,
        reached_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, session_id)
      );
    `,
  },
];
