/**
 * The video token (`POST /web-api/user/updatetoken`, issued by identity) and the signed stream links of
 * the demo provider, both HMAC-SHA256 with keys derived (HKDF-SHA256) from the identity's token secret,
 * one key per purpose: the secret itself signs the bearer tokens, so neither a video token nor a
 * stream link can ever pass for one of those, nor for each other.
 *
 * Video token: `<playerId>.<exp>.<nonce>.<sig>`, `exp` in unix seconds (15 minutes ahead), `nonce` 8
 * random bytes (every call answers a new token), `sig` the base64url HMAC of `<playerId>.<exp>.<nonce>`.
 * Stream link: `?exp=<unix s>&sig=<base64url HMAC of "<gameId>.<exp>">`.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a video token and a stream link live: the player refreshes the token every 10 minutes. */
export const VIDEO_TOKEN_TTL_SECONDS = 15 * 60;
export const STREAM_LINK_TTL_SECONDS = 15 * 60;

export interface VideoKeys {
  /** Signs and checks video tokens. */
  token: Buffer;
  /** Signs and checks stream links. */
  stream: Buffer;
}

const derive = (secret: string, purpose: string): Buffer => Buffer.from(hkdfSync('sha256', secret, 'kickoff-media', purpose, 32));

/** The keys of the video token and of the stream links, from the identity's token secret. */
export function videoKeys(secret: string): VideoKeys {
  return { token: derive(secret, 'video-token/v1'), stream: derive(secret, 'demo-stream-link/v1') };
}

const mac = (key: Buffer, text: string): string => createHmac('sha256', key).update(text, 'utf8').digest('base64url');

function sameMac(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A video token of the player, valid until `now + VIDEO_TOKEN_TTL_SECONDS`. */
export function signVideoToken(key: Buffer, playerId: number, nowMs: number): { token: string; expiresAt: number } {
  const exp = Math.floor(nowMs / 1000) + VIDEO_TOKEN_TTL_SECONDS;
  const payload = `${playerId}.${exp}.${randomBytes(8).toString('base64url')}`;
  return { token: `${payload}.${mac(key, payload)}`, expiresAt: exp };
}

export type VideoTokenCheck = { ok: true; playerId: number; exp: number } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const TOKEN_SHAPE = /^([1-9]\d{0,15})\.(\d{1,12})\.([A-Za-z0-9_-]{11})\.([A-Za-z0-9_-]{43})$/;

/** Checks the signature and the expiry of a video token. */
export function checkVideoToken(key: Buffer, token: string | undefined, nowMs: number): VideoTokenCheck {
  const match = token === undefined ? null : TOKEN_SHAPE.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, id = '', exp = '', nonce = '', sig = ''] = match;
  if (!sameMac(mac(key, `${id}.${exp}.${nonce}`), sig)) return { ok: false, reason: 'signature' };
  if (Number(exp) * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, playerId: Number(id), exp: Number(exp) };
}

/** The query of a stream link of the game, valid until `now + STREAM_LINK_TTL_SECONDS`. */
export function signStreamLink(key: Buffer, gameId: number, nowMs: number): { exp: number; sig: string } {
  const exp = Math.floor(nowMs / 1000) + STREAM_LINK_TTL_SECONDS;
  return { exp, sig: mac(key, `${gameId}.${exp}`) };
}

/** Whether a stream link's `exp` and `sig` are this server's for the game and not expired. */
export function checkStreamLink(key: Buffer, gameId: number, exp: string | undefined, sig: string | undefined, nowMs: number): 'ok' | 'expired' | 'signature' {
  if (exp === undefined || sig === undefined || !/^\d{1,12}$/.test(exp) || !sameMac(mac(key, `${gameId}.${exp}`), sig)) return 'signature';
  return Number(exp) * 1000 <= nowMs ? 'expired' : 'ok';
}
