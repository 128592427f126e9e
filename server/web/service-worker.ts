/**
 * GET /sw.js: the service worker script (account spec §7), built into `<distDir>/sw.js` by
 * scripts/build/service-worker.mjs. Served from the site root, not /dist/, because a worker controls
 * only the paths below its script's folder; `Service-Worker-Allowed: /` states the scope `/` it registers
 * with (root-config/src/service-worker/register.ts). Never cached without a check (`no-cache`, a strong
 * ETag and 304): the browser compares the bytes on every update check, and a new deploy's worker must
 * reach players at once. GET /sw.js.map: the development build's source map (production builds have none).
 * No build yet: a JSON:API 404, so the browser's registration fails and is logged.
 */
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors';
import { ifNoneMatchHits } from '../http/etag';
import type { FileCache } from './file-cache';
import { REVALIDATE } from './static';

export const SERVICE_WORKER_PATH = '/sw.js';
const SCRIPT_TYPE = 'text/javascript; charset=utf-8';
const MAP_TYPE = 'application/json; charset=utf-8';

export interface ServiceWorkerScriptOptions {
  /** Absolute build output folder (holds sw.js). */
  distDir: string;
  files: FileCache;
}

export function registerServiceWorkerScript(app: FastifyInstance, options: ServiceWorkerScriptOptions): void {
  const serve = (fileName: string, contentType: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const file = await options.files.read(join(options.distDir, fileName));
    if (file === undefined) return sendError(reply, 404, 'not_found', 'File not found');
    reply.header('cache-control', REVALIDATE).header('etag', file.etag);
    if (fileName === 'sw.js') reply.header('service-worker-allowed', '/');
    if (ifNoneMatchHits(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    return reply.type(contentType).send(file.body);
  };
  app.get(SERVICE_WORKER_PATH, serve('sw.js', SCRIPT_TYPE));
  app.get(`${SERVICE_WORKER_PATH}.map`, serve('sw.js.map', MAP_TYPE));
}
