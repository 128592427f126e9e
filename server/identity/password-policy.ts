/**
 * The password policy of every path that sets a password (registration, reset; any future change):
 * 8 to 128 characters (the contract's schema), at least 4 different characters, not a straight run
 * (`abcdefgh`, `87654321`), not one of the ~49 000 common passwords of @zxcvbn-ts/language-common
 * (case-insensitive), and not containing the player's e-mail name or phone number (NIST SP 800-63B
 * §5.1.1.2: no composition rules, a blocklist instead). A refusal is 400 `weak_password` on `/password`.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

/** Error code of a password the policy refuses. */
export const WEAK_PASSWORD = 'weak_password';

const MIN_DISTINCT = 4;

let common: ReadonlySet<string> | undefined;
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/** Every step between neighbours is +1 or every step is −1 (`abcdef`, `654321`). */
function isStraightRun(text: string): boolean {
  const codes = [...text].map((char) => char.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((code, i) => code - (codes[i] ?? 0));
  return steps.length > 0 && (steps.every((step) => step === 1) || steps.every((step) => step === -1));
}

export interface PasswordContext {
  email?: string | null | undefined;
  /** Digits of the phone number (national number or with the country code). */
  phone?: string | null | undefined;
}

/** Why the password is refused, or undefined when it is acceptable. */
export function passwordWeakness(password: string, context: PasswordContext = {}): string | undefined {
  const lower = password.toLowerCase();
  if (new Set(lower).size < MIN_DISTINCT) return `The password needs at least ${MIN_DISTINCT} different characters`;
  if (isStraightRun(lower)) return 'The password must not be a straight run of characters';
  if (commonPasswords().has(lower)) return 'This password is too common: choose another one';
  const name = context.email?.split('@')[0]?.toLowerCase() ?? '';
  if (name.length >= 4 && lower.includes(name)) return 'The password must not contain your e-mail address';
  const phone = context.phone?.replace(/\D/g, '') ?? '';
  if (phone.length >= 5 && password.includes(phone)) return 'The password must not contain your phone number';
  return undefined;
}
