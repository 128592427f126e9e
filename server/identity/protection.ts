/**
 * The protection level (account spec §3 `protection_level`, §4 bands), computed on the server from the
 * protection methods in use: 20 for a password account, +20 a confirmed e-mail (`enable_email_auth`),
 * +20 a bound phone, +20 two-step sign-in, +10 a secret question, +10 a password changed at least once.
 * All six give 100 ("full"); a new e-mail-and-phone registration starts at 60 ("normal").
 */
import type { UserRow } from './store/users';

type ProtectionColumns = Pick<
  UserRow,
  'is_changed_password' | 'enable_two_factor_auth' | 'enable_phone_binding' | 'enable_security_question' | 'enable_email_auth'
>;

export const PROTECTION_WEIGHTS = {
  base: 20,
  email: 20,
  phone: 20,
  twoStep: 20,
  secretQuestion: 10,
  changedPassword: 10,
} as const;

export function protectionLevelOf(user: ProtectionColumns): number {
  const w = PROTECTION_WEIGHTS;
  const level =
    w.base +
    (user.enable_email_auth === 1 ? w.email : 0) +
    (user.enable_phone_binding === 1 ? w.phone : 0) +
    (user.enable_two_factor_auth === 1 ? w.twoStep : 0) +
    (user.enable_security_question === 1 ? w.secretQuestion : 0) +
    (user.is_changed_password === 1 ? w.changedPassword : 0);
  return Math.min(100, level);
}
