/**
 * The personal-details form's logic (no React): the fields in form order with their input kinds and
 * whether the spec counts them as required (account spec §5), the form values from a profile, and the
 * update to send — only the fields that changed, empty optional fields as null.
 */
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
  { name: 'date_birthday', kind: 'date', required: true, autoComplete: 'bday' },
  { name: 'document_type_id', kind: 'document', required: false },
  { name: 'passport', kind: 'text', required: true },
  { name: 'passport_date', kind: 'date', required: true },
  { name: 'passport_end_date', kind: 'date', required: false },
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
