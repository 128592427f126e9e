/**
 * The counter store behind @fastify/rate-limit: fixed windows as in the plugin's LocalStore, but on
 * the server clock (the test API moves it) and clearable (the test API reset forgets every count).
 * In memory, one process: a deployment with several processes gives the plugin its Redis store.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock';

interface Window {
  current: number;
  startMs: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Keys one store keeps; the least recently used go first beyond that. */
const CAPACITY = 20_000;

export interface ClockStores {
  /** The store class handed to the plugin (`store` option). */
  Store: FastifyRateLimitStoreCtor;
  /** Empties every store the plugin made. */
  clear(): void;
}

export function createClockStores(clock: Clock): ClockStores {
  const all = new Set<Map<string, Window>>();

  class ClockStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    constructor() {
      all.add(this.windows);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock.now();
      let window = this.windows.get(key);
      if (!window || window.startMs + timeWindow <= now) window = { current: 0, startMs: now };
      window.current += 1;
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > CAPACITY) {
        const oldest = this.windows.keys().next();
        if (!oldest.done) this.windows.delete(oldest.value);
      }
      callback(null, { current: window.current, ttl: window.startMs + timeWindow - now });
    }

    /** The count without counting (`{ increment: false }`). */
    read(key: string, callback: Callback, timeWindow: number): void {
      const now = clock.now();
      const window = this.windows.get(key);
      if (!window || window.startMs + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
      else callback(null, { current: window.current, ttl: window.startMs + timeWindow - now });
    }

    child(): FastifyRateLimitStore {
      return new ClockStore();
    }
  }

  return {
    Store: ClockStore,
    clear() {
      for (const windows of all) windows.clear();
    },
  };
}
