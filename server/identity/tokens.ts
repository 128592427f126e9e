/** Signed user tokens bound to a session: issue (gettoken) and check (Authorization: Bearer). */
import type { TokenClaims } from '@kickoff/contracts';
import { signToken, verifyToken } from './jwt';
import type { IdentityContext } from './context';
import { useSession } from './session-activity';
import type { SessionRow } from './store/sessions';
import type { UserRow } from './store/users';

export interface IssuedToken {
  token: string;
  claims: TokenClaims;
}

export async function issueToken(svc: IdentityContext, session: SessionRow): Promise<IssuedToken> {
  const iat = Math.floor(svc.clock.now() / 1000);
  const claims: TokenClaims = { sub: String(session.user_id), iat, exp: iat + svc.settings.tokenTtlSeconds, sid: session.id };
  return { token: await signToken(claims, svc.secret), claims };
}

export type BearerCheck =
  | { ok: true; user: UserRow; session: SessionRow; claims: TokenClaims }
  | { ok: false; detail: string };

/** `Bearer <token>`: signature, expiry, and a live session of the token's user (not idle too long: ./session-activity.ts). */
export async function checkBearer(svc: IdentityContext, authorization: string | undefined): Promise<BearerCheck> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return { ok: false, detail: 'Authorization: Bearer <token> is required' };
  const now = svc.clock.now();
  const checked = await verifyToken(match[1], svc.secret, Math.floor(now / 1000));
  if (!checked.ok) {
    const detail = checked.reason === 'expired' ? 'The token has expired' : checked.reason === 'signature' ? 'The token signature is invalid' : 'The token is malformed';
    return { ok: false, detail };
  }
  const { claims } = checked;
  const session = claims.sid ? useSession(svc, claims.sid, now) : undefined;
  if (!session || String(session.user_id) !== claims.sub) return { ok: false, detail: 'The session of this token has ended' };
  const user = svc.stores.users.byId(session.user_id);
  if (!user) return { ok: false, detail: 'The session of this token has ended' };
  return { ok: true, user, session, claims };
}
