/** HS256 JSON Web Tokens (header.payload.signature, base64url) over the TokenClaims contract. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { TokenClaimsSchema, type TokenClaims } from '../../platform/src/schemas/auth';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const HeaderSchema = v.object({ alg: v.literal('HS256'), typ: v.optional(v.string()) });

function signature(secret: string, signingInput: string): string {
  return createHmac('sha256', secret).update(signingInput).digest('base64url');
}

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${signature(secret, input)}`;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Checks shape, algorithm, signature (constant time) and expiry (`nowSeconds` < exp). */
export function verifyToken(token: string, secret: string, nowSeconds: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, sig] = parts as [string, string, string];
  if (!v.is(HeaderSchema, decodeJson(header))) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signature(secret, `${header}.${payload}`));
  const actual = Buffer.from(sig);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'signature' };
  const claims = v.safeParse(TokenClaimsSchema, decodeJson(payload));
  if (!claims.success) return { ok: false, reason: 'malformed' };
  if (!(claims.output.exp > nowSeconds)) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims.output };
}
