/**
 * Stubbing the network in browser tests: a JSON reply, a JSON:API error, a reply the test gives by
 * hand; `stubFetch`, which puts a handler in place of `window.fetch` and gives back the function that
 * restores the real one (call it in `afterEach`); and `fakeService`, a stub that records every call
 * and answers with the test's own replies, falling back on the service's defaults.
 */

/** A JSON `Response` with `status` (200 by default). */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A JSON:API error document with one error, as the server's sendError writes it. */
export const jsonApiError = (status: number, code: string, detail: string): Response => json({ errors: [{ status: String(status), code, detail }] }, status);

/** A reply the test gives by hand: fetch answers with `promise`, which `give` settles. */
export function pendingReply(): { promise: Promise<Response>; give(reply: Response): void } {
  let give!: (reply: Response) => void;
  const promise = new Promise<Response>((resolve) => {
    give = resolve;
  });
  return { promise, give };
}

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

/** One call a `fakeService` saw. */
export interface SeenCall {
  method: string;
  url: URL;
  /** A string body parsed as JSON; undefined without one. */
  body: unknown;
  /** The `Authorization` header, or null. */
  authorization: string | null;
  signal: AbortSignal | null;
}

export type Reply = Response | Promise<Response>;
/** The test's replies: a reply for the calls it answers, undefined for those it leaves to the defaults. */
export type ReplyHandler = (method: string, url: URL) => Reply | undefined;

export interface FakeService {
  /** Every call so far, in order. */
  readonly seen: SeenCall[];
  /** The calls with `method` (GET by default) to `pathname`. */
  calls(pathname: string, method?: string): SeenCall[];
  /** The test's own replies; none at first. */
  replies: ReplyHandler;
  /** Puts the real `window.fetch` back. */
  restore(): void;
}

/** Stubs `window.fetch` with a service that records every call and answers with `replies`, else `defaults`. */
export function fakeService(defaults: (method: string, url: URL) => Reply): FakeService {
  const seen: SeenCall[] = [];
  const service: FakeService = {
    seen,
    calls: (pathname, method = 'GET') => seen.filter((c) => c.method === method && c.url.pathname === pathname),
    replies: () => undefined,
    restore: stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      seen.push({ method, url, body, authorization: new Headers(init?.headers).get('authorization'), signal: init?.signal ?? null });
      return service.replies(method, url) ?? defaults(method, url);
    }),
  };
  return service;
}
