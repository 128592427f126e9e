/**
 * The rules of a player's personal data (account spec §3 "Personal-data fields", §5), pure and shared:
 * the office's personal-details form checks with them before sending, and the server (office profile
 * call) checks the same before saving. Each check answers a problem code or null; docs/architecture.md
 * "Personal data" lists the rules.
 */

export type PersonalDataProblem =
  | 'required' | 'too_long' | 'letters' | 'place' | 'issuer' | 'series' | 'number' | 'date' | 'future' | 'too_young' | 'too_old'
  | 'issued_before_birth' | 'expires_before_issue';

/** Identity documents: 1 national passport, 2 international passport, 3 residence permit. */
export type DocumentType = 1 | 2 | 3;

export const PERSONAL_LIMITS = { name: 60, place: 100, issuer: 200 } as const;

// A name: words of letters (any script, with their accents) joined by one space, hyphen or apostrophe.
const NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;
// A place (birth place, region, city): starts with a letter; letters, spaces, hyphens, apostrophes, dots, commas, brackets.
const PLACE = /^\p{L}[\p{L}\p{M} '’.,()-]*$/u;
// An issuing authority: starts with a letter; letters, digits and the punctuation of official names.
const ISSUER = /^\p{L}[\p{L}\p{M}\d '’.,()"«»№/-]*$/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Series and number of each document type, checked without spaces and hyphens (`45 10` is `4510`). */
const DOCUMENT_FORMATS: Record<DocumentType | 0, { series: RegExp; number: RegExp }> = {
  // National passport: series of 2-4 letters or digits (RU 4510, UA МК, BY AB), number of 6-9 digits.
  1: { series: /^[\p{L}\d]{2,4}$/u, number: /^\d{6,9}$/ },
  // International passport: series of 2 letters or digits, number of 6-9 Latin letters or digits (RU 75 1234567, DE C01X00T47).
  2: { series: /^[\p{L}\d]{2}$/u, number: /^[A-Za-z\d]{6,9}$/ },
  // Residence permit: series of 2-4 letters or digits, number of 6-12 Latin letters or digits.
  3: { series: /^[\p{L}\d]{2,4}$/u, number: /^[A-Za-z\d]{6,12}$/ },
  // No document type chosen yet: series of 1-10 and number of 4-20 letters or digits.
  0: { series: /^[\p{L}\d]{1,10}$/u, number: /^[\p{L}\d]{4,20}$/u },
};

const compact = (value: string): string => value.replace(/[\s-]/g, '');

function textProblem(value: string, pattern: RegExp, code: PersonalDataProblem, max: number, required: boolean): PersonalDataProblem | null {
  const text = value.trim();
  if (text === '') return required ? 'required' : null;
  if (text.length > max) return 'too_long';
  return pattern.test(text) ? null : code;
}

/** First name, surname (required) and middle name (optional): letters, single spaces, hyphens and apostrophes, up to 60. */
export const nameProblem = (value: string, required = true): PersonalDataProblem | null =>
  textProblem(value, NAME, 'letters', PERSONAL_LIMITS.name, required);

/** Birth place, region, city (optional): a place name of letters and its punctuation, up to 100, no digits. */
export const placeProblem = (value: string, required = false): PersonalDataProblem | null =>
  textProblem(value, PLACE, 'place', PERSONAL_LIMITS.place, required);

/** The authority that issued the document (optional): at least 3 characters, up to 200, starting with a letter. */
export function issuerProblem(value: string, required = false): PersonalDataProblem | null {
  const problem = textProblem(value, ISSUER, 'issuer', PERSONAL_LIMITS.issuer, required);
  return problem ?? (value.trim() !== '' && value.trim().length < 3 ? 'issuer' : null);
}

const formatOf = (type: DocumentType | null) => DOCUMENT_FORMATS[type ?? 0];

/** The document's series (optional: many documents have none) in its type's format. */
export function seriesProblem(value: string, type: DocumentType | null): PersonalDataProblem | null {
  const text = compact(value.trim());
  if (text === '') return null;
  return formatOf(type).series.test(text) ? null : 'series';
}

/** The document's number in its type's format. */
export function documentNumberProblem(value: string, type: DocumentType | null, required = true): PersonalDataProblem | null {
  const text = compact(value.trim());
  if (text === '') return required ? 'required' : null;
  return formatOf(type).number.test(text) ? null : 'number';
}

/** A `YYYY-MM-DD` that is a real calendar date. */
export function isRealDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Whole years between two `YYYY-MM-DD` dates. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The birthday: a real past date, the player at least `minAge` (site config) and at most 120 years old. */
export function birthdayProblem(value: string, today: string, minAge: number, required = true): PersonalDataProblem | null {
  if (value.trim() === '') return required ? 'required' : null;
  if (!isRealDate(value)) return 'date';
  if (value > today) return 'future';
  const age = ageOn(value, today);
  if (age < minAge) return 'too_young';
  return age > 120 ? 'too_old' : null;
}

/** The document's dates: issued on a real past date after the birthday, ending after the issue. */
export function documentDatesProblem(
  dates: { issued: string | null; ends: string | null; birthday: string | null },
  today: string,
): ['passport_date' | 'passport_end_date', PersonalDataProblem] | null {
  const { issued, ends, birthday } = dates;
  if (issued) {
    if (!isRealDate(issued)) return ['passport_date', 'date'];
    if (issued > today) return ['passport_date', 'future'];
    if (birthday && issued <= birthday) return ['passport_date', 'issued_before_birth'];
  }
  if (ends) {
    if (!isRealDate(ends)) return ['passport_end_date', 'date'];
    if (issued && ends <= issued) return ['passport_end_date', 'expires_before_issue'];
  }
  return null;
}

/** The personal data a profile holds, as text (null or '' for an empty field). */
export interface PersonalData {
  name: string | null;
  surname: string | null;
  middle_name: string | null;
  date_birthday: string | null;
  birth_place: string | null;
  region: string | null;
  city: string | null;
  document_type_id: number | null;
  passport_series: string | null;
  passport: string | null;
  passport_date: string | null;
  passport_end_date: string | null;
  passport_issued_by: string | null;
}
export type PersonalDataField = keyof PersonalData;

const documentType = (id: number | null): DocumentType | null => (id === 1 || id === 2 || id === 3 ? id : null);

/**
 * Every problem of a profile, by field (the form shows each next to its field; the server answers the
 * first). Names are required once given (a profile always has them from registration); the rest is
 * optional here — the spec's required fields (§5) are counted, not enforced, until verification.
 */
export function personalDataProblems(data: PersonalData, today: string, minAge: number): Partial<Record<PersonalDataField, PersonalDataProblem>> {
  const text = (v: string | null): string => v ?? '';
  const type = documentType(data.document_type_id);
  const out: Partial<Record<PersonalDataField, PersonalDataProblem>> = {};
  const put = (field: PersonalDataField, problem: PersonalDataProblem | null) => {
    if (problem && !out[field]) out[field] = problem;
  };
  put('surname', data.surname === null ? null : nameProblem(data.surname));
  put('name', data.name === null ? null : nameProblem(data.name));
  put('middle_name', nameProblem(text(data.middle_name), false));
  put('date_birthday', birthdayProblem(text(data.date_birthday), today, minAge, false));
  put('birth_place', placeProblem(text(data.birth_place)));
  put('region', placeProblem(text(data.region)));
  put('city', placeProblem(text(data.city)));
  put('passport_series', seriesProblem(text(data.passport_series), type));
  put('passport', documentNumberProblem(text(data.passport), type, false));
  put('passport_issued_by', issuerProblem(text(data.passport_issued_by)));
  const dates = documentDatesProblem({ issued: data.passport_date || null, ends: data.passport_end_date || null, birthday: out.date_birthday ? null : data.date_birthday || null }, today);
  if (dates) put(dates[0], dates[1]);
  return out;
}
