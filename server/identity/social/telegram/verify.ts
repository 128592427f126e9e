/**
 * Telegram website login's proof (https://core.telegram.org/widgets/login#checking-authorization):
 * Telegram signs the user's data with the bot token. The data-check string is every field but `hash`,
 * sorted by key, as `key=value` lines joined by `\n`; the secret key is SHA-256 of the bot token; the
 * hash is the HMAC-SHA-256 hex of the data-check string under that key. Here: decoding the return
 * page's `tgAuthResult` (base64 JSON), checking the hash in constant time and that `auth_date` is at
 * most 10 minutes old, and the identity it proves (subject = the Telegram user id, name from first and
 * last name, no e-mail). Pure: no clock, no I/O; the bot token is never logged.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { IdClaims } from '../verify';

/** How old an `auth_date` may be. */
export const TELEGRAM_MAX_AGE_MS = 10 * 60_000;
/** A little clock skew the other way (an `auth_date` slightly in the future). */
const FUTURE_LEEWAY_MS = 60_000;

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** The fields Telegram sends that are used (id and auth_date are numbers); others are signed but not read. */
export const TelegramAuthDataSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  first_name: v.optional(Text(256)),
  last_name: v.optional(Text(256)),
  username: v.optional(Text(64)),
  photo_url: v.optional(Text(2048)),
  auth_date: v.pipe(v.number(), v.integer(), v.minValue(0)),
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
export type TelegramAuthData = v.InferOutput<typeof TelegramAuthDataSchema>;
/** The signed fields (all but the hash). */
export type TelegramUserData = Omit<TelegramAuthData, 'hash'>;

/** The record as sent: at most 32 fields of strings and numbers. */
const SignedFieldsSchema = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[a-z_]{1,32}$/)), v.union([v.pipe(v.string(), v.maxLength(2048)), v.number()])),
  v.check((record) => Object.keys(record).length <= 32),
);

export type TelegramVerifyResult = { ok: true; claims: IdClaims; data: TelegramAuthData } | { ok: false; reason: string };

/** The data-check string: every field but `hash`, sorted by key, `key=value` joined by `\n`. */
export function dataCheckString(fields: Readonly<Record<string, string | number | undefined>>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash' && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('\n');
}

/** The hash Telegram puts on `fields` for this bot token (lower-case hex). */
export function telegramHash(fields: Readonly<Record<string, string | number | undefined>>, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
}

/** `fields` with their hash: what Telegram (or the demo stand-in) sends back. */
export function signTelegramData(fields: TelegramUserData, botToken: string): TelegramAuthData {
  return { ...fields, hash: telegramHash(fields, botToken) };
}

/** `tgAuthResult`: the signed data as base64 (or base64url) JSON. */
export function encodeTgAuthResult(data: TelegramAuthData): string {
  return Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
}

/** The JSON of a `tgAuthResult`, or null when it is not base64 JSON. */
export function decodeTgAuthResult(raw: string): unknown {
  if (raw.length === 0 || raw.length > 8192 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw)) return null;
  try {
    return JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/** The display name Telegram gives: first and last name, else the username. */
function nameOf(data: TelegramAuthData): string | null {
  const name = [data.first_name, data.last_name].map((part) => part?.trim() ?? '').filter(Boolean).join(' ').slice(0, 200);
  return name || data.username?.trim() || null;
}

/** Checks a `tgAuthResult` for this bot token at `now` (ms); the identity it proves. */
export function verifyTelegramAuth(raw: string, opts: { botToken: string; now: number }): TelegramVerifyResult {
  const decoded = decodeTgAuthResult(raw);
  // Every field is signed, the ones not read here too: the hash covers the record as sent.
  const fields = v.safeParse(SignedFieldsSchema, decoded);
  const parsed = v.safeParse(TelegramAuthDataSchema, decoded);
  if (!fields.success || !parsed.success) return { ok: false, reason: 'unreadable' };
  const data = parsed.output;
  const expected = Buffer.from(telegramHash(fields.output, opts.botToken), 'hex');
  const given = Buffer.from(data.hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'hash' };
  const authAt = data.auth_date * 1000;
  if (opts.now - authAt > TELEGRAM_MAX_AGE_MS) return { ok: false, reason: 'auth_date too old' };
  if (authAt - opts.now > FUTURE_LEEWAY_MS) return { ok: false, reason: 'auth_date in the future' };
  return { ok: true, data, claims: { sub: String(data.id), email: null, name: nameOf(data) } };
}
