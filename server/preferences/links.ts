/**
 * The links of the mails. An unsubscribe link is signed, stateless and works without a login:
 * `<userId>.<list>.<expiresAtSeconds>.<HMAC-SHA256 base64url>` of the first three parts with the
 * service's secret; it is checked in constant time and refused after its expiry. Confirm and activate
 * links carry a random one-use token whose SHA-256 alone is stored (mail_links). Pure functions.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAILING_LISTS, type MailingList } from '@kickoff/office-contracts/settings';

/** An unsubscribe link works this long after the mail. */
export const UNSUBSCRIBE_TTL_MS = 30 * 24 * 3600 * 1000;
/** A confirm / activate link works this long after the mail. */
export const ACTIVATION_LINK_TTL_MS = 48 * 3600 * 1000;

export interface UnsubscribeClaim {
  userId: number;
  list: MailingList;
  expiresAt: number;
}

const sign = (secret: string, payload: string): string => createHmac('sha256', secret).update(payload, 'utf8').digest('base64url');

export function signUnsubscribe(secret: string, claim: UnsubscribeClaim): string {
  const payload = `${claim.userId}.${claim.list}.${Math.floor(claim.expiresAt / 1000)}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type UnsubscribeCheck = { ok: true; claim: UnsubscribeClaim; signature: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature first, then the expiry (a tampered link is `invalid`, never `expired`). */
export function verifyUnsubscribe(secret: string, token: string, now: number): UnsubscribeCheck {
  const match = /^([1-9]\d{0,14})\.([a-z]+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, list, expires, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, `${id}.${list}.${expires}`), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (!(MAILING_LISTS as readonly string[]).includes(list)) return { ok: false, reason: 'invalid' };
  const expiresAt = Number(expires) * 1000;
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { userId: Number(id), list: list as MailingList, expiresAt }, signature };
}

/** A random link token (base64url, 256 bits) and the hash that is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Account spec §4: the activation type after the e-mail is confirmed (0 none → 1 e-mail only, 3 phone
 * only → 2 e-mail and phone; 1 and 2 already include the e-mail).
 */
export function activationWithEmail(type: number): 0 | 1 | 2 | 3 {
  if (type === 0) return 1;
  if (type === 3) return 2;
  return type === 2 ? 2 : 1;
}
