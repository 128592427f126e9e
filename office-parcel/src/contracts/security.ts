/**
 * Office security (account spec §3 protection fields, §4 activation type and protection level; issue 11
 * item 3): the security state, password change, two-step sign-in on and off, phone binding by SMS code,
 * secret question, and the recent security events. Every write answers with the new state.
 */
import * as v from 'valibot';
import { officePath } from './base';

export const SecurityPaths = {
  /** GET: the security state of the signed-in player. */
  state: officePath('security/state'),
  /** POST { currentPassword, newPassword }: ends every other session of the player. */
  password: officePath('security/password'),
  /** POST { password }: turns two-step sign-in on. */
  twoStepOn: officePath('security/two-step/on'),
  /** POST: sends the code that turns two-step sign-in off (by e-mail). */
  twoStepCode: officePath('security/two-step/code'),
  /** POST { code }: turns two-step sign-in off. */
  twoStepOff: officePath('security/two-step/off'),
  /** POST { phoneCode, phoneNumber }: sends an SMS code to the phone to bind. */
  phoneCode: officePath('security/phone/code'),
  /** POST { code }: binds the phone the code was sent to. */
  phoneBind: officePath('security/phone/bind'),
  /** POST { password, question, answer }: sets or changes the secret question. */
  question: officePath('security/question'),
} as const;

export const SecurityErrorCodes = {
  /** The current password is wrong (400 on /currentPassword or /password). */
  wrongPassword: 'wrong_password',
  /** The new password fails the policy (400 on /newPassword). */
  weakPassword: 'weak_password',
  /** The new password equals the current one (400 on /newPassword). */
  samePassword: 'same_password',
  /** Another account uses the phone (409). */
  phoneTaken: 'phone_taken',
  /** Two-step codes go by e-mail: the account has none (409). */
  emailRequired: 'email_required',
  /** The change is already in place (409): two-step already on / off. */
  alreadySet: 'already_set',
  /** Invalid field (400, pointer names it). */
  invalidField: 'invalid_field',
  /** The code is wrong, or none was requested (400). */
  codeWrong: 'code_wrong',
  /** The code has expired or was used (400). */
  codeExpired: 'code_expired',
} as const;

/** Kinds of security events (the `security_log` table). */
export const SecurityEventKinds = ['password_changed', 'two_step_on', 'two_step_off', 'phone_bound', 'secret_question_set'] as const;
export type SecurityEventKind = (typeof SecurityEventKinds)[number];

export const SECRET_QUESTION_MAX = 120;
export const SECRET_ANSWER_MIN = 2;
export const SECRET_ANSWER_MAX = 60;

const Flag = v.boolean();

export const ProtectionMethodsSchema = v.object({
  is_changed_password: Flag,
  enable_two_factor_auth: Flag,
  enable_phone_binding: Flag,
  enable_security_question: Flag,
  enable_email_auth: Flag,
});

export const SecurityEventSchema = v.object({
  /** ISO 8601 time. */
  at: v.pipe(v.string(), v.isoTimestamp()),
  kind: v.picklist(SecurityEventKinds),
  /** The client address the change came from. */
  ip: v.string(),
});
export type SecurityEvent = v.InferOutput<typeof SecurityEventSchema>;

export const SecurityStateSchema = v.object({
  /** 0-100, computed on the server from the methods in use (docs/api.md "Office security"). */
  protectionLevel: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  /** The spec's band of the level (account spec §4): null, bad (≤ 30), normal (< 70), good (< 100), full. */
  protectionStatus: v.nullable(v.picklist(['bad', 'normal', 'good', 'full'])),
  protectionMethods: ProtectionMethodsSchema,
  /** 0 none, 1 e-mail only, 2 e-mail and phone, 3 phone only. */
  activationType: v.picklist([0, 1, 2, 3]),
  email: v.nullable(v.string()),
  phone: v.nullable(v.object({ code: v.string(), number: v.string() })),
  /** Days since the password was last changed (null: never). */
  changedPassDayCount: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The secret question in use (null: none). */
  secretQuestion: v.nullable(v.string()),
  /** The newest events first (at most 10). */
  events: v.array(SecurityEventSchema),
});
export type SecurityState = v.InferOutput<typeof SecurityStateSchema>;

const Password = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const NewPassword = v.pipe(v.string(), v.minLength(8, 'At least 8 characters'), v.maxLength(128, 'At most 128 characters'));
const Code = v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'The code is 4 to 8 digits'));

export const PasswordChangeRequestSchema = v.strictObject({ currentPassword: Password, newPassword: NewPassword });
export type PasswordChangeRequest = v.InferOutput<typeof PasswordChangeRequestSchema>;

export const PasswordConfirmRequestSchema = v.strictObject({ password: Password });
export const CodeRequestSchema = v.strictObject({ code: Code });

export const PhoneCodeRequestSchema = v.strictObject({
  /** Country calling code with or without '+': `+7`. */
  phoneCode: v.pipe(v.string(), v.regex(/^\+?\d{1,4}$/, 'A country code such as +7')),
  /** National number, digits only. */
  phoneNumber: v.pipe(v.string(), v.regex(/^\d{5,14}$/, '5 to 14 digits')),
});
export type PhoneCodeRequest = v.InferOutput<typeof PhoneCodeRequestSchema>;

export const SecretQuestionRequestSchema = v.strictObject({
  password: Password,
  question: v.pipe(v.string(), v.trim(), v.minLength(3, 'At least 3 characters'), v.maxLength(SECRET_QUESTION_MAX)),
  answer: v.pipe(v.string(), v.trim(), v.minLength(SECRET_ANSWER_MIN, `At least ${SECRET_ANSWER_MIN} characters`), v.maxLength(SECRET_ANSWER_MAX)),
});
export type SecretQuestionRequest = v.InferOutput<typeof SecretQuestionRequestSchema>;

/** Reply of a code request: seconds until the code expires; `demoCode` only with the demo switch. */
export const CodeSentResponseSchema = v.object({
  expiresIn: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Where the code went, masked (`d***@kickoff.test`, `+7 *** 45 67`). */
  sentTo: v.string(),
  demoCode: v.optional(v.string()),
});
export type CodeSentResponse = v.InferOutput<typeof CodeSentResponseSchema>;

/** Reply of every change and of GET state. */
export const SecurityStateResponseSchema = v.object({ state: SecurityStateSchema });

/** Reply of a password change: the state and how many other sessions were ended. */
export const PasswordChangeResponseSchema = v.object({ state: SecurityStateSchema, endedSessions: v.pipe(v.number(), v.integer(), v.minValue(0)) });
