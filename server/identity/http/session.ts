/** Sessions over the `kk_sid` cookie: start (login), read, end (logout). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_PENDING, COOKIE_SESSION, COOKIE_USER_TOKEN, SESSION_BROWSER_MS, SESSION_SAVED_MS } from '../constants';
import { randomId } from '../random';
import { useSession } from '../session-activity';
import type { IdentityContext } from '../context';
import type { SessionRow } from '../store/sessions';
import { clearCookie, readCookie, setCookie } from './cookies';

/** The live session named by the request's `kk_sid` cookie (ended here when idle too long; the call counts as activity). */
export function currentSession(svc: IdentityContext, request: FastifyRequest): SessionRow | undefined {
  const id = readCookie(request, COOKIE_SESSION);
  return id ? useSession(svc, id, svc.clock.now()) : undefined;
}

/**
 * Signs the user in: a new session (30 days with `save`, else 12 h and a browser-session cookie)
 * replacing the request's previous one, and the `kk_sid` cookie.
 */
export function startSession(
  svc: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  save: boolean,
): SessionRow {
  svc.sweep();
  const previous = readCookie(request, COOKIE_SESSION);
  const now = svc.clock.now();
  if (previous) svc.stores.sessions.end(previous, now);
  const lifetime = save ? SESSION_SAVED_MS : SESSION_BROWSER_MS;
  const session: SessionRow = { id: randomId(), user_id: userId, save: save ? 1 : 0, created_at: now, last_seen_at: now, expires_at: now + lifetime, ended_at: null };
  svc.stores.sessions.create(session);
  setCookie(request, reply, COOKIE_SESSION, session.id, save ? { httpOnly: true, maxAge: lifetime / 1000 } : { httpOnly: true });
  clearCookie(request, reply, COOKIE_PENDING, true);
  return session;
}

/** Signs out: ends the cookie's session (its row stays for the session limit) and clears the session and token cookies. */
export function endSession(svc: IdentityContext, request: FastifyRequest, reply: FastifyReply, sessionIds: ReadonlyArray<string | undefined> = []): void {
  const now = svc.clock.now();
  for (const id of [readCookie(request, COOKIE_SESSION), ...sessionIds]) {
    if (id) svc.stores.sessions.end(id, now);
  }
  clearCookie(request, reply, COOKIE_SESSION, true);
  clearCookie(request, reply, COOKIE_USER_TOKEN, false);
}
