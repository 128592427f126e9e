/** Signed user tokens bound to a session: issue (gettoken) and check (Authorization: Bearer). */
import type { TokenClaims } from '../../platform/src/schemas/auth';
import { signToken, verifyToken } from './jwt';
import type { IdentityService } from './service';
import type { SessionRow } from './store/sessions';
import type { UserRow } from './store/users';

export interface IssuedToken {
  token: string;
  claims: TokenClaims;
}

export function issueToken(svc: IdentityService, session: SessionRow): IssuedToken {
  const iat = Math.floor(svc.clock.now() / 1000);
  const claims: TokenClaims = { sub: String(session.user_id), iat, exp: iat + svc.settings.tokenTtlSeconds, sid: session.id };
  return { token: signToken(claims, svc.secret), claims };
}

export type BearerCheck =
  | { ok: true; user: UserRow; session: SessionRow; claims: TokenClaims }
  | { ok: false; detail: string };

/** `Bearer <token>`: signature, expiry, and a live session of the token's user. */
export function checkBearer(svc: IdentityService, authorization: string | undefined): BearerCheck {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return { ok: false, detail: 'Authorization: Bearer <token> is required' };
  const now = svc.clock.now();
  const checked = verifyToken(match[1], svc.secret, Math.floor(now / 1000));
  if (!checked.ok) {
    const detail = checked.reason === 'expired' ? 'The token has expired' : checked.reason === 'signature' ? 'The token signature is invalid' : 'The token is malformed';
    return { ok: false, detail };
  }
  const { claims } = checked;
  const session = claims.sid ? svc.stores.sessions.live(claims.sid, now) : undefined;
  if (!session || String(session.user_id) !== claims.sub) return { ok: false, detail: 'The session of this token has ended' };
  const user = svc.stores.users.byId(session.user_id);
  if (!user) return { ok: false, detail: 'The session of this token has ended' };
  svc.stores.sessions.touch(session.id, now);
  return { ok: true, user, session, claims };
}
