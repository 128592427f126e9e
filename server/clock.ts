/** The server clock: real time plus an offset the test API can advance (identity expiries, rate-limit windows). */

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Moves the clock forward (tests and demos only). */
  advance(ms: number): void;
  /** Back to real time (the test API's reset: every test starts from the same clock). */
  reset(): void;
}

export function createClock(base: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}
