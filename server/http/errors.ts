/**
 * JSON:API style errors: `{ errors: [{ status: "400", code: "...", detail: "..." }] }`,
 * plus the app-wide error handler that turns every thrown error into that shape (a write refused by
 * another process's database lock: 503 `database_busy` with Retry-After, ../db/busy.ts).
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { BUSY_RETRY_AFTER_SECONDS, DATABASE_BUSY, isDatabaseBusy } from '../db/busy';

/** A value of an error's `meta`: JSON (numbers, strings, booleans, lists and objects of them). */
export type MetaValue = number | string | boolean | null | readonly MetaValue[] | { readonly [key: string]: MetaValue };

export interface JsonApiError {
  status: string;
  code: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
  /** Extra facts, e.g. `{ retryAfter: 42 }` (seconds) on a 429, `{ changes: [...] }` on odds_changed. */
  meta?: Record<string, MetaValue>;
}

export interface JsonApiErrorBody {
  errors: JsonApiError[];
}

export function errorBody(
  status: number,
  code: string,
  detail: string,
  source?: JsonApiError['source'],
  meta?: JsonApiError['meta'],
): JsonApiErrorBody {
  const error: JsonApiError = { status: String(status), code, detail };
  if (source) error.source = source;
  if (meta) error.meta = meta;
  return { errors: [error] };
}

/** An error a hook or plugin throws to answer with exactly this JSON:API error (the handler renders it). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    detail: string,
    readonly source?: JsonApiError['source'],
    readonly meta?: JsonApiError['meta'],
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  source?: JsonApiError['source'],
  meta?: JsonApiError['meta'],
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorBody(status, code, detail, source, meta));
}

export function sendHttpError(reply: FastifyReply, error: HttpError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return sendError(reply, error.statusCode, error.errorCode, error.message, error.source, error.meta);
}

const CODES_BY_FASTIFY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return sendHttpError(reply, error);
    if (isDatabaseBusy(error)) {
      // Another process holds the database's write lock (server/db/busy.ts): the write rolled back.
      request.log.warn({ err: error }, 'database locked by another process: write refused');
      const seconds = BUSY_RETRY_AFTER_SECONDS;
      return sendHttpError(reply, new HttpError(503, DATABASE_BUSY, `The database is busy: try again in ${seconds} s`, undefined, { retryAfter: seconds }, { 'retry-after': String(seconds) }));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, status, 'internal_error', 'Internal server error');
    }
    const code = CODES_BY_FASTIFY_CODE[error.code] ?? 'bad_request';
    return sendError(reply, status, code, error.message);
  });
}
