/**
 * The console's one way to the server: `staffCall(method, path, schema, body?)` sends JSON with the
 * staff cookie, validates the reply with the route's contract schema and answers the parsed value.
 * Every failure is a `StaffApiError` (HTTP status, the JSON:API error code and detail, the field it
 * points at); a reply that does not match its schema, or no reply at all, is one too, so a screen has
 * exactly one error path to show. A 401 also tells the session store (./session-events.ts) the staff
 * session has ended, so the console returns to the sign-in form.
 */
import * as v from 'valibot';
import { notifySessionEnded } from './session-events';

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly pointer?: string,
    readonly meta?: Readonly<Record<string, unknown>>,
  ) {
    super(detail);
    this.name = 'StaffApiError';
  }
}

const ErrorBodySchema = v.object({
  errors: v.pipe(
    v.array(
      v.object({
        code: v.string(),
        detail: v.string(),
        source: v.optional(v.object({ pointer: v.optional(v.string()), parameter: v.optional(v.string()) })),
        meta: v.optional(v.record(v.string(), v.unknown())),
      }),
    ),
    v.minLength(1),
  ),
});

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query string of the defined, non-empty values (`undefined`, `null` and `''` are left out). */
export function query(params: Readonly<Record<string, string | number | boolean | null | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function errorOf(response: Response): Promise<StaffApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    /* not JSON */
  }
  const parsed = v.safeParse(ErrorBodySchema, body);
  if (!parsed.success) return new StaffApiError(response.status, 'http_error', `The server answered ${response.status}`);
  const [first] = parsed.output.errors;
  return new StaffApiError(response.status, first!.code, first!.detail, first!.source?.pointer ?? first!.source?.parameter, first!.meta);
}

export async function staffCall<TSchema extends v.GenericSchema>(
  method: Method,
  path: string,
  schema: TSchema,
  body?: unknown,
  signal?: AbortSignal,
): Promise<v.InferOutput<TSchema>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new StaffApiError(0, 'network', 'The server could not be reached: check the connection and try again');
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401 && error.code === 'staff_unauthorized') notifySessionEnded();
    throw error;
  }
  if (response.status === 204) {
    const empty = v.safeParse(schema, undefined);
    if (empty.success) return empty.output;
    throw new StaffApiError(204, 'invalid_reply', `${method} ${path}: no content where a reply was expected`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new StaffApiError(response.status, 'invalid_reply', `${method} ${path}: the reply is not JSON`);
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    console.error(`${method} ${path}: unexpected reply`, v.flatten(parsed.issues));
    throw new StaffApiError(response.status, 'invalid_reply', `${method} ${path}: the server's reply is not what the console expects`);
  }
  return parsed.output;
}

/**
 * A file from a staff route (a document's scan): the bytes as a Blob of the reply's content type, for a
 * `blob:` URL the screen makes and revokes. Failures are `StaffApiError`s as with `staffCall`.
 */
export async function staffBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...(signal ? { signal } : {}) });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new StaffApiError(0, 'network', 'The server could not be reached: check the connection and try again');
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401 && error.code === 'staff_unauthorized') notifySessionEnded();
    throw error;
  }
  return response.blob();
}

/** No body expected (204). */
export const NoContent = v.undefined();
