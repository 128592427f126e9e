/**
 * The deploy API under /deploy, compatible with import-map-deployer's calls (`GET /environments`,
 * `GET|PATCH /import-map.json?env=`, `PATCH /services?env=` `{ service, url }`,
 * `DELETE /services/{service}?env=`) plus what it lacks: `PUT /import-map.json` (the whole map),
 * ETag/If-Match concurrency, `GET /history`, `POST /rollback`, origin and integrity checks, and
 * bearer-token writes. Reads are public. docs/api.md, "Deploy service", documents every call.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { HttpError, sendError } from '../http/errors';
import { validate } from '../http/validate';
import { ifNoneMatchHits } from '../http/etag';
import { deployActorOf, type DeployGuard } from './auth';
import { writeMap, type NextMap, type WriteResult } from './deployer';
import { DEFAULT_ENV, envName, type EnvQuery } from './environments';
import { EMPTY_MAP, ImportMapSchema, IntegritySchema, ModuleUrlSchema, removeModule, serializeMap, setModule, SpecifierSchema, withIntegrity, type ImportMap } from './import-map';
import type { ModuleChecker } from './module-check';
import type { VersionCheck } from './version-check';
import { expectedVersionOf, versionEtag } from './preconditions';
import type { DeployAction, DeployStore, MapVersion } from './store';

export interface DeployRouteDeps {
  store: DeployStore;
  checkModule: ModuleChecker;
  /** Refuses a map that pairs a module with a platform or React it was not built for (409). */
  checkVersions: VersionCheck;
  /** The write guard (deploy tokens). */
  guard: DeployGuard;
  now: () => number;
}

/** Whole maps are larger than the API's default body limit. */
const MAP_BODY_LIMIT = 1024 * 1024;

const PatchServiceBody = v.strictObject({ service: SpecifierSchema, url: ModuleUrlSchema, integrity: v.optional(IntegritySchema) });
const PatchMapBody = v.strictObject({
  imports: v.record(SpecifierSchema, ModuleUrlSchema),
  /** Expected integrity of the patched URLs, and entries of other files (a module's chunks), all checked against their content. */
  integrity: v.optional(v.record(ModuleUrlSchema, IntegritySchema)),
});
const RollbackBody = v.strictObject({ env: v.optional(v.string()), version: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/** JSON pointer of an import (RFC 6901 escapes). */
const pointerPart = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
const importPointer = (name: string): string => `/imports/${pointerPart(name)}`;
const integrityPointer = (url: string): string => `/integrity/${pointerPart(url)}`;

function parsed<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = validate(schema, body);
  if (!result.ok) throw new HttpError(400, 'invalid_body', result.detail, { pointer: '/' });
  return result.value;
}

function intParam(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(n >= min && n <= max)) throw new HttpError(400, 'invalid_parameter', `${name} must be an integer from ${min} to ${max}`, { parameter: name });
  return n;
}

/** A map version (or the empty map at version 0) with its ETag, always as `{ imports, integrity }` (a build's file may lack `integrity`). */
function sendVersion(reply: FastifyReply, env: string, version: MapVersion | undefined, cacheControl = 'no-store'): FastifyReply {
  const number = version?.version ?? 0;
  return reply
    .header('cache-control', cacheControl)
    .header('etag', versionEtag(number))
    .header('x-deploy-env', env)
    .type('application/json; charset=utf-8')
    .send(serializeMap(version?.map ?? EMPTY_MAP));
}

/** Whether an import can be kept without checking it again: same URL and the integrity already known. */
const unchanged = (current: ImportMap, name: string, url: string, integrity: string | undefined): boolean =>
  current.imports[name] === url && current.integrity[url] !== undefined && (integrity === undefined || integrity === current.integrity[url]);

export function registerDeployRoutes(app: FastifyInstance, deps: DeployRouteDeps): void {
  const { store, checkModule } = deps;
  // Every write but a rollback (which restores a map that was published) is checked for version fits.
  const write = (request: FastifyRequest, env: string, action: DeployAction, next: (current: ImportMap) => Promise<NextMap>): Promise<WriteResult> =>
    writeMap(store, {
      env,
      expectedVersion: expectedVersionOf(request),
      actor: deployActorOf(request),
      action,
      at: deps.now(),
      next: async (current) => {
        const result = await next(current);
        if (action !== 'rollback') await deps.checkVersions(current, result.map);
        return result;
      },
    });
  const writeOptions = { preHandler: deps.guard, bodyLimit: MAP_BODY_LIMIT };

  app.get('/deploy/environments', async (_request, reply) => {
    const environments = await store.environments();
    return reply.header('cache-control', 'no-store').send({
      environments: environments.map((e) => ({ name: e.name, aliases: [], isDefault: e.name === DEFAULT_ENV, version: e.version, etag: versionEtag(e.version), updatedAt: e.at })),
    });
  });

  app.get<{ Querystring: EnvQuery & { version?: string } }>('/deploy/import-map.json', async (request, reply) => {
    const env = envName(request.query.env);
    if (request.query.version !== undefined) {
      const wanted = intParam(request.query.version, 'version', 1, 999_999_999, 1);
      const version = await store.version(env, wanted);
      if (!version) return sendError(reply, 404, 'deploy_unknown_version', `${env} has no version ${wanted}`, { parameter: 'version' });
      return sendVersion(reply, env, version);
    }
    const current = await store.current(env);
    if (ifNoneMatchHits(request.headers['if-none-match'], versionEtag(current?.version ?? 0))) {
      return reply.code(304).header('etag', versionEtag(current?.version ?? 0)).header('cache-control', 'no-cache').send();
    }
    return sendVersion(reply, env, current, 'no-cache');
  });

  /**
   * The integrity entries of files the map does not import (a build's chunks), each checked against its
   * content unless the map already holds that exact entry: a write never takes an integrity on trust.
   */
  const checkedChunks = async (known: ImportMap, given: Readonly<Record<string, string>>, imported: readonly string[]): Promise<Record<string, string>> => {
    const out: Record<string, string> = {};
    const imports = new Set(imported);
    for (const [url, integrity] of Object.entries(given)) {
      if (imports.has(url)) continue;
      out[url] = known.integrity[url] === integrity ? integrity : await checkModule(url, integrity, integrityPointer(url));
    }
    return out;
  };

  app.patch<{ Querystring: EnvQuery }>('/deploy/import-map.json', writeOptions, async (request, reply) => {
    const env = envName(request.query.env);
    const body = parsed(PatchMapBody, request.body);
    const given = body.integrity ?? {};
    const result = await write(request, env, 'set', async (current) => {
      let next = current;
      for (const [name, url] of Object.entries(body.imports)) {
        if (unchanged(current, name, url, given[url])) continue;
        next = setModule(next, name, url, await checkModule(url, given[url], importPointer(name)));
      }
      return { map: withIntegrity(next, await checkedChunks(next, given, Object.values(body.imports))) };
    });
    return sendVersion(reply, env, result.version);
  });

  app.put<{ Querystring: EnvQuery }>('/deploy/import-map.json', writeOptions, async (request, reply) => {
    const env = envName(request.query.env);
    const body = parsed(ImportMapSchema, request.body);
    const result = await write(request, env, 'replace', async (current) => {
      // The entries of other files (a build's chunks) are checked against their content, as PATCH does.
      const integrity: Record<string, string> = await checkedChunks(current, body.integrity, Object.values(body.imports));
      for (const [name, url] of Object.entries(body.imports)) {
        const known = current.integrity[url];
        if (known !== undefined && unchanged(current, name, url, body.integrity[url])) integrity[url] = known;
        else integrity[url] = await checkModule(url, body.integrity[url], importPointer(name));
      }
      return { map: { imports: body.imports, integrity } };
    });
    return sendVersion(reply, env, result.version);
  });

  app.patch<{ Querystring: EnvQuery }>('/deploy/services', writeOptions, async (request, reply) => {
    const env = envName(request.query.env);
    const body = parsed(PatchServiceBody, request.body);
    const result = await write(request, env, 'set', async (current) => {
      if (unchanged(current, body.service, body.url, body.integrity)) return { map: current };
      return { map: setModule(current, body.service, body.url, await checkModule(body.url, body.integrity, '/url')) };
    });
    return sendVersion(reply, env, result.version);
  });

  app.delete<{ Querystring: EnvQuery; Params: { '*': string } }>('/deploy/services/*', { preHandler: deps.guard }, async (request, reply) => {
    const env = envName(request.query.env);
    const name = request.params['*'];
    const result = await write(request, env, 'remove', async (current) => {
      if (current.imports[name] === undefined) throw new HttpError(404, 'deploy_unknown_module', `${env} has no module ${name}`);
      return { map: removeModule(current, name) };
    });
    return sendVersion(reply, env, result.version);
  });

  app.post('/deploy/rollback', { preHandler: deps.guard }, async (request, reply) => {
    const body = parsed(RollbackBody, request.body);
    const env = envName(body.env, 'env');
    const target = await store.version(env, body.version);
    if (!target) throw new HttpError(404, 'deploy_unknown_version', `${env} has no version ${body.version}`, { pointer: '/version' });
    const result = await write(request, env, 'rollback', async () => ({ map: target.map, text: target.text }));
    return sendVersion(reply, env, result.version);
  });

  app.get<{ Querystring: EnvQuery & { limit?: string; offset?: string } }>('/deploy/history', async (request, reply) => {
    const env = envName(request.query.env);
    const limit = intParam(request.query.limit, 'limit', 1, 200, 50);
    const offset = intParam(request.query.offset, 'offset', 0, 999_999_999, 0);
    const page = await store.history(env, { limit, offset });
    return reply.header('cache-control', 'no-store').send({
      env,
      total: page.total,
      limit,
      offset,
      entries: page.entries.map(({ env: _env, ...entry }) => entry),
    });
  });
}
