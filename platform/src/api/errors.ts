/**
 * API errors (shell spec §8): 'Failed to fetch' becomes a NetworkError; JSON:API error details are
 * joined by newlines; a cancelled request is status 499; a reply that fails its schema is a
 * BadResponseError (the caller keeps its state and shows a clear message).
 */
import * as v from 'valibot';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly details: string[];
  readonly body: unknown;
  constructor(status: number, details: string[], code: string | null = null, body: unknown = null) {
    super(details.length ? details.join('\n') : `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.body = body;
  }
}

export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

/** The server did not answer (headers and body) within the request's timeout: a network failure to retry. */
export class RequestTimeoutError extends NetworkError {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super();
    this.name = 'RequestTimeoutError';
    this.message = `No answer within ${timeoutMs} ms`;
    this.timeoutMs = timeoutMs;
  }
}

export class BadResponseError extends Error {
  readonly issues: unknown;
  constructor(what: string, issues: unknown) {
    super(`Invalid reply from ${what}`);
    this.name = 'BadResponseError';
    this.issues = issues;
  }
}

export const CANCELLED_STATUS = 499;

const JsonApiErrorsSchema = v.object({
  errors: v.array(
    v.object({
      status: v.optional(v.union([v.string(), v.number()])),
      code: v.optional(v.union([v.string(), v.number()])),
      title: v.optional(v.string()),
      detail: v.optional(v.string()),
    }),
  ),
});
const MessageSchema = v.object({ message: v.string(), code: v.optional(v.union([v.string(), v.number()])) });

/** Reads an error body: JSON:API `errors[]` (details joined by newline) or `{ message }`. */
export function parseErrorBody(status: number, body: unknown): ApiError {
  const jsonApi = v.safeParse(JsonApiErrorsSchema, body);
  if (jsonApi.success) {
    const details = jsonApi.output.errors.map((e) => e.detail ?? e.title ?? '').filter(Boolean);
    const code = jsonApi.output.errors.find((e) => e.code !== undefined)?.code;
    return new ApiError(status, details, code === undefined ? null : String(code), body);
  }
  const message = v.safeParse(MessageSchema, body);
  if (message.success) {
    const code = message.output.code;
    return new ApiError(status, [message.output.message], code === undefined ? null : String(code), body);
  }
  return new ApiError(status, [], null, body);
}

/** `TypeError: Failed to fetch` (Chromium), `NetworkError when attempting…` (Firefox), `Load failed` (Safari). */
export function isFetchFailure(err: unknown): boolean {
  return err instanceof TypeError && /Failed to fetch|NetworkError|Load failed|fetch failed/i.test(err.message);
}

export function isAbort(err: unknown): boolean {
  return err instanceof DOMException ? err.name === 'AbortError' : err instanceof Error && err.name === 'AbortError';
}

/** An i18n key or the server's own text for showing an error to the player. */
export function errorText(err: unknown): string {
  if (err instanceof RequestTimeoutError) return 'main_request_timeout';
  if (err instanceof NetworkError) return 'main_network_error';
  if (err instanceof BadResponseError) return 'main_bad_response';
  if (err instanceof ApiError) return err.status === CANCELLED_STATUS ? 'main_cancelled' : err.message;
  return 'main_query_error';
}
