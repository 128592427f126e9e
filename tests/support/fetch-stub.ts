/**
 * Stubbing the network in browser tests: a JSON reply, and `stubFetch`, which puts a handler in place
 * of `window.fetch` and gives back the function that restores the real one (call it in `afterEach`).
 */

/** A JSON `Response` with `status` (200 by default). */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces `window.fetch` with `handler` (URLs resolved against the page); returns the restore function. */
export function stubFetch(handler: FetchHandler): () => void {
  const real = window.fetch;
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' || input instanceof URL ? input : input.url;
    return handler(new URL(raw, window.location.href), init);
  }) as typeof window.fetch;
  return () => {
    window.fetch = real;
  };
}
