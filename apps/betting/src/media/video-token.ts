/**
 * The video token (account spec §7: `POST user/updatetoken`; shell spec §6: refreshed every 10 minutes): fetched
 * when a signed-in player opens a video and again every 10 minutes while one is open; dropped when the last video
 * closes or the player signs out. A failed refresh keeps the last token until it is refused and tries again after
 * a minute. The clock is injected, so tests drive the schedule.
 */
export const VIDEO_TOKEN_REFRESH_MS = 10 * 60_000;
export const VIDEO_TOKEN_RETRY_MS = 60_000;

export interface TimerClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface VideoTokenDeps {
  clock: TimerClock;
  fetchToken: () => Promise<string>;
  onToken: (token: string | null) => void;
  onError?: (error: unknown) => void;
}

export interface VideoTokenRefresher {
  /** A video opened or closed, or the player signed in or out: refresh while `active` (signed in and a video open). */
  setActive(active: boolean): void;
  stop(): void;
}

export function createVideoTokenRefresher(deps: VideoTokenDeps): VideoTokenRefresher {
  let active = false;
  let timer: unknown = null;
  let generation = 0;

  const clear = () => {
    if (timer !== null) deps.clock.clearTimeout(timer);
    timer = null;
  };
  const fetchNow = async () => {
    timer = null;
    const mine = generation;
    let next = VIDEO_TOKEN_REFRESH_MS;
    try {
      const token = await deps.fetchToken();
      if (mine !== generation) return; // deactivated meanwhile
      deps.onToken(token);
    } catch (error) {
      if (mine !== generation) return;
      deps.onError?.(error);
      next = VIDEO_TOKEN_RETRY_MS;
    }
    timer = deps.clock.setTimeout(() => void fetchNow(), next);
  };

  return {
    setActive(now) {
      if (now === active) return;
      active = now;
      generation += 1;
      clear();
      if (active) void fetchNow();
      else deps.onToken(null);
    },
    stop() {
      active = false;
      generation += 1;
      clear();
    },
  };
}
