/**
 * The first admin of a production database (`npm run staff:create-admin -- --email ... --name ...`,
 * scripts/staff-create-admin.ts): migrates the database file, creates an admin with a new TOTP secret and
 * writes an audit row (`staff.create_admin`, no member: the command line). The password is given in
 * KICKOFF_STAFF_PASSWORD or generated; it and the secret are shown once, by the caller.
 */
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import { serviceMigrations } from '../app';
import { randomPassword } from '../identity/random';
import { createServices } from '../services';
import { createStaffStores } from './context';
import { createMember, NewMemberSchema, type CreatedMember } from './members';
import * as v from 'valibot';
import { describeIssues } from '../http/validate';

export interface CreateAdminInput {
  dbFile: string;
  email: string;
  name: string;
  /** Absent: a generated one (20 letters and digits). */
  password?: string;
}

export type CreateAdminResult = { ok: true; created: CreatedMember; password: string; generatedPassword: boolean } | { ok: false; error: string };

export function createAdmin(input: CreateAdminInput, now = Date.now()): CreateAdminResult {
  const password = input.password ?? randomPassword(20);
  const parsed = v.safeParse(NewMemberSchema, { email: input.email, name: input.name, password, roles: ['admin'] });
  if (!parsed.success) return { ok: false, error: describeIssues(parsed.issues) };
  const db = openDatabase(input.dbFile);
  try {
    runMigrations(db, serviceMigrations(createServices({ web: { distDir: 'dist' } })));
    const { staff, audit } = createStaffStores(db);
    const result = db.transaction(() => {
      const made = createMember(staff, parsed.output, now);
      if (made.ok) audit.append({ staffId: null, action: 'staff.create_admin', target: `staff:${made.created.member.id}`, before: null, after: JSON.stringify(made.created.member), at: now, address: null });
      return made;
    }).immediate();
    if (!result.ok) return { ok: false, error: `a staff member with the e-mail ${parsed.output.email} exists` };
    return { ok: true, created: result.created, password, generatedPassword: input.password === undefined };
  } finally {
    db.close();
  }
}
