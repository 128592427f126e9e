/**
 * The player's personal data (contracts/profile.ts): read and save `user_data` and the spec's other
 * personal-data fields (account spec §3) with the server's own checks — the schema's shapes, then the
 * shared personal-data rules the office form checks with too (platform/src/forms/personal-data.ts: names,
 * places, issuer, the document's series and number per type, a real past birthday with age at least the
 * site's `minAge`, a document issued after birth and not in the future, its end after its issue). A
 * verified player's data is locked (409 `profile_locked`). Each changed field is a `profile_changes` row
 * and a log line, in one transaction with the update.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DEFAULT_SITE_CONFIG, isVerifiedConfig, PersonalDataRules, type PersonalDataProblem } from '@kickoff/contracts';
import { ProfileErrorCodes, ProfilePaths, ProfileUpdateSchema, type Profile, type ProfileField, type ProfileUpdate } from '@kickoff/office-contracts/profile';
import type { Db } from '../db/open';
import { sendError } from '../http/errors';
import { describeIssues } from '../http/validate';
import { playerOf } from '../identity/http/guards';
import type { UserRow } from '../identity/store/users';

/** Account spec §5: the profile fields counted as required. */
const REQUIRED_FIELDS: readonly ProfileField[] = ['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address'];
const FIELDS: readonly ProfileField[] = [
  'name', 'surname', 'middle_name', 'date_birthday', 'birth_place', 'region', 'city', 'document_type_id', 'passport_series', 'passport',
  'passport_date', 'passport_end_date', 'passport_issued_by', 'registration_address', 'inn',
];

export function profileOf(user: UserRow): Profile {
  return {
    name: user.name, surname: user.surname, middle_name: user.middle_name, date_birthday: user.date_birthday,
    birth_place: user.birth_place, region: user.region, city: user.city, document_type_id: user.document_type_id,
    passport_series: user.passport_series, passport: user.passport, passport_date: user.passport_date,
    passport_end_date: user.passport_end_date, passport_issued_by: user.passport_issued_by,
    registration_address: user.registration_address, inn: user.inn,
  };
}

export const isLocked = (user: UserRow): boolean => isVerifiedConfig({ ...user, requested_additional_document: user.requested_additional_document !== 0 });

/** Whole years between two `YYYY-MM-DD` dates (the shared rule). */
export const ageOn = PersonalDataRules.ageOn;

/** What each problem of the shared rules says in a reply's detail (the form shows its own translated text). */
const PROBLEM_DETAIL: Record<PersonalDataProblem, string> = {
  required: 'This field is required',
  too_long: 'The text is too long',
  letters: 'Letters, spaces, hyphens and apostrophes only',
  place: 'A place name: letters, spaces, hyphens, apostrophes, dots and commas',
  issuer: 'The issuing authority: at least 3 characters, starting with a letter',
  series: 'The series does not match the document type',
  number: 'The number does not match the document type',
  date: 'Not a real date',
  future: 'The date is in the future',
  too_young: 'Players must be at least the minimum age',
  too_old: 'The birthday is more than 120 years ago',
  issued_before_birth: 'The document is issued before the birthday',
  expires_before_issue: 'The document expires before it is issued',
};

/** The first problem of a profile by the shared rules as [field, code, detail], or null. */
export function profileProblem(next: Profile, today: string, minAge: number): [ProfileField, string, string] | null {
  const problems = PersonalDataRules.personalDataProblems(next, today, minAge);
  const field = FIELDS.find((f) => f in problems) as keyof typeof problems | undefined;
  const problem = field ? problems[field] : undefined;
  if (!field || !problem) return null;
  if (problem === 'too_young') return [field, ProfileErrorCodes.tooYoung, `Players must be at least ${minAge}`];
  return [field, 'invalid_body', PROBLEM_DETAIL[problem]];
}

export interface ProfileDeps {
  db: Db;
  now(): number;
  minAge(): number;
}

export function registerProfileRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const guard = app.identityGuards.playerWithTerms;
  const userById = deps.db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const logChange = deps.db.prepare<[number, string, string | null, string | null, string | null, number]>(
    'INSERT INTO profile_changes (user_id, field, old_value, new_value, ip, changed_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const save = deps.db.transaction((user: UserRow, next: Profile, changed: ReadonlyArray<[ProfileField, Profile[ProfileField], Profile[ProfileField]]>, ip: string) => {
    for (const [field, before, after] of changed) {
      app.identityUsers.setProfileField(user.id, field, after);
      logChange.run(user.id, field, before === null ? null : String(before), after === null ? null : String(after), ip, deps.now());
    }
    // A quick registration's data is in once every required field is (account spec §5): the withdrawal page opens.
    if (REQUIRED_FIELDS.every((f) => next[f] !== null && next[f] !== '')) app.identityUsers.markDataComplete(user.id);
  });

  app.get(ProfilePaths.profile, { preHandler: guard }, async (request, reply) => {
    const { user } = playerOf(request);
    return reply.header('cache-control', 'no-store').send({ data: { profile: profileOf(user), locked: isLocked(user), minAge: deps.minAge() } });
  });

  app.post(ProfilePaths.profile, { preHandler: guard }, async (request, reply) => {
    // A refused field is named (`source.pointer`), so the form shows the message next to it.
    const parsed = v.safeParse(ProfileUpdateSchema, request.body);
    if (!parsed.success) {
      const first = parsed.issues[0];
      const field = first ? v.getDotPath(first) : null;
      return sendError(reply, 400, 'invalid_body', describeIssues(parsed.issues), { pointer: field ? `/${field}` : '/' });
    }
    const body: ProfileUpdate = parsed.output;
    const { user } = playerOf(request);
    if (isLocked(user)) return sendError(reply, 409, ProfileErrorCodes.locked, 'Your account is verified: personal data changes go through support');
    const before = profileOf(user);
    const next: Profile = { ...before };
    for (const field of FIELDS) {
      const value = body[field];
      if (value !== undefined) (next as Record<ProfileField, unknown>)[field] = value;
    }
    const today = new Date(deps.now()).toISOString().slice(0, 10);
    const problem = profileProblem(next, today, deps.minAge());
    if (problem) return sendError(reply, 400, problem[1], problem[2], { pointer: `/${problem[0]}` });
    const changed = FIELDS.filter((f) => next[f] !== before[f]).map((f) => [f, before[f], next[f]] as [ProfileField, Profile[ProfileField], Profile[ProfileField]]);
    save(user, next, changed, request.ip);
    if (changed.length > 0) request.log.info({ userId: user.id, fields: changed.map(([f]) => f) }, 'personal data changed');
    const saved = userById.get(user.id) ?? user;
    return reply.send({ data: { profile: profileOf(saved), locked: isLocked(saved), minAge: deps.minAge() } });
  });
}

/** The site's minimum age from its stored config (default 18). */
export const minAgeOf = (config: Record<string, unknown>): number => {
  const parsed = v.safeParse(v.pipe(v.number(), v.integer(), v.minValue(16), v.maxValue(25)), config['minAge']);
  return parsed.success ? parsed.output : DEFAULT_SITE_CONFIG.minAge;
};
