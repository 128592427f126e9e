/**
 * GET /importmap.json (the map the shell page loads; `?env=staging` for another environment): the
 * current version of the environment, exactly its stored bytes, `no-cache` with a strong ETag (the
 * sha256 of the bytes) and a 304 on a matching If-None-Match. Each version's bytes and ETag are built
 * once and kept, so a read is always one version's map, never a mix of two.
 */
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { ifNoneMatchHits, strongEtag } from '../http/etag';
import { DEFAULT_ENV, envName, type EnvQuery } from './environments';
import type { BuildFollower } from './follow-build';
import type { DeployStore } from './store';

interface ServedMap {
  version: number;
  body: Buffer;
  etag: string;
}

/** The latest served version per environment; emptied by the test API's reset (versions start again at 1). */
export interface ServedMapCache {
  get(env: string, version: number): ServedMap | undefined;
  put(env: string, served: ServedMap): void;
  clear(): void;
}

export function createServedMapCache(): ServedMapCache {
  const entries = new Map<string, ServedMap>();
  return {
    get(env, version) {
      const entry = entries.get(env);
      return entry?.version === version ? entry : undefined;
    },
    put(env, served) {
      const entry = entries.get(env);
      if (entry === undefined || entry.version <= served.version) entries.set(env, served);
    },
    clear: () => entries.clear(),
  };
}

async function servedMap(store: DeployStore, cache: ServedMapCache, env: string): Promise<ServedMap | undefined> {
  const latest = await store.latestVersion(env);
  if (latest === 0) return undefined;
  const cached = cache.get(env, latest);
  if (cached) return cached;
  // A version never changes once written: reading it by number is the same bytes whatever happens meanwhile.
  const stored = await store.version(env, latest);
  if (!stored) return undefined;
  const body = Buffer.from(stored.text, 'utf8');
  const served = { version: stored.version, body, etag: strongEtag(body) };
  cache.put(env, served);
  return served;
}

/** The import map the site's pages load, as data: its module URLs and their integrity. */
export interface CurrentImportMap {
  version: number;
  imports: Readonly<Record<string, string>>;
  integrity: Readonly<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The default environment's current import map (deploy service); undefined before the first build. */
    currentImportMap(): Promise<CurrentImportMap | undefined>;
  }
}

const stringRecord = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** `follower`: outside production, the default map follows a rebuilt dist/importmap.json (follow-build.ts). */
export function registerServedMap(app: FastifyInstance, store: DeployStore, cache: ServedMapCache, follower?: BuildFollower): void {
  // Parsed once per served version (a version's bytes never change).
  const parsed = new WeakMap<ServedMap, CurrentImportMap>();
  app.decorate('currentImportMap', async (): Promise<CurrentImportMap | undefined> => {
    await follower?.check();
    const served = await servedMap(store, cache, DEFAULT_ENV);
    if (!served) return undefined;
    let map = parsed.get(served);
    if (!map) {
      // Published maps passed the import-map schema; a field of another shape is left out, never trusted.
      const json: unknown = JSON.parse(served.body.toString('utf8'));
      const fields = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
      map = { version: served.version, imports: stringRecord(fields['imports']), integrity: stringRecord(fields['integrity']) };
      parsed.set(served, map);
    }
    return map;
  });
  app.get<{ Querystring: EnvQuery }>('/importmap.json', async (request, reply) => {
    const env = envName(request.query.env);
    if (env === DEFAULT_ENV) await follower?.check();
    const served = await servedMap(store, cache, env);
    if (!served) {
      const detail = env === DEFAULT_ENV ? 'importmap.json not found: run npm run build' : `No import map for environment ${env}`;
      return sendError(reply, 404, 'not_found', detail);
    }
    reply.header('cache-control', 'no-cache').header('etag', served.etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
    // application/importmap+json is not understood by every tool; SystemJS only needs JSON.
    return reply.type('application/json; charset=utf-8').send(served.body);
  });
}
