/** The staff roles (issue 24): the contract lives with the console (@kickoff/backoffice-contracts/staff). */
export { STAFF_ROLES, StaffRoleSchema, StaffRolesSchema, holdsAny, type StaffRole } from '@kickoff/backoffice-contracts/staff';
