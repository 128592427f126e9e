/**
 * `npm run staff:code -- <role | Base32 secret>`: the current authenticator code of a development staff member
 * (by role: trader, kyc_reviewer, payments, support_agent, content_editor, admin) or of any secret, for signing in
 * to the console without an authenticator app during development.
 */
import { DEV_STAFF } from '../server/staff/dev-staff';
import { totpCode } from '../server/staff/totp';

const arg = process.argv[2] ?? '';
const member = DEV_STAFF.find((m) => m.roles.includes(arg as (typeof m.roles)[number]));
const secret = member?.totpSecret ?? (/^[A-Z2-7]{16,}$/.test(arg) ? arg : null);
if (!secret) {
  console.error('usage: npm run staff:code -- <role | Base32 secret>');
  process.exit(2);
}
const now = Date.now();
const left = 30 - Math.floor(now / 1000) % 30;
console.log(`${member ? `${member.email}: ` : ''}${await totpCode(secret, now)} (valid ${left} s more)`);
