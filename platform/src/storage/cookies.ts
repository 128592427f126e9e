/**
 * Cookie helpers (account spec §9 "Defaults and cookies": cookie names, default lifetime 86400 s, path /).
 * Reads are validated with valibot and never throw; the cookie jar (`document` by default) can be
 * replaced by any `{ cookie: string }` object, so the module works in Node without a DOM.
 */
import * as v from 'valibot';
import { acceptStored } from './stored-value';

export const CookieNames = {
  lng: 'lng',
  hideLeft: 'hide_left',
  hideRight: 'hide_right',
  cookiesAgreeType: 'cookies_agree_type',
  /** When the cookie choice was made (ms), until it is sent to the server after login. */
  cookiesAgreeTime: 'cookies_agree_time',
  marketsNameType: 'markets_name_type',
  appViewType: 'app_view_type',
  isChampsGroupedByCountry: 'isChampsGroupedByCountry',
  tzo: 'tzo',
  is12h: 'is12h',
  ua: 'ua',
  userToken: 'user_token',
} as const;

const DEFAULT_COOKIE_MAX_AGE_SECONDS = 86_400;

// Consent (shell spec §4, account spec §5: "The cookie-consent type gates whether functional and
// marketing cookies may be used") -----------------------------------------------------------------

export const CONSENT_TYPES = ['all', 'functionality', 'marketing', 'disable'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
export type ConsentPurpose = 'functionality' | 'marketing';

/** Display-preference cookies: written only with functional consent. */
export const FUNCTIONAL_COOKIE_NAMES: readonly string[] = [
  CookieNames.hideLeft, CookieNames.hideRight, CookieNames.marketsNameType, CookieNames.appViewType,
  CookieNames.isChampsGroupedByCountry, CookieNames.tzo, CookieNames.is12h,
];

/** The stored consent type (the banner's choice), or undefined before the visitor chose. */
export const consentType = (source: CookieJar | undefined = defaultJar()): ConsentType | undefined =>
  readCookie(CookieNames.cookiesAgreeType, v.picklist(CONSENT_TYPES), source);

/** Whether the visitor's choice allows cookies and scripts of `purpose`; nothing is allowed before a choice. */
export function consentAllows(purpose: ConsentPurpose, source: CookieJar | undefined = defaultJar()): boolean {
  const type = consentType(source);
  return type === 'all' || type === purpose;
}

export interface CookieJar {
  cookie: string;
}

interface WriteCookieOptions {
  /** Lifetime in seconds (default 86400). */
  maxAgeSeconds?: number;
  /** Default '/'. */
  path?: string;
  /** 'None' always adds Secure (browsers reject it otherwise). */
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Default: true on an https: page. */
  secure?: boolean;
}

function defaultJar(): CookieJar | undefined {
  return typeof document !== 'undefined' ? document : undefined;
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // malformed percent-encoding: keep the raw value
  }
}

/** Parses a `document.cookie` string; first occurrence of a name wins, empty names are ignored. */
export function parseCookies(cookie: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue; // no name
    const name = safeDecode(part.slice(0, eq).trim());
    if (name === '' || result.has(name)) continue;
    let raw = part.slice(eq + 1).trim();
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    result.set(name, safeDecode(raw));
  }
  return result;
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

function looksLikeJson(text: string): boolean {
  const t = text.trim();
  return t.startsWith('{') || t.startsWith('[') || t === 'null' || t === 'true' || t === 'false' || JSON_NUMBER.test(t);
}

/**
 * Reads and validates a cookie. JSON-looking values are parsed (a stored `null` or an object where the
 * schema expects a scalar gives undefined); a number/boolean failing the schema is retried as the raw
 * string, so `v.string()` still reads e.g. `tzo=3`. Never throws.
 */
export function readCookie<S extends v.GenericSchema>(
  name: string,
  schema: S,
  source: CookieJar | undefined = defaultJar(),
): v.InferOutput<S> | undefined {
  let text: string | undefined;
  try {
    text = source ? parseCookies(String(source.cookie)).get(name) : undefined;
  } catch {
    return undefined; // e.g. cookie access throws in a sandboxed document
  }
  if (text === undefined) return undefined;
  if (!looksLikeJson(text)) return acceptStored(text, schema);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return acceptStored(text, schema);
  }
  const accepted = acceptStored(parsed, schema);
  if (accepted !== undefined || typeof parsed === 'object') return accepted;
  return acceptStored(text, schema);
}

/** Writes a cookie (value encoded with encodeURIComponent); no-op without a cookie jar. */
/** The language a visitor chose before (the `lng` cookie), when it is a two-letter code; null otherwise. */
export function readLanguageCookie(source: CookieJar | undefined = defaultJar()): string | null {
  return readCookie(CookieNames.lng, LanguageCookieSchema, source) ?? null;
}
const LanguageCookieSchema = v.pipe(v.string(), v.regex(/^[a-z]{2}$/i));

export function writeCookie(
  name: string,
  value: string | number | boolean,
  opts: WriteCookieOptions = {},
  target: CookieJar | undefined = defaultJar(),
): void {
  if (!target) return;
  // A display preference needs functional consent (removing one, max-age 0, never does).
  if (FUNCTIONAL_COOKIE_NAMES.includes(name) && opts.maxAgeSeconds !== 0 && !consentAllows('functionality', target)) return;
  const maxAge = Math.floor(opts.maxAgeSeconds ?? DEFAULT_COOKIE_MAX_AGE_SECONDS);
  const secure =
    opts.sameSite === 'None' ||
    (opts.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:'));
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}; max-age=${maxAge}; path=${opts.path ?? '/'}`;
  if (opts.sameSite) cookie += `; samesite=${opts.sameSite}`;
  if (secure) cookie += '; secure';
  try {
    target.cookie = cookie;
  } catch {
    /* cookies disabled / sandboxed document */
  }
}

/** Deletes a cookie set on `path`; no-op without a cookie jar. */
export function deleteCookie(name: string, path = '/', target: CookieJar | undefined = defaultJar()): void {
  if (!target) return;
  try {
    target.cookie = `${encodeURIComponent(name)}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  } catch {
    /* cookies disabled / sandboxed document */
  }
}
