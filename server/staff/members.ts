/**
 * Staff members as the API shows them, and their creation (the admin API, the development seed and the
 * production `npm run staff:create-admin` command share it): the password hashed as the players' are
 * (server/identity/password.ts), a new TOTP secret unless one is given (development staff).
 */
import * as v from 'valibot';
import { hashPasswordSync, type PasswordHash } from '../identity/password';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from './constants';
import { StaffRolesSchema, type StaffRole } from './roles';
import type { StaffRow, StaffStore } from './store/staff';
import { newTotpSecret, totpUri } from './totp';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  active: boolean;
  createdAt: string;
}

export function toMember(row: StaffRow, roles: StaffRole[]): StaffMember {
  return { id: row.id, email: row.email, name: row.name, roles, active: row.active === 1, createdAt: new Date(row.created_at).toISOString() };
}

export const StaffEmailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email('a valid e-mail address'));
export const StaffPasswordSchema = v.pipe(
  v.string(),
  v.minLength(STAFF_PASSWORD_MIN, `at least ${STAFF_PASSWORD_MIN} characters`),
  v.maxLength(STAFF_PASSWORD_MAX, `at most ${STAFF_PASSWORD_MAX} characters`),
);
export const StaffNameSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));

/** The body of `POST /staff-api/staff` and the input of the create-admin command. */
export const NewMemberSchema = v.strictObject({
  email: StaffEmailSchema,
  name: StaffNameSchema,
  password: StaffPasswordSchema,
  roles: StaffRolesSchema,
});
export type NewMember = v.InferOutput<typeof NewMemberSchema>;

export interface CreatedMember {
  member: StaffMember;
  /** Shown once, for the member's authenticator app. */
  totpSecret: string;
  totpUri: string;
}

export type CreateResult = { ok: true; created: CreatedMember } | { ok: false; reason: 'email_taken' };

/** Creates a member (the caller validated `input` with NewMemberSchema); `hash` and `totpSecret` are for the seed. */
export function createMember(
  store: StaffStore,
  input: NewMember,
  now: number,
  given: { hash?: PasswordHash; totpSecret?: string } = {},
): CreateResult {
  if (store.byEmail(input.email)) return { ok: false, reason: 'email_taken' };
  const totpSecret = given.totpSecret ?? newTotpSecret();
  const id = store.insert({ email: input.email, name: input.name, password: given.hash ?? hashPasswordSync(input.password), totpSecret, roles: input.roles, createdAt: now });
  const row = store.byId(id);
  if (!row) throw new Error(`staff ${id} vanished`);
  return { ok: true, created: { member: toMember(row, store.rolesOf(id)), totpSecret, totpUri: totpUri(row.email, totpSecret) } };
}
