/**
 * Build output: GET /dist/* and GET /importmap.json (DESIGN §2: hashed files immutable,
 * everything else revalidated with a strong ETag).
 */
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors';
import { ifNoneMatchHits } from '../http/etag';
import { contentTypeOf } from './content-type';
import type { CachedFile, FileCache } from './file-cache';
import { resolveInside } from './safe-path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const HASHED_NAME = /-([A-Za-z0-9]{8,})\.(?:js|css|map|js\.map|css\.map)$/;

/**
 * A content-hashed file name such as `main-3FJQ2K7L.js` or `chunk-AB12CD34.js.map`.
 * The hash part must contain a digit or an upper-case letter, so words such as
 * `import-map-overrides.js` are not mistaken for hashes and cached for a year.
 */
export function isHashedName(fileName: string): boolean {
  const hash = HASHED_NAME.exec(fileName)?.[1];
  return hash !== undefined && /[0-9A-Z]/.test(hash);
}

export function registerStaticRoutes(app: FastifyInstance, distDir: string, files: FileCache): void {
  app.get<{ Params: { '*': string } }>('/dist/*', async (request, reply) => {
    const file = await resolveInside(distDir, request.params['*']);
    const cached = file === undefined ? undefined : await files.read(file);
    if (file === undefined || cached === undefined) return sendError(reply, 404, 'not_found', 'File not found');
    const cacheControl = isHashedName(basename(file)) ? IMMUTABLE : REVALIDATE;
    return sendFile(request, reply, cached, contentTypeOf(file), cacheControl);
  });

  app.get('/importmap.json', async (request, reply) => {
    const cached = await files.read(join(distDir, 'importmap.json'));
    if (!cached) return sendError(reply, 404, 'not_found', 'importmap.json not found: run npm run build');
    // application/importmap+json is not understood by every tool; SystemJS only needs JSON.
    return sendFile(request, reply, cached, 'application/json; charset=utf-8', REVALIDATE);
  });
}

function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: CachedFile,
  contentType: string,
  cacheControl: string,
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', file.etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  return reply.type(contentType).send(file.body);
}
