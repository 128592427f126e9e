/**
 * Guards of the identity routes as `preHandler` hooks, declared on the route:
 * `{ preHandler: [guards.fingerprint] }`, `{ preHandler: guards.player }` (a bearer token of a live
 * session, 401 otherwise), `{ preHandler: guards.playerWithTerms }` (also 451 code 1 while the
 * player must accept changed terms). What a guard resolves is put on the request and read with
 * `fingerprintOf(request)` / `playerOf(request)`. A guard that answers returns the reply, which
 * stops the route (Fastify's rule for async hooks).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AuthErrorCodes, AuthHeaders } from '@kickoff/contracts';
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

declare module 'fastify' {
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
}

/** Whether the player must still accept the current terms. */
export function termsChanged(svc: IdentityContext, user: UserRow): boolean {
  return user.terms_version < svc.stores.terms.current().version;
}

export function createGuards(svc: IdentityContext): IdentityGuards {
  const authenticate = async (request: FastifyRequest, reply: FastifyReply, terms: boolean): Promise<FastifyReply | undefined> => {
    const checked = await checkBearer(svc, headerValue(request, AuthHeaders.authorization));
    if (!checked.ok) {
      return sendError(reply, 401, AuthErrorCodes.unauthorized, checked.detail);
    }
    if (terms && svc.siteRules().isConfirmTermsEnabled && termsChanged(svc, checked.user)) {
      return sendError(reply, 451, AuthErrorCodes.termsChanged, 'The terms have changed: accept them to continue');
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
