/** Waiting in browser tests: for a condition, never for a fixed time. */

/**
 * Resolves as soon as `check` returns true (checked every 5 ms, for at most `timeoutMs`); otherwise
 * rejects naming `what` (a function is called then, so it can describe the state at the timeout),
 * with the last error `check` threw when it threw.
 */
export async function waitFor(check: () => boolean, what: string | (() => string), timeoutMs = 2000): Promise<void> {
  const until = performance.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      if (check()) return;
      lastError = null;
    } catch (err) {
      lastError = err;
    }
    if (performance.now() > until) {
      throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}${lastError instanceof Error ? `: ${lastError.message}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lets pending promise callbacks and queued tasks run (for checks that something did NOT happen). */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
