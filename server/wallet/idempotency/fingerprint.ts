/**
 * The fingerprint of a money write: SHA-256 of its route (method and path, no query) and its JSON body
 * with object keys sorted, so the same request always has the same fingerprint and a key sent again
 * to another route or with another body does not.
 */
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** The fingerprint of a body alone (a write that does not come over HTTP, e.g. the registration deposit). */
export const requestHash = (body: unknown): string => createHash('sha256').update(JSON.stringify(canonical(body) ?? null)).digest('hex');

/** The fingerprint of a request: its method, its path without the query, and its canonical body. */
export const requestFingerprint = (method: string, url: string, body: unknown): string =>
  createHash('sha256').update(`${method.toUpperCase()} ${url.split('?')[0] ?? ''}\n${JSON.stringify(canonical(body) ?? null)}`).digest('hex');
