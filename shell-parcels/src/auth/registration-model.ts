/**
 * Registration form model (pure): the values of every registration type, the client-side
 * checks (required, e-mail, password ≥ 8, phone, minimum age, the age confirmation of the types
 * without a birth date, the names by the shared personal-data rules) and the facade input (account spec §3 "Registration and login data",
 * contract RegistrationRequestSchema).
 */
import type { PersonalDataProblem, RegistrationInput, RegistrationType } from '@kickoff/platform';
import {
  ageConfirmedProblem, amountProblem, birthdayProblem, codeProblem, collectErrors, emailProblem, normalizePhone, passwordProblem,
  phoneCodeProblem, phoneProblem, Problems, requiredProblem, type FieldErrors,
} from './validation';

export const ALL_REGISTRATION_TYPES: readonly RegistrationType[] = ['one_click', 'phone', 'full', 'social', 'pay-and-play'];

/** Types offered by the auth config group (all when it is not loaded or lists none). */
export function registrationTabs(configured: readonly RegistrationType[] | null | undefined): RegistrationType[] {
  const tabs = ALL_REGISTRATION_TYPES.filter((t) => !configured || configured.includes(t));
  return tabs.length > 0 ? tabs : [...ALL_REGISTRATION_TYPES];
}

export type BonusChoice = 0 | 1 | 2;

/** Form values; the field names are the request's, so server field errors land next to the field. */
export interface RegistrationValues {
  method: 'email' | 'phone';
  email: string;
  phone_code: string;
  phone_number: string;
  sms_code: string;
  password: string;
  name: string;
  surname: string;
  date_birthday: string;
  deposit_amount: string;
  country_id: string;
  currency_id: string;
  ref_code: string;
  first_deposit_bonus_choice: BonusChoice;
  /** "I confirm that I am <minAge> or older": one-click, phone and pay-and-play (full checks the birth date). */
  age_confirmed: boolean;
}

export const EMPTY_REGISTRATION_VALUES: RegistrationValues = {
  method: 'email', email: '', phone_code: '', phone_number: '', sms_code: '', password: '', name: '', surname: '',
  date_birthday: '', deposit_amount: '', country_id: '', currency_id: '', ref_code: '', first_deposit_bonus_choice: 0,
  age_confirmed: false,
};

export type RegistrationField = Exclude<keyof RegistrationValues, 'method' | 'first_deposit_bonus_choice'>;
/** The fields typed or chosen as text (every field but the age confirmation box). */
export type RegistrationTextField = Exclude<RegistrationField, 'age_confirmed'>;

/** The types without a birth date: the player confirms the minimum age with a box (server: `age_confirmed: true`). */
export function confirmsAge(type: RegistrationType): boolean {
  return type === 'one_click' || type === 'phone' || type === 'pay-and-play';
}

/** Fields each type shows (besides method and bonus choice), in screen order; the age confirmation is last. */
export function registrationFields(type: RegistrationType, method: RegistrationValues['method']): RegistrationField[] {
  const common: RegistrationField[] = ['country_id', 'currency_id', 'ref_code'];
  const age: RegistrationField[] = confirmsAge(type) ? ['age_confirmed'] : [];
  switch (type) {
    case 'one_click':
      return [...common, ...age];
    case 'phone':
      return ['phone_code', 'phone_number', 'sms_code', 'password', ...common, ...age];
    case 'full':
      return [...(method === 'email' ? (['email'] as const) : (['phone_code', 'phone_number'] as const)), 'password', 'name', 'surname', 'date_birthday', ...common];
    case 'social':
      return [];
    case 'pay-and-play':
      return ['phone_code', 'phone_number', 'deposit_amount', ...common, ...age];
  }
}

/** The phone's length check by its country's mask (`PhoneMasking.problem` of the platform's form rules): a problem or null. */
export type PhoneLengthCheck = (number: string, code: string) => string | null;

/** The shared name rule (`nameProblem` of the platform's form rules, which the server and the office profile apply too). */
export type NameCheck = (value: string) => PersonalDataProblem | null;

/** A name's problem as an `auth` text: presence only until the rules are there. */
export function nameFieldProblem(value: string, check?: NameCheck): string | null {
  if (!check) return requiredProblem(value);
  const problem = check(value);
  if (!problem) return null;
  return problem === 'required' ? Problems.required : problem === 'too_long' ? Problems.nameTooLong : Problems.nameLetters;
}

export function registrationErrors(
  type: RegistrationType, values: RegistrationValues, minAge: number, today: Date, phoneLength?: PhoneLengthCheck, nameCheck?: NameCheck,
): FieldErrors {
  const fields = registrationFields(type, values.method);
  const checks: Record<string, string | null> = {};
  for (const field of fields) {
    switch (field) {
      case 'email': checks[field] = emailProblem(values.email); break;
      case 'phone_code': checks[field] = phoneCodeProblem(values.phone_code); break;
      case 'phone_number': checks[field] = phoneProblem(values.phone_number) ?? (phoneLength?.(values.phone_number, values.phone_code) ? Problems.phone : null); break;
      case 'sms_code': checks[field] = codeProblem(values.sms_code); break;
      case 'password': checks[field] = passwordProblem(values.password); break;
      case 'date_birthday': checks[field] = birthdayProblem(values.date_birthday, minAge, today); break;
      case 'deposit_amount': checks[field] = amountProblem(values.deposit_amount); break;
      case 'ref_code': checks[field] = null; break;
      case 'age_confirmed': checks[field] = ageConfirmedProblem(values.age_confirmed); break;
      case 'name': case 'surname': checks[field] = nameFieldProblem(values[field], nameCheck); break;
      default: checks[field] = requiredProblem(values[field]);
    }
  }
  return collectErrors(checks);
}

/** The facade input for a type (only the fields that type sends). */
export function registrationInput(type: RegistrationType, values: RegistrationValues): RegistrationInput {
  const ref = values.ref_code.trim();
  const input: RegistrationInput = {
    type,
    country_id: Number(values.country_id),
    currency_id: Number(values.currency_id),
    first_deposit_bonus_choice: values.first_deposit_bonus_choice,
    ...(ref ? { ref_code: ref } : {}),
  };
  const phone = { phone_code: values.phone_code.trim(), phone_number: normalizePhone(values.phone_number) };
  const age = { age_confirmed: values.age_confirmed };
  switch (type) {
    case 'one_click':
      return { ...input, ...age };
    case 'phone':
      return { ...input, ...phone, sms_code: values.sms_code.trim(), password: values.password, ...age };
    case 'full':
      return {
        ...input,
        method: values.method,
        ...(values.method === 'email' ? { email: values.email.trim() } : phone),
        password: values.password,
        name: values.name.trim(),
        surname: values.surname.trim(),
        date_birthday: values.date_birthday,
      };
    case 'pay-and-play':
      return { ...input, ...phone, deposit_amount: Number(values.deposit_amount.replace(',', '.')), ...age };
    case 'social':
      return input;
  }
}

/** Which form field a server error belongs to (request names, `method`-aware); null → a general error. */
export function registrationField(type: RegistrationType, values: RegistrationValues, field: string | null): RegistrationField | null {
  if (!field) return null;
  const aliases: Record<string, RegistrationField> = { 'phone-number': 'phone_number', 'phone-code': 'phone_code', birthday: 'date_birthday', 'sms-code': 'sms_code' };
  const name = aliases[field] ?? field;
  return (registrationFields(type, values.method) as string[]).includes(name) ? (name as RegistrationField) : null;
}
