/** HS256 JSON Web Tokens over the TokenClaims contract, signed and checked with `jose`. */
import { errors, jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { TokenClaimsSchema, type TokenClaims } from '@kickoff/contracts';

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));
}

/** Checks shape, algorithm (HS256 only), signature and expiry (`nowSeconds` < exp). */
export async function verifyToken(token: string, secret: string, nowSeconds: number): Promise<TokenCheck> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], currentDate: new Date(nowSeconds * 1000), clockTolerance: 0 }));
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'signature' };
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'malformed' };
  }
  const claims = v.safeParse(TokenClaimsSchema, payload);
  if (!claims.success) return { ok: false, reason: 'malformed' };
  if (!(claims.output.exp > nowSeconds)) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims.output };
}
