/**
 * The development staff (never in production): one member per role plus an admin, with a known password
 * and known TOTP secrets so tests and e2e journeys can compute codes (`totpCode(secret, now)` in
 * ./totp.ts, or any authenticator app). Listed in README.md beside the demo players.
 */
import type { StaffRole } from './roles';

export const DEV_STAFF_PASSWORD = 'Staff-Dev-2026!';

export interface DevStaff {
  email: string;
  name: string;
  roles: readonly StaffRole[];
  /** Base32, 20 bytes. */
  totpSecret: string;
}

export const DEV_STAFF: readonly DevStaff[] = [
  { email: 'trader@staff.kickoff.test', name: 'Tess Trader', roles: ['trader'], totpSecret: 'TRADERKICKOFFDEVELOPMENTTOTPAAAA' },
  { email: 'kyc@staff.kickoff.test', name: 'Kim Reviewer', roles: ['kyc_reviewer'], totpSecret: 'KYCREVIEWERKICKOFFDEVTOTPAAAAAAA' },
  { email: 'payments@staff.kickoff.test', name: 'Pat Payments', roles: ['payments'], totpSecret: 'PAYMENTSKICKOFFDEVELOPMENTTOTPAA' },
  { email: 'support@staff.kickoff.test', name: 'Sam Support', roles: ['support_agent'], totpSecret: 'SUPPORTKICKOFFDEVELOPMENTTOTPAAA' },
  { email: 'content@staff.kickoff.test', name: 'Cleo Content', roles: ['content_editor'], totpSecret: 'CONTENTKICKOFFDEVELOPMENTTOTPAAA' },
  { email: 'admin@staff.kickoff.test', name: 'Ada Admin', roles: ['admin'], totpSecret: 'ADMINKICKOFFDEVELOPMENTTOTPAAAAA' },
];

/**
 * Whether a member is one of the development staff with its published secret: a production server refuses
 * them (a database once started in development still holds them, and their password and secret are public).
 */
export function isDevelopmentMember(member: { email: string; totp_secret: string }): boolean {
  return DEV_STAFF.some((dev) => dev.email === member.email.toLowerCase() && dev.totpSecret === member.totp_secret);
}
