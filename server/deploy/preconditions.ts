/**
 * Optimistic concurrency of the deploy API: every read carries `ETag: "v<version>"`, every write must
 * send it back in `If-Match`. A write without If-Match is refused with 428
 * `deploy_precondition_required`; a stale one with 412 `deploy_stale_map`, whose body carries the
 * current map and its ETag (also in the ETag header), so the writer can re-apply its change and retry.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, type MetaValue } from '../http/errors';
import { EMPTY_MAP } from './import-map';
import type { MapVersion } from './store';

export const versionEtag = (version: number): string => `"v${version}"`;

/** The version an If-Match names; -1 for a tag that is not a version (it never matches). */
export function expectedVersionOf(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  const value = (Array.isArray(header) ? header.join(',') : header)?.trim();
  if (value === undefined || value === '' || value === '*') {
    throw new HttpError(428, 'deploy_precondition_required', 'Send If-Match with the ETag ("v<version>") of the map you read');
  }
  const tags = value.split(',').map((tag) => tag.trim());
  if (tags.length !== 1) return -1;
  const match = /^"v(\d{1,9})"$/.exec(tags[0] ?? '');
  return match?.[1] === undefined ? -1 : Number(match[1]);
}

/** The 412 for a writer that read an older version (or guessed): the current map and its ETag. */
export function staleMapError(env: string, current: MapVersion | undefined): HttpError {
  const version = current?.version ?? 0;
  const map = current?.map ?? EMPTY_MAP;
  const meta: Record<string, MetaValue> = {
    env,
    version,
    etag: versionEtag(version),
    map: { imports: { ...map.imports }, integrity: { ...map.integrity } },
  };
  return new HttpError(412, 'deploy_stale_map', `The ${env} map changed: it is at version ${version}; re-read it and retry`, undefined, meta, { etag: versionEtag(version) });
}
