/**
 * The identity contract (account spec §3, §4, §7; shell spec §7): every auth, session, token,
 * account and reference call with its path and its request and reply schemas. The browser
 * validates replies with these schemas; the reference server validates requests with them.
 *
 * Paths are relative to a service base (`Env.api`): `web` is /web-api, `social` is /social-api.
 * Where the spec says "path not shown", the path chosen here is listed in docs/api.md.
 *
 * Errors are JSON:API bodies `{ errors: [{ status, code, detail }] }`; the codes the client
 * reacts to are in `AuthErrorCodes`.
 */
import * as v from 'valibot';
import { hasCents, MONEY_MAX, MoneySchema } from './auth-core';

// The parts the page needs before identity's code loads live in auth-core.ts (the runtime's chunk
// carries this file); they are part of this contract as well.
export {
  AuthErrorCodes,
  AuthHeaders,
  FingerprintRecordSchema,
  MONEY_MAX,
  MoneySchema,
  VERIFICATION_SUCCESS_GROUP_CODE,
} from './auth-core';
export type { FingerprintRecord } from './auth-core';

// ---------------------------------------------------------------------------------------------
// Headers and error codes: auth-core.ts

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** Upper bounds of request strings (the server refuses longer ones; nothing unbounded is stored). */
export const FieldMax = {
  login: 254,
  password: 128,
  name: 100,
  refCode: 64,
  token: 256,
  componentsData: 4096,
  lang: 16,
  captchaAnswer: 16,
  socialToken: 4096,
} as const;

const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));
const Bounded = (max: number) => v.pipe(v.string(), v.maxLength(max));
const NonEmptyMax = (max: number) => v.pipe(v.string(), v.maxLength(max), v.trim(), v.minLength(1));
const Password = v.pipe(v.string(), v.minLength(8, 'password_too_short'), v.maxLength(FieldMax.password));
const Email = v.pipe(v.string(), v.maxLength(FieldMax.login), v.trim(), v.email('invalid_email'));
/** National number digits; the phone code carries the country prefix. */
const PhoneNumber = v.pipe(v.string(), v.regex(/^\d{5,14}$/, 'invalid_phone'));
const PhoneCode = v.pipe(v.string(), v.regex(/^\+?\d{1,4}$/, 'invalid_phone_code'));
const Code = v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'invalid_code'));
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const ComponentsData = Bounded(FieldMax.componentsData);

/** A deposit asked for in a request: more than zero, at most 10 000 000 major units. */
export const DEPOSIT_MAX = 10_000_000;
const DepositAmount = v.pipe(v.number(), v.finite(), v.minValue(1), v.maxValue(DEPOSIT_MAX), v.check(hasCents, 'at most two decimals'));

const AuthFormModes = ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'] as const;
export type AuthFormMode = (typeof AuthFormModes)[number];

const RegistrationTypes = ['one_click', 'phone', 'full', 'social', 'pay-and-play'] as const;
export type RegistrationType = (typeof RegistrationTypes)[number];
const RegistrationMethods = ['email', 'phone'] as const;
/** 0 none, 1 sport bonus, 2 casino bonus. */
const BonusChoices = [0, 1, 2] as const;

export const SocialNetworks = [
  'google', 'vk', 'ok', 'fb', 'mailru', 'yandex', 'telegram', 'kakaotalk',
  'twitter', 'itsme', 'twitch', 'metamask', 'line', 'linkedin', 'apple', 'discord',
] as const;
export type SocialNetwork = (typeof SocialNetworks)[number];

/** The login reply: either signed in, or a second step is needed (the pending step is an HttpOnly cookie). */
export const LoginResponseSchema = v.variant('status', [
  v.object({ status: v.literal('ok'), user_id: Id }),
  v.object({ status: v.literal('two_step_required'), channel: v.picklist(['sms', 'email', 'app']), demoCode: v.optional(v.string()) }),
]);
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Auth API (account spec §7), service `web`, all POST unless noted

export const AuthPaths = {
  loginEmail: 'auth/login',
  loginPhone: 'auth/login/phone',
  loginToken: 'auth/login/token',
  loginSocial: 'auth/login/social',
  sendSms: 'auth/sms/send',
  loginSms: 'auth/login/sms',
  twoStep: 'auth/two-step',
  socialTwoStep: 'auth/social/two-step',
  disconnect: 'auth/disconnect',
  /** GET */
  rights: 'auth/rights',
  oauth: 'auth/oauth',
  /** GET: `{ user_id }`, null for a guest. */
  sessionCheck: 'auth/session-check',
  captchaValidate: 'auth/captcha/validate',
  /** GET */
  captchaUpdate: 'auth/captcha/update',
  /** GET */
  captchaGetTime: 'auth/captcha/gettime',
  register: 'auth/register',
  forgotCall: 'auth/password/forgot',
  forgotCode: 'auth/password/code',
  forgotSave: 'auth/password/save',
  /** POST `{ componentsData }` → a fingerprint record. */
  fingerprint: 'fingerprint',
} as const;

/** Login by e-mail or account ID (optional captcha header). */
export const LoginEmailRequestSchema = v.object({
  uLogin: NonEmptyMax(FieldMax.login),
  uPassword: v.pipe(v.string(), v.minLength(1), v.maxLength(FieldMax.password)),
  save: v.boolean(),
  componentsData: ComponentsData,
});
export const LoginPhoneRequestSchema = v.object({
  phone_number: PhoneNumber,
  country_code: PhoneCode,
  uPassword: v.pipe(v.string(), v.minLength(1), v.maxLength(FieldMax.password)),
  save: v.boolean(),
});
export const LoginTokenRequestSchema = v.object({
  method_id: Id,
  token: NonEmptyMax(FieldMax.token),
  sign: NonEmptyMax(FieldMax.token),
  lng: Bounded(FieldMax.lang),
});
export const LoginSocialRequestSchema = v.object({
  login: NonEmptyMax(FieldMax.login),
  pass: NonEmptyMax(FieldMax.password),
  recaptcha: v.optional(Bounded(FieldMax.socialToken)),
});
export const SendSmsRequestSchema = v.object({ 'phone-number': PhoneNumber, 'phone-code': PhoneCode, componentsData: ComponentsData });
/** `demoCode` is present only outside production (the demo-only hint); the server also logs the code. */
export const SendSmsResponseSchema = v.object({ success: v.literal(true), expiresIn: v.number(), demoCode: v.optional(v.string()) });
export const LoginSmsRequestSchema = v.object({ 'sms-code': Code });
export const TwoStepRequestSchema = v.object({ code: Code, save: v.boolean(), componentsData: ComponentsData });
export const SocialTwoStepRequestSchema = v.object({ code: Code });
export const SessionCheckResponseSchema = v.object({ user_id: v.nullable(Id) });
export const RightsResponseSchema = v.object({ rights: v.array(v.string()) });

/** A captcha challenge: `time` identifies it; `image` is an SVG data URL with the question. */
export const CaptchaChallengeSchema = v.object({ time: v.number(), image: v.string() });
export type CaptchaChallenge = v.InferOutput<typeof CaptchaChallengeSchema>;
export const CaptchaValidateRequestSchema = v.object({ captcha: v.object({ time: v.pipe(v.number(), v.finite()), answer: NonEmptyMax(FieldMax.captchaAnswer) }) });
/**
 * The validation result: `success`, the pass token for the captcha header, and `isLogoutUser`
 * when the response type is 2 (account spec §4: "captcha type 2 means logout").
 */
export const CaptchaValidateResponseSchema = v.object({
  success: v.boolean(),
  type: v.number(),
  token: v.nullable(v.string()),
  isLogoutUser: v.optional(v.boolean()),
});
export const CaptchaTimeResponseSchema = v.object({ time: v.number() });

export const FingerprintRequestSchema = v.object({ componentsData: ComponentsData });

// ---------------------------------------------------------------------------------------------
// Registration

export const RegistrationRequestSchema = v.object({
  type: v.picklist(RegistrationTypes),
  /** e-mail or phone where the type allows both (full). */
  method: v.optional(v.picklist(RegistrationMethods)),
  country_id: Id,
  currency_id: Id,
  ref_code: v.optional(Bounded(FieldMax.refCode)),
  first_deposit_bonus_choice: v.picklist(BonusChoices),
  email: v.optional(Email),
  phone_number: v.optional(PhoneNumber),
  phone_code: v.optional(PhoneCode),
  password: v.optional(Password),
  name: v.optional(NonEmptyMax(FieldMax.name)),
  surname: v.optional(NonEmptyMax(FieldMax.name)),
  /** YYYY-MM-DD; the player must be at least `minAge`. */
  date_birthday: v.optional(v.pipe(v.string(), v.isoDate())),
  /** social: the network and its access token. */
  social_network: v.optional(v.picklist(SocialNetworks)),
  social_token: v.optional(Bounded(FieldMax.socialToken)),
  /** pay-and-play: the first deposit the player means to make (major units); nothing is credited at registration. */
  deposit_amount: v.optional(DepositAmount),
  /** SMS code for phone registration (sent by auth/sms/send first). */
  sms_code: v.optional(Code),
  /**
   * The player confirms being at least the site's `minAge`: required by the types without a birth
   * date (one_click, phone, pay-and-play); `full` checks `date_birthday` instead.
   */
  age_confirmed: v.optional(v.boolean()),
  componentsData: ComponentsData,
});
export type RegistrationRequest = v.InferOutput<typeof RegistrationRequestSchema>;
/** One-click registration returns the generated login (account ID) and password once. */
export const RegistrationResponseSchema = v.object({
  user_id: Id,
  login: v.string(),
  password: v.optional(v.string()),
  /**
   * pay-and-play: the deposit started with the payment provider (registration never credits it): the
   * payment's id and the provider page the browser goes to (same origin).
   */
  deposit: v.optional(
    v.object({
      amount: DepositAmount,
      currencyId: Id,
      iso: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
      paymentId: Id,
      redirectUrl: v.pipe(v.string(), v.regex(/^\/(?!\/)\S*$/, 'a path of this site')),
    }),
  ),
});
export type RegistrationResponse = v.InferOutput<typeof RegistrationResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Forgot password: call → code → approve → save (account spec §4)

export const ForgotCallRequestSchema = v.object({ login: NonEmptyMax(FieldMax.login) });
export const ForgotCallResponseSchema = v.object({ channel: v.picklist(['email', 'sms']), expiresIn: v.number(), demoCode: v.optional(v.string()) });
export const ForgotCodeRequestSchema = v.object({ login: NonEmptyMax(FieldMax.login), code: Code });
/** Approve: the code was right; the reset token allows one save. Errors: code_wrong, code_expired. */
export const ForgotCodeResponseSchema = v.object({ resetToken: NonEmpty });
export const ForgotSaveRequestSchema = v.object({ resetToken: NonEmptyMax(FieldMax.token), password: Password });
export const ForgotSaveResponseSchema = v.object({ success: v.literal(true) });

// ---------------------------------------------------------------------------------------------
// Session, token and config (account spec §7), service `web`

export const SessionPaths = {
  /** GET, no cache, body not parsed. */
  session: 'session',
  /** GET ?force_refresh=true → `{ data: { token } }` (null for a guest). */
  getToken: 'user/gettoken',
  /** POST (auth) → `{ token }`: the video token. */
  updateToken: 'user/updatetoken',
  /** GET (auth) → `{ result, updatedAt }`. */
  termsStatus: 'api-v3/v2/user/agreement-rules/status',
  /** POST (auth): the player accepts the current terms. */
  termsConfirm: 'api-v3/v2/user/agreement-rules/confirm',
  /** GET (auth), no cache → `{ result: UserConfig }`. */
  userConfig: 'user/config',
  /** GET (auth) → accounts state. */
  accounts: 'user/accounts',
  /** POST (auth) `{ id }` → accounts state. */
  switchAccount: 'user/accounts/active',
  /** POST (auth) `{ currency_id }` → `{ data: { message } }`. */
  addCurrency: 'office/currency/add',
  removeCurrency: 'office/currency/remove',
  /** POST (auth) `{ cookiesAgreeTime, cookiesAgreeType? }`. */
  cookieAgreement: 'user/cookie-agreement',
} as const;

export const TokenResponseSchema = v.object({ data: v.object({ token: v.nullable(v.string()) }) });
export const VideoTokenResponseSchema = v.object({ token: v.string() });
export const TermsStatusResponseSchema = v.object({ result: v.boolean(), updatedAt: v.nullable(v.string()) });

/** Claims of the signed `user_token` (a JWT, HS256). */
export const TokenClaimsSchema = v.object({ sub: v.string(), exp: v.number(), iat: v.optional(v.number()), sid: v.optional(v.string()) });
export type TokenClaims = v.InferOutput<typeof TokenClaimsSchema>;

const ProtectionMethodsSchema = v.object({
  is_changed_password: v.boolean(),
  enable_two_factor_auth: v.boolean(),
  enable_phone_binding: v.boolean(),
  enable_security_question: v.boolean(),
  enable_email_auth: v.boolean(),
});

/** User config (account spec §3). */
export const UserConfigSchema = v.object({
  disallow_line_sport: v.array(v.number()),
  disallow_live_sport: v.array(v.number()),
  phone_number: v.nullable(v.string()),
  phone_code: v.nullable(v.string()),
  user_email: v.nullable(v.string()),
  user_name: v.nullable(v.string()),
  user_country_code: v.nullable(v.string()),
  user_country_id: v.nullable(v.number()),
  /** 0 none, 1 email only, 2 email and phone, 3 phone only. */
  activation_type: v.picklist([0, 1, 2, 3]),
  user_ref_id: v.nullable(v.number()),
  user_msg_count: v.number(),
  isRequiredTransfer: v.boolean(),
  is_active_secure_question: v.boolean(),
  user_hide_balance: v.boolean(),
  changed_pass_day_count: v.nullable(v.number()),
  user_data: v.object({
    date_birthday: v.nullable(v.string()),
    document_type_id: v.nullable(v.number()),
    inn: v.nullable(v.string()),
    name: v.nullable(v.string()),
    passport: v.nullable(v.string()),
    passport_date: v.nullable(v.string()),
    passport_end_date: v.nullable(v.string()),
    registration_address: v.nullable(v.string()),
    surname: v.nullable(v.string()),
  }),
  protection_level: v.nullable(v.number()),
  protection_methods: ProtectionMethodsSchema,
  should_sync_protection_methods: v.boolean(),
  is_need_identification: v.boolean(),
  ban_level: v.number(),
  ban_version: v.number(),
  user_status_id: v.number(),
  internal_verification_status: v.number(),
  verification_status: v.number(),
  verification_types: v.array(v.number()),
  verification_status_group_code: v.nullable(v.string()),
  requested_additional_document: v.boolean(),
  is_identification_bonus: v.boolean(),
  show_verification_modal_on_deposit_page: v.boolean(),
  remaining_days_to_activate: v.nullable(v.number()),
  isCCLine: v.boolean(),
  isCClive: v.boolean(),
  isDataAfterRegistration: v.boolean(),
  has_deposit: v.boolean(),
  /** Kickoff addition: the user id, so the client can check the config belongs to the session. */
  user_id: Id,
  /**
   * Kickoff addition: a self-exclusion (limit type 30) or time-out (33) restricts the account until
   * `until` (unix seconds): the player may only withdraw his balance and read his history.
   */
  restricted: v.optional(v.nullable(v.object({ limitType: v.number(), until: v.number() }))),
});
export type UserConfig = v.InferOutput<typeof UserConfigSchema>;
export const UserConfigResponseSchema = v.object({ result: v.nullable(UserConfigSchema) });


/** Account (account spec §3): type 0 main, 4 bonus, 9 currency. */
const AccountSchema = v.object({
  id: Id,
  type: v.picklist([0, 4, 9]),
  iso: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  symbol: v.string(),
  money: MoneySchema,
  currencyId: Id,
  isActive: v.boolean(),
});
export type Account = v.InferOutput<typeof AccountSchema>;
const BonusSchema = v.object({ idBonus: Id, money: MoneySchema });
export const AccountsStateSchema = v.object({
  activeAccount: v.nullable(Id),
  accounts: v.array(AccountSchema),
  bonuses: v.array(BonusSchema),
});
export type AccountsState = v.InferOutput<typeof AccountsStateSchema>;
export const AccountsResponseSchema = v.object({ data: AccountsStateSchema });
export const SwitchAccountRequestSchema = v.object({ id: Id });
export const CurrencyChangeRequestSchema = v.object({ currency_id: Id });
export const CurrencyChangeResponseSchema = v.object({ data: v.object({ message: v.string() }) });
/** The cookie-consent types (shell spec §4): all, the single type chosen, or disable. */
export const COOKIE_CONSENT_TYPES = ['all', 'functionality', 'marketing', 'disable'] as const;
export const CookieAgreementRequestSchema = v.object({
  cookiesAgreeTime: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8_640_000_000_000_000)),
  /** Kickoff addition: the type chosen with that time (older clients send only the time). */
  cookiesAgreeType: v.optional(v.picklist(COOKIE_CONSENT_TYPES)),
});

// ---------------------------------------------------------------------------------------------
// Reference data, service `web`

export const ReferencePaths = {
  /** GET ?lng= → Country[] */
  countries: 'reference/countries',
  /** GET → PhoneMask[] */
  phoneMasks: 'reference/phone-masks',
  /** GET → Currency[] (the currencies a player may open or register with) */
  currencies: 'reference/currencies',
} as const;

const CountrySchema = v.object({ id: Id, name: v.string(), country_code: v.string(), tel_code: v.string() });
export type Country = v.InferOutput<typeof CountrySchema>;
export const CountriesResponseSchema = v.object({ data: v.array(CountrySchema) });
const PhoneMaskSchema = v.object({ CountryId: Id, Mask: v.string(), Min: v.number(), Max: v.number() });
export const PhoneMasksResponseSchema = v.object({ data: v.array(PhoneMaskSchema) });
const CurrencySchema = v.object({ id: Id, iso: v.string(), symbol: v.string(), name: v.string() });
export type Currency = v.InferOutput<typeof CurrencySchema>;
export const CurrenciesResponseSchema = v.object({ data: v.array(CurrencySchema) });

// ---------------------------------------------------------------------------------------------
// Social sign-in, service `social` (/social-api)

export const SocialPaths = {
  /** GET → `{ clientId }`; 503 provider_not_configured when there is none. */
  oneTapClientId: 'oauth/google-one-tap/clientId',
  /** POST multipart (credential, language, currency, countryId) → `{ redirectUrl }`. */
  oneTap: 'oauth/google-one-tap',
  /** POST `{ network }` → `{ redirectUrl }`; 503 provider_not_configured when the network has no provider. */
  start: 'oauth/start',
} as const;
export const SocialRedirectResponseSchema = v.object({ redirectUrl: v.string() });
// The sign-in flow's own requests and replies (start, providers, one-tap): ./social.ts.

/** Config group `auth` (GET /bff-api/config/group/get?groups=auth): social networks shown, login modes offered. */
export const AuthGroupSchema = v.object({
  socialNetworks: v.array(v.picklist(SocialNetworks)),
  loginModes: v.array(v.picklist(AuthFormModes)),
  registrationTypes: v.array(v.picklist(RegistrationTypes)),
  /** Failed attempts before the captcha step. */
  captchaAfterAttempts: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type AuthGroup = v.InferOutput<typeof AuthGroupSchema>;
