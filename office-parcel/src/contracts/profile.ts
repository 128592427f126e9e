/**
 * The player's personal data (account spec §3 `user_data` and "Personal-data fields", §5 required
 * fields): `GET /web-api/office/profile` reads it, `POST /web-api/office/profile` saves the fields sent.
 * The schema checks shapes and lengths; the server then checks every field with the rules the form
 * uses too (`loadFormRules()` of the platform: letters in names, places and issuer, the document's
 * series and number per type, real past dates, age at least the site's minimum age, a passport issued
 * after birth) and INN of 10 or 12 digits, and refuses any change once the player is verified (409
 * `profile_locked`: the data then changes only through support, with documents).
 */
import * as v from 'valibot';
import { officeCallPath, officePath } from './base';

export const ProfilePaths = { profile: officePath('profile'), profileCall: officeCallPath('profile') } as const;

export const ProfileErrorCodes = { locked: 'profile_locked', tooYoung: 'too_young' } as const;

/** Identity documents a player may give. */
export const DOCUMENT_TYPES = [1, 2, 3] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const DateText = v.pipe(v.string(), v.regex(DATE, 'a date YYYY-MM-DD'), v.check(isRealDate, 'not a real date'));
const NameText = v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(60), v.regex(/^\p{L}[\p{L}\p{M}'’ -]*$/u, 'letters only'));
/** An optional text field: trimmed, `null` or empty clears it (stored as null). */
const OptionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max), v.transform((s) => (s === '' ? null : s)))));

/** What the form sends: every field optional (only the ones sent change), `null` clears an optional one. */
export const ProfileUpdateSchema = v.strictObject({
  name: v.optional(NameText),
  surname: v.optional(NameText),
  middle_name: OptionalText(60),
  birth_place: OptionalText(100),
  region: OptionalText(100),
  city: OptionalText(100),
  passport_series: OptionalText(20),
  passport_issued_by: OptionalText(200),
  date_birthday: v.optional(DateText),
  document_type_id: v.optional(v.nullable(v.picklist(DOCUMENT_TYPES))),
  passport: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^[\p{L}\d][\p{L}\d -]{3,19}$/u, '4-20 letters or digits')))),
  passport_date: v.optional(v.nullable(DateText)),
  passport_end_date: v.optional(v.nullable(DateText)),
  registration_address: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.minLength(5, 'at least 5 characters'), v.maxLength(200)))),
  inn: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^(\d{10}|\d{12})$/, '10 or 12 digits')))),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;

export const ProfileSchema = v.object({
  name: v.nullable(v.string()),
  surname: v.nullable(v.string()),
  middle_name: v.nullable(v.string()),
  date_birthday: v.nullable(v.string()),
  birth_place: v.nullable(v.string()),
  region: v.nullable(v.string()),
  city: v.nullable(v.string()),
  document_type_id: v.nullable(v.number()),
  passport_series: v.nullable(v.string()),
  passport: v.nullable(v.string()),
  passport_date: v.nullable(v.string()),
  passport_end_date: v.nullable(v.string()),
  passport_issued_by: v.nullable(v.string()),
  registration_address: v.nullable(v.string()),
  inn: v.nullable(v.string()),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;
export type ProfileField = keyof Profile;

export const ProfileResponseSchema = v.object({
  data: v.object({
    profile: ProfileSchema,
    /** Verified players cannot change their data here. */
    locked: v.boolean(),
    /** The site's minimum age (the birthday check). */
    minAge: v.number(),
  }),
});
export type ProfileReply = v.InferOutput<typeof ProfileResponseSchema>['data'];
