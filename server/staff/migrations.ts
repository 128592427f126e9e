/**
 * Staff tables (migrations 820-839): the operator's staff, apart from the players' `users`: accounts
 * (password hash as server/identity/password.ts makes it, TOTP secret and the last time step used),
 * roles, the pending second step of a sign-in, sessions, and the append-only audit log (UPDATE and
 * DELETE refused by triggers, as the wallet's ledger). docs/security.md "Staff".
 */
import type { Migration } from '../db/migrate';
import { STAFF_ROLES } from './roles';

/** The triggers that make the audit log append-only (reset drops and re-creates them, see store/audit.ts). */
export const AUDIT_TRIGGERS_SQL = `
  CREATE TRIGGER staff_audit_no_update BEFORE UPDATE ON staff_audit BEGIN SELECT RAISE(ABORT, 'staff_audit is append-only'); END;
  CREATE TRIGGER staff_audit_no_delete BEFORE DELETE ON staff_audit BEGIN SELECT RAISE(ABORT, 'staff_audit is append-only'); END;
`;

const roleList = STAFF_ROLES.map((role) => `'${role}'`).join(', ');

export const staffMigrations: readonly Migration[] = [
  {
    version: 820,
    name: 'staff accounts, roles, sign-in steps, sessions and the audit log',
    sql: `
      CREATE TABLE staff (
        id              INTEGER PRIMARY KEY,
        email           TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name            TEXT NOT NULL,
        pw_algorithm    TEXT NOT NULL,
        pw_salt         TEXT NOT NULL,
        pw_hash         TEXT NOT NULL,
        totp_secret     TEXT NOT NULL,
        totp_last_step  INTEGER,
        active          INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
        created_at      INTEGER NOT NULL
      );
      CREATE TABLE staff_roles (
        staff_id  INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        role      TEXT NOT NULL CHECK (role IN (${roleList})),
        PRIMARY KEY (staff_id, role)
      ) WITHOUT ROWID;
      CREATE TABLE staff_pending (
        id          TEXT PRIMARY KEY,
        staff_id    INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        attempts    INTEGER NOT NULL DEFAULT 0,
        expires_at  INTEGER NOT NULL
      );
      CREATE TABLE staff_sessions (
        id            TEXT PRIMARY KEY,
        staff_id      INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        created_at    INTEGER NOT NULL,
        last_seen_at  INTEGER NOT NULL,
        expires_at    INTEGER NOT NULL,
        ended_at      INTEGER
      );
      CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
      CREATE TABLE staff_audit (
        id           INTEGER PRIMARY KEY,
        staff_id     INTEGER REFERENCES staff (id),
        action       TEXT NOT NULL,
        target       TEXT,
        before_json  TEXT,
        after_json   TEXT,
        at           INTEGER NOT NULL,
        address      TEXT
      );
      CREATE INDEX staff_audit_staff ON staff_audit (staff_id, id);
      CREATE INDEX staff_audit_action ON staff_audit (action, id);
      ${AUDIT_TRIGGERS_SQL}
    `,
  },
];
