/**
 * Deploy test helpers: an app over a fixture build with two versions of a betting module on disk
 * (so URLs can be switched and their integrity computed), and a caller that sends the deploy token,
 * If-Match and JSON bodies.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { makeFixtureDir, type Fixture } from '../support/helpers';

export const DEV_TOKEN = 'dev-deploy-token';
export const BETTING = '@kickoff/betting';

/** Two builds of the betting module, A (in the build's map, with a chunk) and B (on disk only, with its chunk). */
export const MODULES = {
  A: { url: '/dist/betting/index-AAAA1111.js', content: 'System.register([],function(){return{execute:function(){window.betting="A"}}});' },
  chunkA: { url: '/dist/betting/chunk-AAAA1111.js', content: 'System.register([],function(){return{execute:function(){window.chunk="A"}}});' },
  B: { url: '/dist/betting/index-BBBB2222.js', content: 'System.register([],function(){return{execute:function(){window.betting="B"}}});' },
  chunkB: { url: '/dist/betting/chunk-BBBB2222.js', content: 'System.register([],function(){return{execute:function(){window.chunk="B"}}});' },
  root: { url: '/dist/root-config/index-ROOT3333.js', content: 'System.register([],function(){return{execute:function(){}}});' },
} as const;

export const sri = (content: string): string => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** The build's map as `npm run build` writes it. */
export const BUILD_MAP = {
  imports: { [BETTING]: MODULES.A.url, '@kickoff/root-config': MODULES.root.url },
  integrity: { [MODULES.chunkA.url]: sri(MODULES.chunkA.content), [MODULES.A.url]: sri(MODULES.A.content), [MODULES.root.url]: sri(MODULES.root.content) },
};
export const BUILD_TEXT = `${JSON.stringify(BUILD_MAP, null, 2)}\n`;

export interface DeployServer extends Fixture {
  app: FastifyInstance;
}

export interface DeployFixtureOptions extends Partial<BuildAppOptions> {
  /** The text of dist/importmap.json (default: BUILD_TEXT). */
  mapText?: string;
}

/** Writes the module files and the build's map into a fixture dist. */
export async function writeDeployBuild(distDir: string, mapText = BUILD_TEXT): Promise<void> {
  for (const module of Object.values(MODULES)) {
    const file = join(distDir, module.url.slice('/dist/'.length));
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, module.content);
  }
  await writeFile(join(distDir, 'importmap.json'), mapText);
}

export async function startDeploy(t: TestContext, options: DeployFixtureOptions = {}): Promise<DeployServer> {
  const { mapText, ...overrides } = options;
  const { onCleanup, ...fixture } = await makeFixtureDir(t, true);
  await writeDeployBuild(fixture.distDir, mapText);
  const app = await buildApp({ dbFile: fixture.dbFile, distDir: fixture.distDir, production: false, testApi: true, ...overrides });
  onCleanup(() => app.close());
  return { app, ...fixture };
}

export interface DeployCall {
  payload?: unknown;
  /** Bearer token (default: the development token; false: none). */
  token?: string | false;
  ifMatch?: string;
  headers?: Record<string, string>;
}

export function call(app: FastifyInstance, method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE', url: string, options: DeployCall = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const token = options.token === undefined ? DEV_TOKEN : options.token;
  if (token !== false) headers.authorization = `Bearer ${token}`;
  if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
  const request: InjectOptions = { method, url, headers };
  if (options.payload !== undefined) request.payload = options.payload as InjectOptions['payload'];
  return app.inject(request);
}

export interface MapBody {
  imports: Record<string, string>;
  integrity: Record<string, string>;
}

export function mapOf(res: Response): MapBody {
  const body: unknown = res.json();
  if (typeof body !== 'object' || body === null || !('imports' in body) || !('integrity' in body)) throw new Error(`not a map: ${res.body}`);
  return body as MapBody;
}

/** GET /deploy/import-map.json: the map and its ETag. */
export async function readMap(app: FastifyInstance, env = 'default'): Promise<{ etag: string; map: MapBody }> {
  const res = await call(app, 'GET', `/deploy/import-map.json?env=${env}`, { token: false });
  if (res.statusCode !== 200) throw new Error(`GET map ${res.statusCode}: ${res.body}`);
  return { etag: String(res.headers.etag), map: mapOf(res) };
}

/** PATCH /deploy/services { service, url } with If-Match. */
export function setService(app: FastifyInstance, etag: string, url: string, options: { env?: string; service?: string; integrity?: string; token?: string | false } = {}): Promise<Response> {
  const payload = { service: options.service ?? BETTING, url, ...(options.integrity ? { integrity: options.integrity } : {}) };
  return call(app, 'PATCH', `/deploy/services?env=${options.env ?? 'default'}`, { payload, ifMatch: etag, token: options.token });
}

export interface HistoryBody {
  total: number;
  entries: Array<{ version: number; actor: string; action: string; module: string | null; oldUrl: string | null; newUrl: string | null; oldIntegrity: string | null; newIntegrity: string | null; at: number }>;
}

export async function historyOf(app: FastifyInstance, env = 'default', query = ''): Promise<HistoryBody> {
  const res = await call(app, 'GET', `/deploy/history?env=${env}${query}`, { token: false });
  if (res.statusCode !== 200) throw new Error(`GET history ${res.statusCode}: ${res.body}`);
  return res.json<HistoryBody>();
}

export interface UploadOptions {
  token?: string | false;
  /** Default application/octet-stream; false: no Content-Type. */
  contentType?: string | false;
}

/** PUT /deploy/files/<scope>/<name>/<file> with the file's raw bytes (a module built in a team's own repository). */
export function uploadFile(app: FastifyInstance, path: string, bytes: string | Uint8Array, options: UploadOptions = {}): Promise<Response> {
  const contentType = options.contentType ?? 'application/octet-stream';
  return call(app, 'PUT', `/deploy/files/${path}`, {
    payload: Buffer.from(bytes),
    token: options.token,
    headers: contentType === false ? {} : { 'content-type': contentType },
  });
}
