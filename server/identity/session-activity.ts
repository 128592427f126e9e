/**
 * Inactivity logoff on the server (issue 23 item 4; shell spec §4 "automatic logoff on inactivity"):
 * a session nobody used for longer than the site config's `autoLogoffInactiveMinutes` (while
 * `isAutoLogoffEnable`, the same setting the browser's timer reads) is ended here, at the moment it
 * went idle, and the call that found it is answered as for an ended session (401). Every call that
 * uses the session counts as activity (a player call, the keep-alive, a token refresh); it is written
 * at most once a minute per session, and one minute of grace is added to the idle time so the server
 * never ends a session the browser still counts as active.
 */
import { isDatabaseBusy } from '../db/busy';
import { MINUTE } from './constants';
import type { IdentityContext } from './context';
import type { SessionRow } from './store/sessions';

/** A session's last activity is written at most this often. */
export const TOUCH_INTERVAL_MS = MINUTE;

/** The idle time after which a session ends (ms), or null when automatic logoff is off. */
export function idleLimitMs(rules: { isAutoLogoffEnable: boolean; autoLogoffInactiveMinutes: number }): number | null {
  return rules.isAutoLogoffEnable ? rules.autoLogoffInactiveMinutes * MINUTE + TOUCH_INTERVAL_MS : null;
}

/** When the session went idle for good (ms), or null while it is still in use. */
export function idleEnd(session: Pick<SessionRow, 'last_seen_at'>, now: number, idleMs: number | null): number | null {
  if (idleMs === null) return null;
  const end = session.last_seen_at + idleMs;
  return now >= end ? end : null;
}

/** Whether this call's activity should be written (the stored one is at least a minute old). */
export const dueForTouch = (session: Pick<SessionRow, 'last_seen_at'>, now: number): boolean => now - session.last_seen_at >= TOUCH_INTERVAL_MS;

/** The site's idle limit, read from the site config at most every 5 s of the server clock (it is needed on every call). */
function cachedIdleLimit(svc: IdentityContext): () => number | null {
  let value: number | null = null;
  let readAt = -Infinity;
  return () => {
    const at = svc.clock.now();
    if (at - readAt > 5_000 || at < readAt) {
      value = idleLimitMs(svc.siteRules());
      readAt = at;
    }
    return value;
  };
}

const idleLimits = new WeakMap<IdentityContext, () => number | null>();

/** The idle limit of this identity context (null: automatic logoff is off). */
export function idleLimitOf(svc: IdentityContext): number | null {
  let read = idleLimits.get(svc);
  if (!read) {
    read = cachedIdleLimit(svc);
    idleLimits.set(svc, read);
  }
  return read();
}

/**
 * The open session `id` as a call uses it: undefined when it does not exist, ended or expired, or has
 * been idle too long (then it is ended at the moment it went idle); otherwise its activity is recorded.
 */
export function useSession(svc: IdentityContext, id: string, now: number): SessionRow | undefined {
  const session = svc.stores.sessions.live(id, now);
  if (!session) return undefined;
  const idle = idleEnd(session, now, idleLimitOf(svc));
  if (idle !== null) {
    svc.stores.sessions.end(session.id, idle);
    return undefined;
  }
  if (dueForTouch(session, now)) {
    try {
      svc.stores.sessions.touch(session.id, now);
      return { ...session, last_seen_at: now };
    } catch (error) {
      // Another process holds the write lock (../db/busy.ts): the call goes on, a later one records the visit.
      if (!isDatabaseBusy(error)) throw error;
    }
  }
  return session;
}

/** A stretch of time a player was signed in (ms). */
export interface SignedInSpan {
  start: number;
  end: number;
}

/**
 * When each session of the user that overlaps [since, now] was signed in: from its login to its end
 * (logout, inactivity, another login), or while it is open, to now — an open session idle too long
 * counts to the moment it went idle, and none beyond its expiry. Oldest first; spans may overlap
 * (parallel sessions).
 */
export function signedInSpans(svc: IdentityContext, userId: number, since: number, now: number): SignedInSpan[] {
  const idleMs = idleLimitOf(svc);
  return svc.stores.sessions.between(userId, since, now).map((s) => ({
    start: s.created_at,
    end: s.ended_at ?? Math.min(now, s.expires_at, idleEnd(s, now, idleMs) ?? now),
  }));
}

export interface IdentitySessions {
  /** The user's signed-in spans overlapping [since, now] (./session-activity.ts `signedInSpans`). */
  signedIn(userId: number, since: number, now: number): SignedInSpan[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What other services may read of the sessions (identity service): the limits' session limit. */
    identitySessions: IdentitySessions;
  }
}
