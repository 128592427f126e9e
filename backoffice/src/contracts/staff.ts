/**
 * The staff wire contract (issue 24), shared by the staff service and the console: the roles, a staff
 * member as the API shows it, the sign-in steps and the error codes the console explains.
 */
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

/** Whether a member holding `held` may call a route open to `allowed` (any one of them); `admin` is not a superset. */
export function holdsAny(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return allowed.some((role) => held.includes(role));
}

export const StaffMemberSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  roles: v.array(StaffRoleSchema),
  active: v.boolean(),
  createdAt: v.string(),
});
export type StaffMemberWire = v.InferOutput<typeof StaffMemberSchema>;

/** `GET /staff-api/me`, `PUT /staff-api/staff/:id/roles` and the other single-member replies. */
export const StaffMemberReplySchema = v.object({ data: StaffMemberSchema });
/** `GET /staff-api/staff`. */
export const StaffListReplySchema = v.object({ data: v.array(StaffMemberSchema) });
/** `POST /staff-api/staff` and `POST /staff-api/staff/:id/authenticator` (the TOTP secret is answered once). */
export const StaffCreatedReplySchema = v.object({
  data: StaffMemberSchema,
  meta: v.object({ totpSecret: v.string(), totpUri: v.string() }),
});
/** `POST /staff-api/auth/password`: the next step is the authenticator code, open until `expiresAt`. */
export const StaffPasswordStepReplySchema = v.object({ data: v.object({ step: v.literal('totp'), expiresAt: v.string() }) });

export const STAFF_PATHS = {
  password: '/staff-api/auth/password',
  totp: '/staff-api/auth/totp',
  logout: '/staff-api/auth/logout',
  me: '/staff-api/me',
  staff: '/staff-api/staff',
} as const;

export const memberPath = (id: number, part: 'roles' | 'active' | 'authenticator'): string => `${STAFF_PATHS.staff}/${id}/${part}`;

export const STAFF_ERRORS = {
  unauthorized: 'staff_unauthorized',
  forbidden: 'staff_forbidden',
  credentials: 'staff_credentials',
  stepExpired: 'staff_step_expired',
  codeInvalid: 'staff_code_invalid',
  codeUsed: 'staff_code_used',
  emailTaken: 'staff_email_taken',
  notFound: 'staff_not_found',
  lastAdmin: 'staff_last_admin',
  self: 'staff_self',
} as const;
