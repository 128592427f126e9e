/**
 * Guards of the identity routes as `preHandler` hooks, declared on the route:
 * `{ preHandler: [guards.fingerprint] }`, `{ preHandler: guards.player }` (a bearer token of a live
 * session, 401 otherwise), `{ preHandler: guards.playerWithTerms }` (also 451 code 1 while the
 * player must accept changed terms). Both player guards refuse a banned player (403 `banned`) unless
 * the route declares what a ban allows: `config: { ban: 'allowed' }` (session, config, terms, ...) or
 * `config: { ban: 'deduce' }` (withdrawal: level 53 with version 1, or level 45 with another version).
 * A route may also require KYC: `config: { kyc: 'identified' }` refuses a player who must still pass
 * identification (403 `identification_required`), `config: { kyc: 'verified' }` also one who is not
 * verified (403 `verification_required`, account spec §4).
 * Last, the checks other services add (`app.identityChecks.onPlayerCall`: the limits service's
 * self-exclusion, time-out and session limit) may refuse the call; a route declares
 * `config: { restrictedAccess: 'allowed' }` to stay open to a self-excluded or timed-out player.
 * What a guard resolves is put on the request and read with `fingerprintOf(request)` /
 * `playerOf(request)`. A guard that answers returns the reply, which stops the route (Fastify's rule
 * for async hooks). Other services get the guards as `app.identityGuards`.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AuthErrorCodes, AuthHeaders, isVerifiedConfig } from '@kickoff/contracts';
import { KycErrorCodes } from '@kickoff/wallet-contracts';
import { sendError } from '../../http/errors';
import type { IdentityContext } from '../context';
import type { SessionRow } from '../store/sessions';
import type { UserRow } from '../store/users';
import { checkBearer } from '../tokens';
import { headerValue } from './cookies';

export interface Player {
  user: UserRow;
  session: SessionRow;
}

/** What a ban leaves open on a player route: everything refuses a banned player unless it says so. */
export type BanAccess = 'allowed' | 'deduce';

/** What a route requires of the player's KYC state: identification passed, or also verified. */
export type KycRequirement = 'identified' | 'verified';

/**
 * Whether a route stays open to a restricted player (self-exclusion, time-out: he may sign in only to
 * withdraw his balance and read his history). Routes that do not say so refuse him (403 `self_excluded`).
 */
export type RestrictedAccess = 'allowed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A banned player may call this route (`allowed`), or only when the ban allows withdrawals (`deduce`). */
    ban?: BanAccess;
    /** The player must have passed identification (`identified`) or also be verified (`verified`). */
    kyc?: KycRequirement;
    /** `allowed`: open to a self-excluded or timed-out player (reading the account and history, withdrawals). */
    restrictedAccess?: RestrictedAccess;
  }
  interface FastifyInstance {
    /** The player and fingerprint guards (identity service). */
    identityGuards: IdentityGuards;
  }
  interface FastifyRequest {
    /** The live `x-hd` fingerprint token (set by the fingerprint guard). */
    fingerprint: string | null;
    /** The signed-in player of the bearer token (set by the player guards). */
    player: Player | null;
  }
}

export interface IdentityGuards {
  /** 400 code 120 unless the `x-hd` header names a live fingerprint. */
  fingerprint: preHandlerAsyncHookHandler;
  /** 401 unless `Authorization: Bearer` holds a valid token of a live session. */
  player: preHandlerAsyncHookHandler;
  /** As `player`, plus 451 code 1 while the player must accept changed terms (site `isConfirmTermsEnabled`). */
  playerWithTerms: preHandlerAsyncHookHandler;
  /** A public route that answers more to a player: without `Authorization` a guest (`request.player` null), with it as `player`. */
  optionalPlayer: preHandlerAsyncHookHandler;
}

/** Whether the player must still accept the current terms. */
export function termsChanged(svc: IdentityContext, user: Pick<UserRow, 'terms_version'>): boolean {
  return user.terms_version < svc.stores.terms.current().version;
}

/** Error code of a call a ban does not allow (403). */
export const BANNED = 'banned';

/** Account spec §2: the deduce page stays open for ban level 53 with version 1, or level 45 with another version. */
export function canDeduce(user: Pick<UserRow, 'ban_level' | 'ban_version'>): boolean {
  return (user.ban_level === 53 && user.ban_version === 1) || (user.ban_level === 45 && user.ban_version !== 1);
}

/** Why a route that requires `kyc` refuses the player, or null when it does not. */
export function kycRefusal(
  user: Pick<UserRow, 'is_need_identification' | 'internal_verification_status' | 'verification_status_group_code' | 'requested_additional_document'>,
  kyc: KycRequirement | undefined,
): { code: string; detail: string } | null {
  if (!kyc) return null;
  if (user.is_need_identification) return { code: KycErrorCodes.identificationRequired, detail: 'Pass identification first (office → identification)' };
  if (kyc === 'verified' && !isVerifiedConfig({ ...user, requested_additional_document: user.requested_additional_document !== 0 })) return { code: KycErrorCodes.verificationRequired, detail: 'Verify your account first (office → verification)' };
  return null;
}

/** Whether the player may call a route that declares `access` (undefined: not open to banned players). */
export function banAllows(user: Pick<UserRow, 'ban_level' | 'ban_version'>, access: BanAccess | undefined): boolean {
  if (user.ban_level <= 0) return true;
  if (access === 'allowed') return true;
  return access === 'deduce' && canDeduce(user);
}

export function createGuards(svc: IdentityContext): IdentityGuards {
  const authenticate = async (request: FastifyRequest, reply: FastifyReply, terms: boolean): Promise<FastifyReply | undefined> => {
    const checked = await checkBearer(svc, headerValue(request, AuthHeaders.authorization));
    if (!checked.ok) {
      return sendError(reply, 401, AuthErrorCodes.unauthorized, checked.detail);
    }
    if (!banAllows(checked.user, request.routeOptions.config.ban)) {
      request.log.warn({ userId: checked.user.id, url: request.routeOptions.url, banLevel: checked.user.ban_level }, 'banned player refused');
      return sendError(reply, 403, BANNED, 'Your account is restricted: this action is not available');
    }
    const kyc = kycRefusal(checked.user, request.routeOptions.config.kyc);
    if (kyc) return sendError(reply, 403, kyc.code, kyc.detail);
    if (terms && svc.siteRules().isConfirmTermsEnabled && termsChanged(svc, checked.user)) {
      return sendError(reply, 451, AuthErrorCodes.termsChanged, 'The terms have changed: accept them to continue');
    }
    const refusal = svc.checks.playerCall(request, { userId: checked.user.id, sessionId: checked.session.id, sessionStartedAt: checked.session.created_at }, svc.clock.now());
    if (refusal) {
      if (refusal.endSessionAt !== undefined) svc.stores.sessions.end(checked.session.id, refusal.endSessionAt);
      return sendError(reply, refusal.status, refusal.code, refusal.detail, undefined, refusal.meta);
    }
    request.player = { user: checked.user, session: checked.session };
    return undefined;
  };

  return {
    async fingerprint(request, reply) {
      const token = headerValue(request, AuthHeaders.fingerprint);
      if (token && svc.stores.fingerprints.live(token, svc.clock.now())) {
        request.fingerprint = token;
        return undefined;
      }
      const detail = token ? 'The fingerprint is unknown or expired' : 'The x-hd fingerprint header is required';
      return sendError(reply, 400, AuthErrorCodes.fingerprint, detail, { parameter: AuthHeaders.fingerprint });
    },
    player: (request, reply) => authenticate(request, reply, false),
    playerWithTerms: (request, reply) => authenticate(request, reply, true),
    optionalPlayer: async (request, reply) => (headerValue(request, AuthHeaders.authorization) === undefined ? undefined : authenticate(request, reply, false)),
  };
}

/** The fingerprint the guard resolved (a route without the guard is a server bug). */
export function fingerprintOf(request: FastifyRequest): string {
  if (request.fingerprint === null) throw new Error(`${request.routeOptions.url ?? request.url}: the fingerprint guard did not run`);
  return request.fingerprint;
}

/** The player the guard resolved (a route without the guard is a server bug). */
export function playerOf(request: FastifyRequest): Player {
  if (request.player === null) throw new Error(`${request.routeOptions.url ?? request.url}: the player guard did not run`);
  return request.player;
}
