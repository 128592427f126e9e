/**
 * The personal-details form's logic (no React): the fields in form order with their input kinds and
 * whether the spec counts them as required (account spec §5), the form values from a profile, the
 * update to send — only the fields that changed, empty optional fields as null — and the problems the
 * shared personal-data rules find in it (the server checks the same rules).
 */
import type { FormRules, PersonalDataProblem } from '@kickoff/platform';
import type { Profile, ProfileField, ProfileUpdate } from '../contracts/profile';

export interface FieldDef {
  name: ProfileField;
  kind: 'text' | 'date' | 'document';
  required: boolean;
  autoComplete?: string;
}

/** Account spec §5: date_birthday, name, surname, passport, passport_date, registration_address. */
export const PROFILE_FIELDS: readonly FieldDef[] = [
  { name: 'surname', kind: 'text', required: true, autoComplete: 'family-name' },
  { name: 'name', kind: 'text', required: true, autoComplete: 'given-name' },
  { name: 'middle_name', kind: 'text', required: false, autoComplete: 'additional-name' },
  { name: 'date_birthday', kind: 'date', required: true, autoComplete: 'bday' },
  { name: 'birth_place', kind: 'text', required: false },
  { name: 'region', kind: 'text', required: false, autoComplete: 'address-level1' },
  { name: 'city', kind: 'text', required: false, autoComplete: 'address-level2' },
  { name: 'document_type_id', kind: 'document', required: false },
  { name: 'passport_series', kind: 'text', required: false },
  { name: 'passport', kind: 'text', required: true },
  { name: 'passport_date', kind: 'date', required: true },
  { name: 'passport_end_date', kind: 'date', required: false },
  { name: 'passport_issued_by', kind: 'text', required: false },
  { name: 'registration_address', kind: 'text', required: true, autoComplete: 'street-address' },
  { name: 'inn', kind: 'text', required: false },
];

export type FormValues = Record<ProfileField, string>;

export function formValues(profile: Profile): FormValues {
  const values = {} as FormValues;
  for (const { name } of PROFILE_FIELDS) {
    const v = profile[name];
    values[name] = v === null ? '' : String(v);
  }
  return values;
}

/** The fields that differ from the saved profile; an emptied optional field becomes null, an emptied required one is sent empty (the server refuses it). */
export function profileUpdate(saved: Profile, values: FormValues): ProfileUpdate {
  const update: Record<string, unknown> = {};
  for (const { name, required } of PROFILE_FIELDS) {
    const text = values[name].trim();
    const before = saved[name] === null ? '' : String(saved[name]);
    if (text === before) continue;
    if (name === 'document_type_id') update[name] = text === '' ? null : Number(text);
    else update[name] = text === '' && !required ? null : text;
  }
  return update as ProfileUpdate;
}

/** The profile as it would be after the update (what the server checks). */
export function nextProfile(saved: Profile, update: ProfileUpdate): Profile {
  const next: Record<string, unknown> = { ...saved };
  for (const [field, value] of Object.entries(update)) if (value !== undefined) next[field] = value;
  return next as Profile;
}

/**
 * The problems of the values by the shared personal-data rules (`loadFormRules()`), by field; a required
 * field emptied is a problem here too. Checked before sending, so the server's refusal is the exception.
 */
export function profileProblems(
  rules: Pick<FormRules, 'personalDataProblems'>, saved: Profile, values: FormValues, today: string, minAge: number,
): Partial<Record<ProfileField, PersonalDataProblem>> {
  const next = nextProfile(saved, profileUpdate(saved, values));
  const problems: Partial<Record<ProfileField, PersonalDataProblem>> = { ...rules.personalDataProblems(next, today, minAge) };
  // Names once given cannot be emptied (registration has them; the server refuses an empty one).
  for (const field of ['surname', 'name'] as const) if (saved[field] !== null && values[field].trim() === '') problems[field] = 'required';
  return problems;
}
