/** Pure rules of registration: age on a date, the age declaration's refusal, activation type and protection level from the contacts given. */
import { protectionLevelOf } from './protection';

/** Whole years between a `YYYY-MM-DD` birthday and `now` (UTC); NaN for an impossible date. */
export function ageOn(birthday: string, now: number): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return Number.NaN;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return Number.NaN;
  const today = new Date(now);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The refusal of a registration without the age declaration (`age_confirmed`): the types without a birth
 * date (auth/register) and a new social player (oauth/register) word it the same.
 */
export function ageNotConfirmedDetail(minAge: number): string {
  return `Confirm that you are at least ${minAge} years old`;
}

/** Account spec §4: 0 none, 1 e-mail only, 2 e-mail and phone, 3 phone only. */
export function activationTypeFor(hasEmail: boolean, hasPhone: boolean): 0 | 1 | 2 | 3 {
  if (hasEmail && hasPhone) return 2;
  if (hasEmail) return 1;
  if (hasPhone) return 3;
  return 0;
}

/** Protection level of a new account (protection.ts): 20, plus 20 for each bound contact (e-mail, phone). */
export function initialProtectionLevel(hasEmail: boolean, hasPhone: boolean): number {
  return protectionLevelOf({
    enable_email_auth: hasEmail ? 1 : 0,
    enable_phone_binding: hasPhone ? 1 : 0,
    enable_two_factor_auth: 0,
    enable_security_question: 0,
    is_changed_password: 0,
  });
}
