/**
 * Checks other services add to the identity's login and player guards without the identity knowing
 * them (`app.identityChecks`): the limits service refuses a login once the session limit is used up,
 * player calls once it is used up (the session then ends) and, during self-exclusion or time-out,
 * player calls on routes not open to a restricted player (`config.restrictedAccess`); it also reports
 * the restriction the user config shows. A check answers a refusal or null; the first refusal wins
 * and is sent as that JSON:API error.
 */
import type { FastifyRequest } from 'fastify';
import type { MetaValue } from '../http/errors';

export interface Refusal {
  status: number;
  code: string;
  detail: string;
  meta?: Record<string, MetaValue>;
  /** A player-call refusal that also ends the session at this time (ms): the session limit was used up. */
  endSessionAt?: number;
}

/** What restricts a player who may sign in (self-exclusion, time-out): he may only withdraw and read his history. */
export interface Restriction {
  limitType: number;
  /** Unix seconds. */
  until: number;
}

/** The restriction of the user now, or null. */
export type RestrictionCheck = (userId: number, now: number) => Restriction | null;

/** Whether the user may sign in now (after the password or code was right, before a session or a second step starts). */
export type LoginCheck = (userId: number, now: number) => Refusal | null;

/** Whether the signed-in player may make this call (after the token, ban and KYC checks). */
export type PlayerCheck = (request: FastifyRequest, player: { userId: number; sessionId: string; sessionStartedAt: number }, now: number) => Refusal | null;

export interface IdentityChecks {
  onLogin(check: LoginCheck): void;
  onPlayerCall(check: PlayerCheck): void;
  onRestriction(check: RestrictionCheck): void;
  login(userId: number, now: number): Refusal | null;
  playerCall(...args: Parameters<PlayerCheck>): Refusal | null;
  /** The first restriction a check reports (the user config shows it), or null. */
  restriction(userId: number, now: number): Restriction | null;
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
  const restrictions: RestrictionCheck[] = [];
  return {
    onLogin: (check) => void logins.push(check),
    onPlayerCall: (check) => void calls.push(check),
    onRestriction: (check) => void restrictions.push(check),
    restriction(userId, now) {
      for (const check of restrictions) {
        const found = check(userId, now);
        if (found) return found;
      }
      return null;
    },
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
