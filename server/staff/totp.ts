/**
 * TOTP second factor (RFC 6238 through otplib v13's functional API): secrets, the otpauth:// URI for an
 * authenticator app, and the check of a code at the server clock. A code's time step must be later than
 * the last one the member used (`afterTimeStep`), so a code is never accepted twice.
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';
import { TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_TOLERANCE_SECONDS } from './constants';

export type TotpCheck = { ok: true; timeStep: number } | { ok: false; reason: 'invalid' | 'replayed' };

/** A new Base32 secret (20 random bytes). */
export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS });
}

/** The code of a secret at a time (ms): the tests, the e2e journeys and the seed's documentation use it. */
export function totpCode(secret: string, atMs: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(atMs / 1000), period: TOTP_PERIOD_SECONDS });
}

const SIX_DIGITS = /^\d{6}$/;

/** Checks `code` at `nowMs` (one step of drift either way); a step at or before `lastStep` is a replay. */
export async function checkTotp(secret: string, code: string, nowMs: number, lastStep: number | null): Promise<TotpCheck> {
  if (!SIX_DIGITS.test(code)) return { ok: false, reason: 'invalid' };
  const options = { secret, token: code, epoch: Math.floor(nowMs / 1000), period: TOTP_PERIOD_SECONDS, epochTolerance: TOTP_TOLERANCE_SECONDS };
  const result = await verify(options);
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'invalid' };
  if (lastStep !== null && result.timeStep <= lastStep) return { ok: false, reason: 'replayed' };
  return { ok: true, timeStep: result.timeStep };
}
