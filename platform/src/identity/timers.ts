/**
 * Identity timers with an injected clock (account spec §4, §7, §9; shell spec §4):
 * - the auth-state refresh: every 60 s while the page is visible, paused while hidden, checked again
 *   on return; a changed user id is reported;
 * - the terms-change watcher: every 60 s while it is active (authorised user, feature on); a failed
 *   status call counts as "not changed" and is logged;
 * - the session bootstrap: the `user_token` cookie, else `auth/session-check`; `GET session` 8 s after
 *   ready when no session was preloaded.
 */
import type { Clock, IdentityLogger, VisibilitySource } from './deps';

const AUTH_REFRESH_MS = 60_000;
const TERMS_CHECK_MS = 60_000;
const SESSION_START_DELAY_MS = 8_000;
/** Session-check retries (account spec §4). */
export const SESSION_CHECK_RETRY = { times: 2, delayMs: 1500 } as const;

interface Stoppable {
  stop(): void;
}

interface AuthRefresherDeps {
  clock: Clock;
  visibility: VisibilitySource;
  /** The user id the server has for this browser (null: guest); rejects when the check fails. */
  check: () => Promise<number | null>;
  currentUserId: () => number | null;
  onUserChange: (userId: number | null) => Promise<void> | void;
  log: IdentityLogger;
  intervalMs?: number;
}

export function startAuthRefresher(deps: AuthRefresherDeps): Stoppable {
  const interval = deps.intervalMs ?? AUTH_REFRESH_MS;
  let timer: unknown = null;
  let ticking = false;
  let stopped = false;

  const clear = () => {
    if (timer !== null) deps.clock.clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    clear();
    if (stopped || !deps.visibility.isVisible()) return;
    timer = deps.clock.setTimeout(() => void tick(), interval);
  };
  const tick = async () => {
    timer = null;
    if (ticking || stopped) return;
    ticking = true;
    try {
      const userId = await deps.check();
      if (!stopped && userId !== deps.currentUserId()) await deps.onUserChange(userId);
    } catch (err) {
      deps.log.warn('auth state refresh failed', err);
    } finally {
      ticking = false;
    }
    schedule();
  };
  const offVisibility = deps.visibility.onChange(() => {
    if (!deps.visibility.isVisible()) clear();
    else if (timer === null && !ticking) void tick(); // back on the page: check now, then every minute
  });
  schedule();
  return {
    stop() {
      stopped = true;
      clear();
      offVisibility();
    },
  };
}

/** Terms status: true when changed; a failure is logged and counts as not changed. */
async function checkTermsChanged(fetchChanged: () => Promise<boolean>, log: IdentityLogger): Promise<boolean> {
  try {
    return await fetchChanged();
  } catch (err) {
    log.warn('terms status check failed; treated as not changed', err);
    return false;
  }
}

interface TermsWatcherDeps {
  clock: Clock;
  /** Authorised user and confirm-terms enabled. */
  isActive: () => boolean;
  fetchChanged: () => Promise<boolean>;
  onChanged: () => void;
  log: IdentityLogger;
  intervalMs?: number;
}

interface TermsWatcher extends Stoppable {
  /** Checks at once (a player just signed in) and restarts the 60 s period. */
  checkNow(): void;
}

export function startTermsWatcher(deps: TermsWatcherDeps): TermsWatcher {
  const interval = deps.intervalMs ?? TERMS_CHECK_MS;
  let timer: unknown = null;
  let stopped = false;
  const schedule = () => {
    if (!stopped) timer = deps.clock.setTimeout(() => void tick(), interval);
  };
  const tick = async () => {
    if (deps.isActive() && (await checkTermsChanged(deps.fetchChanged, deps.log)) && !stopped && deps.isActive()) deps.onChanged();
    schedule();
  };
  schedule();
  return {
    checkNow() {
      if (stopped) return;
      if (timer !== null) deps.clock.clearTimeout(timer);
      timer = null;
      void tick();
    },
    stop() {
      stopped = true;
      if (timer !== null) deps.clock.clearTimeout(timer);
    },
  };
}

interface SessionBootstrapDeps {
  clock: Clock;
  /** The user id in a valid `user_token` cookie, or null. */
  userFromToken: () => number | null;
  /** auth/session-check (with its retries). */
  checkSession: () => Promise<number | null>;
  /** Puts a known user into the page state (no login-change event: nothing changed). */
  adopt: (userId: number) => Promise<void>;
  whenReady: () => Promise<void>;
  /** GET session (no cache, body not parsed). */
  loadSession: () => Promise<void>;
  /** Fingerprint warm-up ("session and fingerprint start 8 s after ready"). */
  warmFingerprint: () => Promise<unknown>;
  log: IdentityLogger;
  delayMs?: number;
}

export interface SessionBootstrap extends Stoppable {
  /** Resolves when the session is known (from the cookie or the session check). */
  ready: Promise<void>;
}

export function startSessionBootstrap(deps: SessionBootstrapDeps): SessionBootstrap {
  let stopped = false;
  let timer: unknown = null;
  const fromToken = deps.userFromToken();
  const preloaded = fromToken !== null;

  const ready = (async () => {
    try {
      if (fromToken !== null) await deps.adopt(fromToken);
      else {
        const userId = await deps.checkSession();
        if (userId !== null && !stopped) await deps.adopt(userId);
      }
    } catch (err) {
      deps.log.error('session load failed', err);
    }
  })();

  void deps.whenReady().then(() => {
    if (stopped) return;
    timer = deps.clock.setTimeout(() => {
      timer = null;
      if (stopped) return;
      if (!preloaded) deps.loadSession().catch((err: unknown) => deps.log.error('session load failed', err));
      deps.warmFingerprint().catch((err: unknown) => deps.log.error('fingerprint warm-up failed', err));
    }, deps.delayMs ?? SESSION_START_DELAY_MS);
  });

  return {
    ready,
    stop() {
      stopped = true;
      if (timer !== null) deps.clock.clearTimeout(timer);
    },
  };
}
