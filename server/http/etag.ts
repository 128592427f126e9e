/** Strong ETags (sha256 of the content) and If-None-Match matching (RFC 9110 weak comparison). */
import { createHash } from 'node:crypto';

export function strongEtag(content: Buffer | string): string {
  return `"${createHash('sha256').update(content).digest('base64url')}"`;
}

export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return value.split(',').some((tag) => opaque(tag) === wanted);
}
