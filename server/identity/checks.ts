/**
 * Checks other services add to the identity's login and player guards without the identity knowing
 * them (`app.identityChecks`): the limits service refuses a login during self-exclusion or time-out
 * and player calls once the session limit is used up. A check answers a refusal or null; the first
 * refusal wins and is sent as that JSON:API error.
 */
import type { FastifyRequest } from 'fastify';
import type { MetaValue } from '../http/errors';

export interface Refusal {
  status: number;
  code: string;
  detail: string;
  meta?: Record<string, MetaValue>;
}

/** Whether the user may sign in now (after the password or code was right, before a session or a second step starts). */
export type LoginCheck = (userId: number, now: number) => Refusal | null;

/** Whether the signed-in player may make this call (after the token, ban and KYC checks). */
export type PlayerCheck = (request: FastifyRequest, player: { userId: number; sessionId: string; sessionStartedAt: number }, now: number) => Refusal | null;

export interface IdentityChecks {
  onLogin(check: LoginCheck): void;
  onPlayerCall(check: PlayerCheck): void;
  login(userId: number, now: number): Refusal | null;
  playerCall(...args: Parameters<PlayerCheck>): Refusal | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Login and player-call checks other services register (identity service). */
    identityChecks: IdentityChecks;
  }
}

export function createIdentityChecks(): IdentityChecks {
  const logins: LoginCheck[] = [];
  const calls: PlayerCheck[] = [];
  return {
    onLogin: (check) => void logins.push(check),
    onPlayerCall: (check) => void calls.push(check),
    login(userId, now) {
      for (const check of logins) {
        const refusal = check(userId, now);
        if (refusal) return refusal;
      }
      return null;
    },
    playerCall(request, player, now) {
      for (const check of calls) {
        const refusal = check(request, player, now);
        if (refusal) return refusal;
      }
      return null;
    },
  };
}
