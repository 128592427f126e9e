/**
 * The reality check's timer (shell spec §4: "a timer runs while authorized and the configured minutes
 * are above zero ... The deadline is kept in local storage and the timer is re-armed in chunks of at
 * most 5 minutes"). Pure apart from the clock and the storage it is given: every tab of the player
 * reads the one deadline, so the reminder comes once, whichever tab is open; a broken stored value
 * counts as none.
 */
import * as v from 'valibot';
import type { Clock } from '@kickoff/platform';

export const REALITY_CHUNK_MS = 5 * 60_000;
export const REALITY_DEADLINE_KEY = 'kk.realityCheck';

const StoredSchema = v.object({ userId: v.number(), deadline: v.number() });

export interface RealityCheckDeps {
  clock: Clock;
  storage: Storage | null;
  userId: number;
  /** The player's reality-check period in minutes (limit 32). */
  minutes: number;
  /** The deadline passed: show the reminder. */
  onDue(): void;
}

export interface RealityCheck {
  /** Starts a new period from now (after "continue"). */
  restart(): void;
  stop(): void;
}

function readDeadline(storage: Storage | null, userId: number): number | null {
  try {
    const raw = storage?.getItem(REALITY_DEADLINE_KEY);
    const parsed = raw ? v.safeParse(StoredSchema, JSON.parse(raw)) : null;
    return parsed?.success && parsed.output.userId === userId ? parsed.output.deadline : null;
  } catch {
    return null;
  }
}

function writeDeadline(storage: Storage | null, userId: number, deadline: number): void {
  try {
    storage?.setItem(REALITY_DEADLINE_KEY, JSON.stringify({ userId, deadline }));
  } catch {
    /* storage full or unavailable: this tab keeps its own timer */
  }
}

export function startRealityCheck(deps: RealityCheckDeps): RealityCheck {
  const { clock, storage, userId } = deps;
  const period = deps.minutes * 60_000;
  let timer: unknown = null;
  let stopped = false;
  let local = 0;

  const deadline = (): number => readDeadline(storage, userId) ?? local;

  const arm = () => {
    if (stopped) return;
    const left = deadline() - clock.now();
    if (left <= 0) {
      deps.onDue();
      return;
    }
    timer = clock.setTimeout(arm, Math.min(left, REALITY_CHUNK_MS));
  };

  const begin = (fresh: boolean) => {
    const stored = readDeadline(storage, userId);
    local = !fresh && stored !== null ? stored : clock.now() + period;
    if (fresh || stored === null) writeDeadline(storage, userId, local);
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    arm();
  };

  begin(false);
  return {
    restart: () => begin(true),
    stop() {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
    },
  };
}
