/** The fingerprint of a placing request body: SHA-256 of its JSON with object keys sorted (same body, same hash). */
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

export const requestHash = (body: unknown): string => createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
