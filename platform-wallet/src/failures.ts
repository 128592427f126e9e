/**
 * Reading a failed wallet call, once for every caller (the slip's placing, toto, coupon and promo
 * codes, print-coupon): the platform client's `ApiError` keeps the HTTP status, the JSON:API
 * `errors[0]` code and the whole body; its `meta` carries the facts docs/api.md names. Anything that is
 * not an `ApiError` reads as no status, no code and no facts.
 */
type Json = Readonly<Record<string, unknown>>;
const record = (x: unknown): Json | undefined => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Json) : undefined);

export interface ApiFailure {
  /** The HTTP status, or null when the call got no answer. */
  readonly status: number | null;
  /** `errors[0].code`, or null. */
  readonly code: string | null;
  /** `errors[0].detail`, or ''. */
  readonly detail: string;
  /** `errors[0].meta`, or an empty record. */
  readonly meta: Json;
  /** `errors[0].source.pointer` (the refused field, `/name`), or null. */
  readonly pointer: string | null;
}

export function apiFailure(err: unknown): ApiFailure {
  const e = err instanceof Error && err.name === 'ApiError' ? record(err) : undefined;
  const errors = record(e?.['body'])?.['errors'];
  const first = Array.isArray(errors) ? record(errors[0]) : undefined;
  const status = e?.['status'];
  const code = e?.['code'] ?? first?.['code'];
  const detail = first?.['detail'];
  const pointer = record(first?.['source'])?.['pointer'];
  return {
    status: typeof status === 'number' ? status : null,
    code: typeof code === 'string' ? code : null,
    detail: typeof detail === 'string' ? detail : '',
    meta: record(first?.['meta']) ?? {},
    pointer: typeof pointer === 'string' ? pointer : null,
  };
}

/** The call got no answer (lost connection or timeout): the server may or may not have done it, so a retry must reuse its key. */
export const isNetworkFailure = (err: unknown): boolean => err instanceof Error && (err.name === 'NetworkError' || err.name === 'RequestTimeoutError');

/**
 * Idempotency keys for one form that places money: the same body gets the same key until the attempt
 * has a definite outcome (`settle(false)`: placed or refused), so a retry after a lost connection is
 * the same placement and a changed body is a new one.
 */
export function createIdempotencyKeys(prefix: string): { keyFor(body: unknown): string; settle(retryable: boolean): void } {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: `${prefix}-${crypto.randomUUID()}` };
      return last.key;
    },
    settle(retryable) {
      if (!retryable) last = null;
    },
  };
}
