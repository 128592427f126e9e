/**
 * Automatic logoff on inactivity (shell spec §4, §9: `isAutoLogoffEnable`, `autoLogoffInactiveMinutes`
 * default 30; activity throttled to 100 ms; playing media counts as activity). The last activity is
 * shared through local storage, so a player active in one tab is not signed out by another. A minute
 * before the end the player is warned and can stay (WCAG 2.2.1 Timing Adjustable).
 */
import type { Clock } from '@kickoff/platform';

export const ACTIVITY_THROTTLE_MS = 100;
export const WARNING_BEFORE_MS = 60_000;
export const LAST_ACTIVE_KEY = 'kk.lastActive';

export interface InactivityDeps {
  clock: Clock;
  storage: Storage | null;
  minutes: number;
  /** Whether audio or video is playing on the page (counts as activity). */
  mediaPlaying(): boolean;
  onWarn(): void;
  onLogoff(): void;
}

export interface Inactivity {
  /** An activity event (pointer, key, scroll, touch): throttled to one per 100 ms. */
  activity(): void;
  stop(): void;
}

export function startInactivity(deps: InactivityDeps): Inactivity {
  const { clock, storage } = deps;
  const limit = deps.minutes * 60_000;
  let lastLocal = clock.now();
  let lastWrite = -Infinity;
  let warned = false;
  let timer: unknown = null;
  let stopped = false;

  const lastActive = (): number => {
    try {
      const shared = Number(storage?.getItem(LAST_ACTIVE_KEY));
      return Number.isFinite(shared) && shared > lastLocal ? shared : lastLocal;
    } catch {
      return lastLocal;
    }
  };

  const record = (now: number) => {
    lastLocal = now;
    try {
      storage?.setItem(LAST_ACTIVE_KEY, String(now));
    } catch {
      /* this tab keeps its own time */
    }
  };

  const check = () => {
    if (stopped) return;
    const now = clock.now();
    if (deps.mediaPlaying()) record(now);
    const idle = now - lastActive();
    if (idle >= limit) {
      stopped = true;
      deps.onLogoff();
      return;
    }
    if (idle >= limit - WARNING_BEFORE_MS) {
      if (!warned) deps.onWarn();
      warned = true;
      timer = clock.setTimeout(check, Math.min(limit - idle, 5_000));
      return;
    }
    warned = false;
    timer = clock.setTimeout(check, limit - WARNING_BEFORE_MS - idle);
  };

  record(clock.now());
  check();
  return {
    activity() {
      const now = clock.now();
      if (now - lastWrite < ACTIVITY_THROTTLE_MS) return;
      lastWrite = now;
      record(now);
      if (warned) {
        warned = false;
        if (timer !== null) clock.clearTimeout(timer);
        check();
      }
    },
    stop() {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
    },
  };
}
