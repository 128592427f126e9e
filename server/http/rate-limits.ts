/**
 * Rate limits through @fastify/rate-limit (registered with `global: false`, counting on the server
 * clock): `app.limits.perAddress(rule)` is an `onRequest` hook counting per client address, one count
 * shared by every route that uses the same hook, and
 * `app.limits.keyed(name, rule)` counts events per key the caller names (an account, a phone, a
 * fingerprint), for limits that depend on the request's content or outcome. A refusal is a 429
 * `too_many_requests` with `Retry-After` and `meta.retryAfter` (seconds).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Clock } from '../clock';
import { HttpError } from './errors';
import { createClockStores } from './rate-limit-store';
import type { RateRule } from './security-config';

export const TOO_MANY_REQUESTS = 'too_many_requests';

/** A limit counted per key the caller gives. */
export interface KeyedLimiter {
  /** Seconds until one more event for `key` is allowed (0: allowed now). Counts nothing. */
  wait(request: FastifyRequest, key: string): Promise<number>;
  /** Counts one event for `key`; the seconds to wait when it went over the limit, else 0. */
  hit(request: FastifyRequest, key: string): Promise<number>;
}

export interface Limits {
  /** A hook (`onRequest: hook`) limiting per client address; the routes that share the hook share the count. */
  perAddress(rule: RateRule, what: string): onRequestAsyncHookHandler;
  keyed(name: string, rule: RateRule): KeyedLimiter;
  /** Forgets every count (test API reset). */
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** The 429 answer: JSON:API error, `Retry-After` header and `meta.retryAfter` in seconds. */
export function tooManyRequests(what: string, seconds: number, code = TOO_MANY_REQUESTS): HttpError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new HttpError(429, code, `Too many ${what}: try again in ${wait} s`, undefined, { retryAfter: wait }, { 'retry-after': String(wait) });
}

/**
 * Passes when every (limiter, key) pair allows one more event, and then counts it on each; otherwise
 * counts nothing and returns the longest wait in seconds.
 */
export async function admit(request: FastifyRequest, checks: ReadonlyArray<readonly [KeyedLimiter, string | undefined]>): Promise<number> {
  let wait = 0;
  for (const [limiter, key] of checks) if (key !== undefined) wait = Math.max(wait, await limiter.wait(request, key));
  if (wait > 0) return wait;
  for (const [limiter, key] of checks) if (key !== undefined) wait = Math.max(wait, await limiter.hit(request, key));
  return wait;
}

export async function registerRateLimits(app: FastifyInstance, clock: Clock): Promise<void> {
  const stores = createClockStores(clock);
  await app.register(rateLimit, { global: false, store: stores.Store });

  const limits: Limits = {
    perAddress(rule, what) {
      const check = app.createRateLimit({ max: rule.max, timeWindow: rule.windowSeconds * 1000 });
      return async (request, reply) => {
        const state = await check(request);
        if (state.isAllowed || !state.isExceeded) return;
        const error = tooManyRequests(what, state.ttl / 1000);
        reply.header('retry-after', error.headers['retry-after']);
        throw error;
      };
    },
    keyed(name, rule) {
      // The key of the call in progress: keyGenerator runs synchronously when the limiter is called.
      const keys = new WeakMap<FastifyRequest, string>();
      const check = app.createRateLimit({ max: rule.max, timeWindow: rule.windowSeconds * 1000, keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}` });
      const run = async (request: FastifyRequest, key: string, increment: boolean): Promise<number> => {
        keys.set(request, key);
        const result = check(request, { increment });
        keys.delete(request);
        const state = await result;
        if (state.isAllowed) return 0;
        const over = increment ? state.isExceeded : state.remaining === 0;
        return over && state.ttl > 0 ? state.ttl / 1000 : 0;
      };
      return { wait: (request, key) => run(request, key, false), hit: (request, key) => run(request, key, true) };
    },
    clear: () => stores.clear(),
  };
  app.decorate('limits', limits);
}
