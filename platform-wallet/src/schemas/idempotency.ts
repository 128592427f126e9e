/**
 * The one idempotency contract of every money write (docs/api.md "Idempotency"): the header that
 * carries the key, the header that marks a replayed answer, and the two refusals. No valibot here, so
 * the browser can name them without the schemas; the key's schema is in ./coupon-requests.ts (server side).
 */

/** The header of every money write (required; 8–64 characters of [A-Za-z0-9_.:-]). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** `true` on an answer replayed from the first request with this key (same status, same body). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** The request headers that carry an idempotency key. */
export const idempotencyHeaders = (key: string): Record<string, string> => ({ [IDEMPOTENCY_HEADER]: key });

export const IdempotencyErrorCodes = {
  /** 400: the Idempotency-Key header is missing or not 8–64 characters of [A-Za-z0-9_.:-]. */
  keyRequired: 'idempotency_key_required',
  /** 409: the key was used before by this player for another request (another route or body). */
  keyReused: 'idempotency_key_reused',
} as const;
