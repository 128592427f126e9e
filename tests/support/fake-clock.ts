/** A manual fake clock for unit tests: timers fire only when the test advances time. */
import type { Clock } from '../../platform/src/timers/clock';

/** Lets pending promise callbacks run (`rounds` macrotask turns). */
export const flush = async (rounds = 3): Promise<void> => {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
};

export interface FakeClock extends Clock {
  /** Delays passed to setTimeout, in call order. */
  readonly delays: number[];
  readonly pendingTimers: number;
  /** Advances time by `ms`, firing due timers in order and flushing promises in between. */
  tick(ms: number): Promise<void>;
}

export function createFakeClock(start = 0, flushRounds = 3): FakeClock {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const delays: number[] = [];
  return {
    delays,
    now: () => now,
    setTimeout(fn, ms) {
      const id = ++nextId;
      timers.set(id, { at: now + ms, fn });
      delays.push(ms);
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    get pendingTimers() {
      return timers.size;
    },
    async tick(ms) {
      const target = now + ms;
      await flush(flushRounds);
      for (;;) {
        let due: [number, { at: number; fn: () => void }] | undefined;
        for (const entry of timers) if (entry[1].at <= target && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        await flush(flushRounds);
      }
      now = target;
      await flush(flushRounds);
    },
  };
}
