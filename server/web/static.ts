/**
 * Build output: GET /dist/* through @fastify/static (`reply.sendFile`: streaming, HEAD, ranges)
 * (DESIGN §2: hashed files immutable, everything else revalidated with a strong sha256 ETag and a 304
 * on a matching If-None-Match). /importmap.json is the deploy service's (server/deploy/served-map.ts).
 * A guard keeps every request inside dist/: NUL bytes, `..` and dot-file segments, backslashes,
 * absolute paths and symlinks leading out are a 404, and so is dist/index.html, the shell template
 * (the page is only served rendered, with its CSP).
 * Compression is done at build time (scripts/build/precompress.mjs): a file with a `.br` or `.gz` sibling is
 * sent as that sibling with its Content-Encoding when the client accepts it (brotli first), with
 * `Vary: Accept-Encoding` and the sibling's own ETag; nothing is compressed per request.
 */
import { basename, join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors';
import { ifNoneMatchHits } from '../http/etag';
import { contentTypeOf } from './content-type';
import type { CachedFile, FileCache } from './file-cache';
import { resolveInside } from './safe-path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A module's manifest beside its entry (`<entry>.deps.json`, written by the build). */
const MANIFEST_SUFFIX = '.deps.json';
export const REVALIDATE = 'no-cache';

const HASHED_NAME = /-([A-Za-z0-9]{8,})\.(?:js|css|map|js\.map|css\.map)$/;

/** Headers are ours (exact content types, strong ETags), so @fastify/static only streams the file. */
const SEND_OPTIONS = { cacheControl: false, etag: false, lastModified: false, contentType: false } as const;

/**
 * A content-hashed file name such as `main-3FJQ2K7L.js` or `chunk-AB12CD34.js.map`.
 * The hash part must contain a digit or an upper-case letter, so words such as
 * `import-map-overrides.js` are not mistaken for hashes and cached for a year.
 */
export function isHashedName(fileName: string): boolean {
  const hash = HASHED_NAME.exec(fileName)?.[1];
  return hash !== undefined && /[0-9A-Z]/.test(hash);
}

interface DistRequest {
  Params: { '*': string };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The file under dist/ a /dist/* request names (set by the dist guard). */
    distFile: string | null;
  }
}

/** Sets cache headers and the ETag; true when the client's copy is current (304 sent). */
function answeredNotModified(request: FastifyRequest, reply: FastifyReply, file: CachedFile, cacheControl: string): boolean {
  reply.header('cache-control', cacheControl).header('etag', file.etag);
  if (!ifNoneMatchHits(request.headers['if-none-match'], file.etag)) return false;
  void reply.code(304).send();
  return true;
}

/** The precompressed siblings, in order of preference: brotli, then gzip. */
const ENCODED_SIBLINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * Adds a request header to Vary, keeping the ones already named (the embed CORS names Origin: a copy cached
 * for one origin must not answer another).
 */
export function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((name) => name.trim()).filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...names, header].join(', '));
}

/**
 * The content codings an Accept-Encoding header allows (q > 0; `*` allows any not named with q=0).
 * Answers the names in lower case; identity is always allowed and not listed.
 */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let any = false;
  for (const part of text.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const allowed = Number.isFinite(weight) && weight > 0;
    if (name === '*') any = allowed;
    else if (allowed) accepted.add(name);
    else refused.add(name);
  }
  if (any) for (const [encoding] of ENCODED_SIBLINGS) if (!refused.has(encoding)) accepted.add(encoding);
  return accepted;
}

export async function registerStaticRoutes(app: FastifyInstance, distDir: string, files: FileCache): Promise<void> {
  await app.register(fastifyStatic, { root: distDir, serve: false });
  app.decorateRequest('distFile', null);
  const shellTemplate = join(distDir, 'index.html');

  const insideDist = async (request: FastifyRequest<DistRequest>, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const file = await resolveInside(distDir, request.params['*']);
    if (file === undefined || file === shellTemplate) return sendError(reply, 404, 'not_found', 'File not found');
    request.distFile = file;
    return undefined;
  };

  app.get<DistRequest>('/dist/*', { preHandler: insideDist }, async (request, reply) => {
    const file = request.distFile;
    const cached = file === null ? undefined : await files.read(file);
    if (file === null || cached === undefined) return sendError(reply, 404, 'not_found', 'File not found');
    const cacheControl = isHashedName(basename(file)) ? IMMUTABLE : REVALIDATE;
    addVary(reply, 'accept-encoding');
    // A module's manifest is public build metadata: embeds on other sites' pages read it (issue 26) before they run it.
    if (file.endsWith(MANIFEST_SUFFIX)) reply.header('access-control-allow-origin', '*');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    for (const [encoding, suffix] of ENCODED_SIBLINGS) {
      if (!accepted.has(encoding)) continue;
      const sibling = await files.read(file + suffix);
      if (sibling === undefined) continue;
      if (answeredNotModified(request, reply, sibling, cacheControl)) return reply;
      return reply.header('content-encoding', encoding).type(contentTypeOf(file)).sendFile(relative(distDir, file + suffix), distDir, SEND_OPTIONS);
    }
    if (answeredNotModified(request, reply, cached, cacheControl)) return reply;
    return reply.type(contentTypeOf(file)).sendFile(relative(distDir, file), distDir, SEND_OPTIONS);
  });
}
