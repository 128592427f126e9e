/**
 * The session-limit ping (account spec §7, §9: every 30 s while a session limit is set): when the
 * server answers that the limit is reached, the player is told and disconnected.
 */
import type { Clock } from '@kickoff/platform';
import { LIMITS_PING_INTERVAL_MS, type PingResponse } from '@kickoff/platform-wallet';

export interface SessionPingDeps {
  clock: Clock;
  ping(): Promise<PingResponse>;
  onEnded(): void;
  log(message: string, err: unknown): void;
}

export function startSessionPing(deps: SessionPingDeps): { stop(): void } {
  let timer: unknown = null;
  let stopped = false;
  const tick = async () => {
    try {
      const reply = await deps.ping();
      if (stopped) return;
      if (reply.status === 'SESSION_LIMIT_REACHED') {
        stopped = true;
        deps.onEnded();
        return;
      }
    } catch (err) {
      deps.log('session ping failed', err);
    }
    if (!stopped) timer = deps.clock.setTimeout(() => void tick(), LIMITS_PING_INTERVAL_MS);
  };
  void tick();
  return {
    stop() {
      stopped = true;
      if (timer !== null) deps.clock.clearTimeout(timer);
    },
  };
}
