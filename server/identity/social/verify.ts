/**
 * Verifying an ID token with jose: the signature against the provider's keys (ES256 or RS256 only),
 * the issuer, the audience (our client id), the expiry (on the server clock, 60 s of leeway for clock
 * skew), a subject, and — for a redirect sign-in — the nonce the flow stored. The token itself is never
 * logged; a failure says only which check failed.
 */
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import * as v from 'valibot';

const ClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  email: v.optional(v.pipe(v.string(), v.maxLength(254))),
  email_verified: v.optional(v.union([v.boolean(), v.string()])),
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  nonce: v.optional(v.string()),
});

export interface IdClaims {
  sub: string;
  email: string | null;
  name: string | null;
}

export interface VerifyOptions {
  keys: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  /** The nonce the flow stored; null when there is none to check (one-tap). */
  nonce: string | null;
  /** The server clock (ms). */
  now: number;
}

export type VerifyResult = { ok: true; claims: IdClaims } | { ok: false; reason: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function verifyIdToken(token: string, opts: VerifyOptions): Promise<VerifyResult> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, opts.keys, {
      issuer: opts.issuer,
      audience: opts.audience,
      algorithms: ['ES256', 'RS256'],
      currentDate: new Date(opts.now),
      clockTolerance: 60,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWTClaimValidationFailed) return { ok: false, reason: `claim ${error.claim}` };
    if (error instanceof errors.JOSEError) return { ok: false, reason: error.code };
    return { ok: false, reason: 'unreadable' };
  }
  const claims = v.safeParse(ClaimsSchema, payload);
  if (!claims.success) return { ok: false, reason: 'claims' };
  if (opts.nonce !== null && claims.output.nonce !== opts.nonce) return { ok: false, reason: 'claim nonce' };
  // An e-mail counts only when the provider does not say it is unverified.
  const verified = claims.output.email_verified !== false && claims.output.email_verified !== 'false';
  const email = claims.output.email && verified && EMAIL.test(claims.output.email) ? claims.output.email.toLowerCase() : null;
  return { ok: true, claims: { sub: claims.output.sub, email, name: claims.output.name?.trim() || null } };
}
