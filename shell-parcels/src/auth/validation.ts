/**
 * Client-side checks of the auth forms (pure, no React): required fields, e-mail format,
 * password length, phone and code formats, minimum age and the age confirmation. Each check answers with an i18n key of
 * the `auth` namespace or null. Field rules follow the contract in platform/src/schemas/auth.ts.
 */

export const PASSWORD_MIN_LENGTH = 8;

/** field name → i18n key of the problem. */
export type FieldErrors = Partial<Record<string, string>>;

export const Problems = {
  required: 'auth:auth_required',
  email: 'auth:auth_email_invalid',
  passwordShort: 'auth:auth_password_short',
  passwordsDiffer: 'auth:auth_passwords_differ',
  phone: 'auth:auth_phone_invalid',
  phoneCode: 'auth:auth_phone_code_invalid',
  code: 'auth:auth_code_invalid',
  date: 'auth:auth_date_invalid',
  tooYoung: 'auth:auth_too_young',
  amount: 'auth:auth_amount_invalid',
  ageNotConfirmed: 'auth:auth_age_not_confirmed',
  /** A name the shared personal-data rules refuse (the office profile form's texts). */
  nameLetters: 'auth:auth_name_letters',
  nameTooLong: 'auth:auth_name_too_long',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{5,14}$/;
const PHONE_CODE = /^\+?\d{1,4}$/;
const CODE = /^\d{4,8}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function requiredProblem(value: string): string | null {
  return value.trim() === '' ? Problems.required : null;
}

export function emailProblem(value: string): string | null {
  return requiredProblem(value) ?? (EMAIL.test(value.trim()) ? null : Problems.email);
}

export function passwordProblem(value: string): string | null {
  if (value === '') return Problems.required;
  return value.length < PASSWORD_MIN_LENGTH ? Problems.passwordShort : null;
}

/** National number: digits only after spaces, dashes and brackets are dropped. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

export function phoneProblem(value: string): string | null {
  return requiredProblem(value) ?? (PHONE.test(normalizePhone(value)) ? null : Problems.phone);
}

export function phoneCodeProblem(value: string): string | null {
  return requiredProblem(value) ?? (PHONE_CODE.test(value.trim()) ? null : Problems.phoneCode);
}

export function codeProblem(value: string): string | null {
  return requiredProblem(value) ?? (CODE.test(value.trim()) ? null : Problems.code);
}

/** Full years between a `YYYY-MM-DD` birthday and `today`; null when the date is not a real date. */
export function ageOn(birthday: string, today: Date): number | null {
  const m = ISO_DATE.exec(birthday);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const ty = today.getFullYear();
  const tm = today.getMonth() + 1;
  const td = today.getDate();
  let age = ty - year;
  if (tm < month || (tm === month && td < day)) age -= 1;
  return age;
}

export function birthdayProblem(value: string, minAge: number, today: Date): string | null {
  if (requiredProblem(value)) return Problems.required;
  const age = ageOn(value, today);
  if (age === null || age < 0 || age > 130) return Problems.date;
  return age < minAge ? Problems.tooYoung : null;
}

/** The "I am old enough" box of the registration types without a birth date must be ticked. */
export function ageConfirmedProblem(confirmed: boolean): string | null {
  return confirmed ? null : Problems.ageNotConfirmed;
}

export function amountProblem(value: string): string | null {
  if (requiredProblem(value)) return Problems.required;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n >= 1 ? null : Problems.amount;
}

/** New password twice: both filled, long enough, equal. */
export function newPasswordErrors(password: string, repeat: string): FieldErrors {
  const errors: FieldErrors = {};
  const first = passwordProblem(password);
  if (first) errors['password'] = first;
  if (repeat === '') errors['password_repeat'] = Problems.required;
  else if (!first && repeat !== password) errors['password_repeat'] = Problems.passwordsDiffer;
  return errors;
}

/** Drops fields without a problem. */
export function collectErrors(entries: Record<string, string | null>): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, problem] of Object.entries(entries)) if (problem) out[field] = problem;
  return out;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
