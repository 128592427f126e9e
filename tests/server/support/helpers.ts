/** Test fixtures: a fresh temp folder per test with its own SQLite file and a fake build in dist/. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/app';

export const INDEX_HTML =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Kickoff</title><!--kickoff-env-->' +
  '<script type="systemjs-importmap" src="/importmap.json"></script></head><body><div id="root"></div></body></html>';
export const HASHED_JS = 'main-3FJQ2K7L.js';
export const HASHED_MAP = 'main-3FJQ2K7L.js.map';
export const IMPORT_MAP = JSON.stringify({ imports: { '@kickoff/root-config': `/dist/${HASHED_JS}` } });

export interface TestServer extends Fixture {
  app: FastifyInstance;
}

export interface FixtureOptions extends Partial<BuildAppOptions> {
  /** Write the fake build into dist/ (default true). */
  withBuild?: boolean;
  /**
   * A production server over a database that already has the demo players (a development start
   * seeds them first): production itself never seeds them, so tests of its behaviour with players use this.
   */
  withDemoPlayers?: boolean;
}

export interface Fixture {
  dir: string;
  distDir: string;
  dbFile: string;
}

/**
 * A temp folder with dist/ (the fake build unless withBuild is false) and a db path.
 * `onCleanup` callbacks run before the folder is deleted, when the test ends.
 */
export async function makeFixtureDir(
  t: TestContext,
  withBuild = true,
): Promise<Fixture & { onCleanup: (fn: () => Promise<unknown>) => void }> {
  const dir = await mkdtemp(join(tmpdir(), 'kickoff-server-'));
  const cleanups: Array<() => Promise<unknown>> = [];
  t.after(async () => {
    for (const fn of cleanups.reverse()) await fn();
    await rm(dir, { recursive: true, force: true });
  });
  const distDir = join(dir, 'dist');
  await mkdir(join(distDir, 'vendor'), { recursive: true });
  await writeFile(join(dir, 'secret.txt'), 'top secret');
  if (withBuild) {
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(join(distDir, HASHED_JS), 'System.register([],function(){return{execute:function(){}}});');
    await writeFile(join(distDir, HASHED_MAP), '{"version":3,"sources":[],"mappings":""}');
    await writeFile(join(distDir, 'styles.css'), 'body{margin:0}');
    await writeFile(join(distDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(distDir, 'vendor', 'import-map-overrides.js'), '/* overrides */');
    await writeFile(join(distDir, '.env'), 'SECRET=1');
    await writeFile(join(distDir, 'importmap.json'), IMPORT_MAP);
  }
  return { dir, distDir, dbFile: join(dir, 'data', 'kickoff.db'), onCleanup: (fn) => cleanups.push(fn) };
}

/** Builds an app on a fresh temp db and dist; closed and deleted when the test ends. */
export async function startApp(t: TestContext, options: FixtureOptions = {}): Promise<TestServer> {
  const { withBuild = true, withDemoPlayers = false, ...overrides } = options;
  const { onCleanup, ...fixture } = await makeFixtureDir(t, withBuild);
  if (withDemoPlayers) await (await buildApp({ dbFile: fixture.dbFile, distDir: fixture.distDir, production: false })).close();
  const app = await buildApp({
    dbFile: fixture.dbFile,
    distDir: fixture.distDir,
    production: false,
    testApi: true,
    appVersion: '1.2.3-test',
    ...overrides,
  });
  onCleanup(() => app.close());
  return { app, ...fixture };
}

export interface JsonApiErrors {
  errors: Array<{ status: string; code: string; detail: string }>;
}

export function isJsonApiError(body: unknown, status: number): boolean {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return false;
  const first: unknown = body.errors[0];
  return (
    typeof first === 'object' &&
    first !== null &&
    'status' in first &&
    first.status === String(status) &&
    'code' in first &&
    typeof first.code === 'string' &&
    'detail' in first &&
    typeof first.detail === 'string'
  );
}
