/** Lifetimes, limits and cookie names of staff sign-in (docs/security.md "Staff"). */
import type { RateRule } from '../http/security-config';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The staff session cookie (HttpOnly, SameSite=Strict, Secure in production, Path=/): never the players' `kk_sid`. */
export const STAFF_COOKIE_SESSION = 'kk_staff';
/** The pending second step between the password and the TOTP code (same attributes). */
export const STAFF_COOKIE_PENDING = 'kk_staff_pending';

/** The password step is good for this long; the code must follow within it. */
export const STAFF_PENDING_MS = 5 * MINUTE;
/** Wrong codes one pending step survives; then the password must be given again. */
export const STAFF_PENDING_MAX_ATTEMPTS = 3;
/** A staff session lasts 8 hours at most (a working day) and ends after 30 minutes without a call. */
export const STAFF_SESSION_MS = 8 * HOUR;
export const STAFF_IDLE_MS = 30 * MINUTE;

/** Failed sign-in attempts (wrong password or wrong code) per e-mail address, and per client address. */
export const STAFF_FAILURES_PER_ACCOUNT: RateRule = { max: 5, windowSeconds: 15 * 60 };
export const STAFF_FAILURES_PER_ADDRESS: RateRule = { max: 20, windowSeconds: 15 * 60 };

/** TOTP: RFC 6238 defaults (SHA-1, 6 digits, 30 s) and one step of clock drift either way. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_TOLERANCE_SECONDS = 30;
/** The issuer an authenticator app shows. */
export const TOTP_ISSUER = 'Kickoff staff';

/** Staff passwords: 12 to 128 characters. */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
