/** The `staff` and `staff_roles` tables: accounts, their roles and the last TOTP step each one used. */
import type { Db } from '../../db/open';
import type { PasswordHash } from '../../identity/password';
import { STAFF_ROLES, type StaffRole } from '../roles';

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  pw_algorithm: string;
  pw_salt: string;
  pw_hash: string;
  totp_secret: string;
  totp_last_step: number | null;
  active: number;
  created_at: number;
}

export interface NewStaff {
  email: string;
  name: string;
  password: PasswordHash;
  totpSecret: string;
  roles: readonly StaffRole[];
  createdAt: number;
}

export interface StaffStore {
  byId(id: number): StaffRow | undefined;
  byEmail(email: string): StaffRow | undefined;
  list(): StaffRow[];
  rolesOf(id: number): StaffRole[];
  /** Active members holding a role. */
  countWithRole(role: StaffRole): number;
  /** Inserts the member and its roles; returns the id. */
  insert(member: NewStaff): number;
  setRoles(id: number, roles: readonly StaffRole[]): void;
  setActive(id: number, active: boolean): void;
  /** A new authenticator secret; the last used time step is forgotten with the old secret. */
  setTotpSecret(id: number, secret: string): void;
  /** Records the time step of an accepted code; false when a code of this step or a later one was used meanwhile. */
  useTimeStep(id: number, step: number): boolean;
  /** Test API reset only, after the audit log. */
  clear(): void;
}

const isRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

export function createStaffStore(db: Db): StaffStore {
  const byId = db.prepare<[number], StaffRow>('SELECT * FROM staff WHERE id = ?');
  const byEmail = db.prepare<[string], StaffRow>('SELECT * FROM staff WHERE email = ?');
  const list = db.prepare<[], StaffRow>('SELECT * FROM staff ORDER BY id');
  const roles = db.prepare<[number], { role: string }>('SELECT role FROM staff_roles WHERE staff_id = ?');
  const countWithRole = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM staff_roles r JOIN staff s ON s.id = r.staff_id WHERE r.role = ? AND s.active = 1');
  const insert = db.prepare<[string, string, string, string, string, string, number]>(
    'INSERT INTO staff (email, name, pw_algorithm, pw_salt, pw_hash, totp_secret, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const addRole = db.prepare<[number, string]>('INSERT INTO staff_roles (staff_id, role) VALUES (?, ?)');
  const dropRoles = db.prepare<[number]>('DELETE FROM staff_roles WHERE staff_id = ?');
  const setActive = db.prepare<[number, number]>('UPDATE staff SET active = ? WHERE id = ?');
  const setSecret = db.prepare<[string, number]>('UPDATE staff SET totp_secret = ?, totp_last_step = NULL WHERE id = ?');
  const useStep = db.prepare<[number, number, number]>('UPDATE staff SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)');

  const setRoles = db.transaction((id: number, next: readonly StaffRole[]) => {
    dropRoles.run(id);
    for (const role of next) addRole.run(id, role);
  });

  return {
    byId: (id) => byId.get(id),
    byEmail: (email) => byEmail.get(email),
    list: () => list.all(),
    rolesOf: (id) => {
      const held = roles.all(id).map((row) => row.role).filter(isRole);
      return STAFF_ROLES.filter((role) => held.includes(role));
    },
    countWithRole: (role) => countWithRole.get(role)?.n ?? 0,
    insert: db.transaction((member: NewStaff) => {
      const { lastInsertRowid } = insert.run(member.email, member.name, member.password.algorithm, member.password.salt, member.password.hash, member.totpSecret, member.createdAt);
      const id = Number(lastInsertRowid);
      for (const role of member.roles) addRole.run(id, role);
      return id;
    }),
    setRoles: (id, next) => setRoles(id, next),
    setActive: (id, active) => void setActive.run(active ? 1 : 0, id),
    setTotpSecret: (id, secret) => void setSecret.run(secret, id),
    useTimeStep: (id, step) => useStep.run(step, id, step).changes === 1,
    clear: () => {
      // The audit log's rows name staff: the reset empties it first (store/audit.ts).
      db.exec('DELETE FROM staff_roles; DELETE FROM staff_pending; DELETE FROM staff_sessions; DELETE FROM staff;');
    },
  };
}
