/**
 * The API client: base URLs from the environment, an interceptor chain (koa-style `next`), typed
 * replies validated by a schema. Interceptors add headers, refresh tokens and retry (identity issue);
 * the transport turns fetch failures into NetworkError and non-2xx replies into ApiError.
 */
import * as v from 'valibot';
import type { Env } from '../schemas/config';
import { systemClock, type Clock } from '../timers/clock';
import { retry as retryFn } from '../timers/retry';
import { ApiError, BadResponseError, CANCELLED_STATUS, isAbort, isFetchFailure, NetworkError, parseErrorBody, RequestTimeoutError } from './errors';

/**
 * Every request has a timeout, covering the headers and the body: a hung connection must end in an
 * error the caller can show and retry, never in a spinner or frozen odds (issue 9).
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

type ApiService = keyof Env['api'];
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  service: ApiService;
  path: string;
  method: HttpMethod;
  query: Record<string, QueryValue>;
  headers: Headers;
  body: unknown;
  /** The call carries the bearer token (flagged calls, account spec §7). */
  auth: boolean;
  signal: AbortSignal | undefined;
  /** Each attempt (interceptor retries included) gets this long for its headers and body. */
  timeoutMs: number;
  cache: RequestCache | undefined;
  /** Free space for interceptors (retry counters, captcha answers, ...). */
  meta: Record<string, unknown>;
}

export type Next = (req: ApiRequest) => Promise<Response>;
export type Interceptor = (req: ApiRequest, next: Next) => Promise<Response>;

interface RequestOptions<S extends v.GenericSchema> {
  service: ApiService;
  path: string;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  body?: unknown;
  auth?: boolean;
  signal?: AbortSignal;
  /** Default DEFAULT_REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  cache?: RequestCache;
  schema: S;
  /** 'json' (default) or 'none' (body not parsed; the schema sees undefined). */
  parse?: 'json' | 'none';
  retry?: { times: number; delayMs: number };
}

export interface ApiClient {
  request<S extends v.GenericSchema>(opts: RequestOptions<S>): Promise<v.InferOutput<S>>;
  use(interceptor: Interceptor): () => void;
  url(service: ApiService, path: string, query?: Record<string, QueryValue>): string;
}

export function buildUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [k, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(k, String(value));
  const qs = params.toString();
  return qs ? `${joined}?${qs}` : joined;
}

const isBodyInit = (body: unknown): body is FormData | URLSearchParams | Blob =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
  (typeof Blob !== 'undefined' && body instanceof Blob);

export function createApiClient(deps: { env: () => Env; fetch?: typeof fetch; clock?: Clock }): ApiClient {
  const interceptors: Interceptor[] = [];
  const clock = deps.clock ?? systemClock;
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const url = (service: ApiService, path: string, query?: Record<string, QueryValue>) => buildUrl(deps.env().api[service], path, query);

  const transport: Next = async (req) => {
    const headers = new Headers(req.headers);
    let body: BodyInit | undefined;
    if (req.body !== undefined && req.body !== null) {
      if (isBodyInit(req.body)) body = req.body;
      else {
        body = JSON.stringify(req.body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
    }
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    // One controller per attempt: the caller's signal cancels it (499), the timer times it out.
    const controller = new AbortController();
    const cancel = () => controller.abort();
    if (req.signal?.aborted) cancel();
    req.signal?.addEventListener('abort', cancel);
    let timedOut = false;
    const timer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, req.timeoutMs);
    try {
      const init: RequestInit = { method: req.method, headers, credentials: 'same-origin', signal: controller.signal };
      if (body !== undefined) init.body = body;
      if (req.cache) init.cache = req.cache;
      const res = await doFetch(url(req.service, req.path, req.query), init);
      // Read the body inside the timeout too: a server can send headers and then hang.
      const bytes = await res.arrayBuffer();
      const replay = NULL_BODY_STATUSES.has(res.status) ? null : bytes;
      return new Response(replay, { status: res.status, statusText: res.statusText, headers: res.headers });
    } catch (err) {
      if (timedOut) throw new RequestTimeoutError(req.timeoutMs);
      if (isAbort(err)) throw new ApiError(CANCELLED_STATUS, ['Request cancelled']);
      if (isFetchFailure(err)) throw new NetworkError(err);
      throw err;
    } finally {
      clock.clearTimeout(timer);
      req.signal?.removeEventListener('abort', cancel);
    }
  };

  const run = (req: ApiRequest): Promise<Response> => {
    const chain = interceptors.reduceRight<Next>((next, interceptor) => (r) => interceptor(r, next), transport);
    return chain(req);
  };

  async function once<S extends v.GenericSchema>(opts: RequestOptions<S>): Promise<v.InferOutput<S>> {
    const req: ApiRequest = {
      service: opts.service,
      path: opts.path,
      method: opts.method ?? 'GET',
      query: opts.query ?? {},
      headers: new Headers(opts.headers ?? {}),
      body: opts.body,
      auth: opts.auth ?? false,
      signal: opts.signal,
      timeoutMs: opts.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
      cache: opts.cache,
      meta: {},
    };
    const res = await run(req);
    const text = await res.text().catch(() => '');
    let data: unknown;
    if (opts.parse !== 'none' && text) {
      try {
        data = JSON.parse(text);
      } catch {
        if (res.ok) throw new BadResponseError(`${req.method} ${req.path}`, 'not JSON');
        data = text;
      }
    }
    if (!res.ok) throw parseErrorBody(res.status, data);
    const parsed = v.safeParse(opts.schema, opts.parse === 'none' ? undefined : data);
    if (!parsed.success) throw new BadResponseError(`${req.method} ${req.path}`, v.flatten(parsed.issues));
    return parsed.output;
  }

  return {
    url,
    use(interceptor) {
      interceptors.push(interceptor);
      return () => {
        const i = interceptors.indexOf(interceptor);
        if (i >= 0) interceptors.splice(i, 1);
      };
    },
    request(opts) {
      if (!opts.retry) return once(opts);
      // Retries cover network failures and server errors, never client errors or bad replies.
      return retryFn(() => once(opts), {
        times: opts.retry.times,
        delayMs: opts.retry.delayMs,
        shouldRetry: (err) => err instanceof NetworkError || (err instanceof ApiError && err.status >= 500),
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
    },
  };
}
