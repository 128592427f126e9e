/** The staff roles (issue 24): a person may hold several; `admin` is not a superset (a route lists it when admins may call it). */
import * as v from 'valibot';

export const STAFF_ROLES = ['trader', 'kyc_reviewer', 'payments', 'support_agent', 'content_editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const StaffRoleSchema = v.picklist(STAFF_ROLES);

/** One or more roles, each once, in the order of STAFF_ROLES. */
export const StaffRolesSchema = v.pipe(
  v.array(StaffRoleSchema),
  v.minLength(1, 'at least one role'),
  v.transform((roles): StaffRole[] => STAFF_ROLES.filter((role) => roles.includes(role))),
);

/** Whether a member holding `held` may call a route open to `allowed` (any one of them). */
export function holdsAny(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return allowed.some((role) => held.includes(role));
}
