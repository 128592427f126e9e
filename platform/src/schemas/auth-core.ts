/**
 * The part of the identity contract (schemas/auth.ts, which re-exports all of it) the page needs
 * before identity's own code has loaded (identity/startup.ts): the headers, the error codes, the
 * stored fingerprint record, money on the wire and the verification group code.
 */
import * as v from 'valibot';

export const AuthHeaders = {
  /** Bearer token on calls flagged `auth` (`Authorization: Bearer <user_token>`). */
  authorization: 'authorization',
  /** Fingerprint token on every call (shell spec §7 "x-hd"). */
  fingerprint: 'x-hd',
  /** Captcha pass token after a solved challenge. */
  captcha: 'x-captcha',
} as const;

export const AuthErrorCodes = {
  /** 400: captcha required / wrong / expired / already used (account spec §7). */
  captcha: ['100', '111', '112', '113'] as const,
  /** 400: fingerprint missing, unknown or expired (spec: "exact code not shown"). */
  fingerprint: '120',
  /** 451: the terms changed and must be confirmed (exception code 1). */
  termsChanged: '1',
  /** 400 on login: wrong login or password. */
  wrongCredentials: 'wrong_credentials',
  /** 403 on login of a user who may not log in (self-excluded, closed). */
  loginForbidden: 'login_forbidden',
  /** 400: SMS or two-step code wrong / expired. */
  codeWrong: 'code_wrong',
  codeExpired: 'code_expired',
  /** 409 on registration. */
  emailTaken: 'email_taken',
  phoneTaken: 'phone_taken',
  /** 400: a field failed validation (source.pointer names it). */
  invalidField: 'invalid_field',
  /** 403: registration is closed (not allowed or VIP domain). */
  registrationClosed: 'registration_closed',
  /** 503: a social network or one-tap provider is not configured on this server. */
  providerNotConfigured: 'provider_not_configured',
  /** 401 on a flagged call: token missing, invalid or expired. */
  unauthorized: 'unauthorized',
  /** 403 on a player call a ban does not allow (switching or opening accounts while banned). */
  banned: 'banned',
  /** 400 on registration and password save: the password policy refused it (`detail` says why, pointer `/password`). */
  weakPassword: 'weak_password',
  /** 429: too many code requests (or anonymous writes); `meta.retryAfter` gives the seconds to wait. */
  tooManyRequests: 'too_many_requests',
  /** 429: too many wrong code answers within the hour; `meta.retryAfter` gives the seconds to wait. */
  tooManyAttempts: 'too_many_attempts',
  /** 403 on any write that did not come from an allowed origin (the site itself). */
  forbiddenOrigin: 'forbidden_origin',
} as const;

/**
 * Money on the wire: a finite amount in major units (25000.5 RUB) with at most two decimals, so it is
 * an exact number of minor units (the server stores integer minor units). `MONEY_MAX` bounds it.
 */
export const MONEY_MAX = 1_000_000_000_000;
export const hasCents = (amount: number): boolean => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
export const MoneySchema = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MONEY_MAX), v.check(hasCents, 'at most two decimals'));

/** Fingerprint record (account spec §3): token, componentsData, expiresAt (ms since epoch). */
export const FingerprintRecordSchema = v.object({ token: v.pipe(v.string(), v.trim(), v.minLength(1)), componentsData: v.string(), expiresAt: v.number() });
export type FingerprintRecord = v.InferOutput<typeof FingerprintRecordSchema>;

/** Group code meaning verification succeeded. */
export const VERIFICATION_SUCCESS_GROUP_CODE = 'verified';
