/**
 * Request guards of the identity routes: the fingerprint header (400 code 120), the bearer token
 * (401 unauthorized) and changed terms (451 code 1 when the site confirms terms).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthErrorCodes, AuthHeaders } from '../../../platform/src/schemas/auth';
import { sendError } from '../../http/errors';
import type { IdentityService } from '../service';
import type { SessionRow } from '../store/sessions';
import type { UserRow } from '../store/users';
import { checkBearer } from '../tokens';
import { headerValue } from './cookies';

/** The request's fingerprint token when it is known and unexpired; otherwise sends 400 `120`. */
export function requireFingerprint(svc: IdentityService, request: FastifyRequest, reply: FastifyReply): string | undefined {
  const token = headerValue(request, AuthHeaders.fingerprint);
  if (token && svc.stores.fingerprints.live(token, svc.clock.now())) return token;
  sendError(reply, 400, AuthErrorCodes.fingerprint, token ? 'The fingerprint is unknown or expired' : 'The x-hd fingerprint header is required', {
    parameter: AuthHeaders.fingerprint,
  });
  return undefined;
}

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

/** Whether the player must still accept the current terms. */
export function termsChanged(svc: IdentityService, user: UserRow): boolean {
  return user.terms_version < svc.stores.terms.current().version;
}

/**
 * A flagged call: a valid bearer token of a live session, else 401. With `terms`, a player who has not
 * accepted the current terms gets 451 code 1 while the site config has `isConfirmTermsEnabled`.
 */
export function authenticate(
  svc: IdentityService,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { terms: boolean },
): Authenticated | undefined {
  const checked = checkBearer(svc, headerValue(request, AuthHeaders.authorization));
  if (!checked.ok) {
    sendError(reply, 401, AuthErrorCodes.unauthorized, checked.detail);
    return undefined;
  }
  if (options.terms && svc.siteRules().isConfirmTermsEnabled && termsChanged(svc, checked.user)) {
    sendError(reply, 451, AuthErrorCodes.termsChanged, 'The terms have changed: accept them to continue');
    return undefined;
  }
  return { user: checked.user, session: checked.session };
}
