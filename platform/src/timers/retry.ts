/**
 * Retry with a fixed or doubling delay (config 5×1 s, redirect check 5×1 s, block check 2×100 ms).
 */
interface RetryOptions {
  /** Retries after the first attempt. */
  times: number;
  delayMs: number;
  backoff?: 'fixed' | 'double';
  shouldRetry?: (err: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function retry<T>(fn: (attempt: number) => Promise<T>, opts: RetryOptions): Promise<T> {
  const wait = opts.sleep ?? sleep;
  let delay = opts.delayMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      const retryable = opts.shouldRetry ? opts.shouldRetry(err) : true;
      if (attempt >= opts.times || !retryable || opts.signal?.aborted) throw err;
      await wait(delay);
      if (opts.backoff === 'double') delay *= 2;
    }
  }
}
