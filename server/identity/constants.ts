/** Lifetimes, limits and names of the identity service (documented in docs/api.md, "Identity"). */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Cookie names: the session (HttpOnly), the pending second step (HttpOnly), the readable user token. */
export const COOKIE_SESSION = 'kk_sid';
export const COOKIE_PENDING = 'kk_pending';
export const COOKIE_USER_TOKEN = 'user_token';

/** Session lifetimes: `save: true` keeps the player signed in for 30 days, else 12 h (browser-session cookie). */
export const SESSION_SAVED_MS = 30 * DAY;
export const SESSION_BROWSER_MS = 12 * HOUR;

/** Default lifetime of a signed user token (seconds); the test API can shorten it. */
export const TOKEN_TTL_SECONDS = 15 * 60;

export const FINGERPRINT_TTL_MS = 24 * HOUR;

/**
 * Captcha: challenge and pass-token lifetimes. The failed logins before it is required, and their
 * window, are security settings (`loginFailures` in server/http/security-config.ts).
 */
export const CAPTCHA_CHALLENGE_TTL_MS = 5 * MINUTE;
export const CAPTCHA_PASS_TTL_MS = 2 * MINUTE;
/** Wrong captcha answers on one fingerprint (within the login-failure window) that answer type 2 (logout). */
export const CAPTCHA_MAX_WRONG_ANSWERS = 5;

/** SMS and two-step codes live 5 minutes; password-reset codes and reset tokens 10 minutes. */
export const SMS_CODE_TTL_MS = 5 * MINUTE;
export const TWO_STEP_CODE_TTL_MS = 5 * MINUTE;
export const RESET_CODE_TTL_MS = 10 * MINUTE;
export const RESET_TOKEN_TTL_MS = 10 * MINUTE;
/** The reset link a forgot-password e-mail carries (user/passwordreset?token=) lives longer than a code. */
export const RESET_LINK_TTL_MS = 60 * MINUTE;
export const LOGIN_TOKEN_TTL_MS = 5 * MINUTE;
/** Wrong answers a code survives; after that it counts as expired. */
export const CODE_MAX_ATTEMPTS = 5;
/** The pending cookie outlives its step, so an expired code is reported as expired, not unknown. */
export const PENDING_COOKIE_MAX_AGE_S = 30 * 60;

/** A new currency account appears this long after it is requested (the client polls 5 × 1 s). */
export const CURRENCY_OPEN_DELAY_MS = 1500;

/** Account numbering: account IDs (user ids) start at 10000001. */
export const FIRST_USER_ID = 10000001;

/** Rows expired this long ago are deleted by the housekeeping sweep. */
export const SWEEP_GRACE_MS = DAY;

/** Error codes of account calls (not in the contract's AuthErrorCodes; the client shows `detail`). */
export const ACCOUNT_ERROR_CODES = {
  /** 400: the account is not one the player may switch to or remove. */
  invalidAccount: 'invalid_account',
  /** 409: the player already has an account in this currency. */
  currencyExists: 'currency_exists',
} as const;
