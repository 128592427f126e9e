/**
 * The deploy service refuses a module built for another platform (issue 26): the manifests beside the entries
 * (`<entry>.deps.json`) say what each module was built for and what the platform and React provide; a write that
 * would pair them outside those ranges is 409 `incompatible_platform`, naming both versions. A rollback restores a
 * published map unchecked; a module without a manifest declares nothing.
 */
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { expectError } from '../identity/support';
import { BETTING, call, mapOf, MODULES, readMap, setService, startDeploy } from './support';

const PLATFORM = { url: '/dist/platform/index-PLAT1111.js', content: 'System.register([],function(){return{execute:function(){}}});' };
const PLATFORM_2 = { url: '/dist/platform/index-PLAT2222.js', content: 'System.register([],function(){return{execute:function(){window.p=2}}});' };

async function writeFileIn(distDir: string, url: string, content: string): Promise<void> {
  const file = join(distDir, url.slice('/dist/'.length));
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, content);
}
const manifest = (distDir: string, url: string, body: object) => writeFileIn(distDir, `${url}.deps.json`, JSON.stringify({ files: [], modules: [], ...body }));

/** A server whose map publishes platform 1.1.0 and betting A built for ^1.1.0; betting B is on disk, built for `bRange`. */
async function start(t: Parameters<typeof startDeploy>[0], bRange: string) {
  const server = await startDeploy(t);
  for (const p of [PLATFORM, PLATFORM_2]) await writeFileIn(server.distDir, p.url, p.content);
  await manifest(server.distDir, PLATFORM.url, { provides: { '@kickoff/platform': '1.1.0' } });
  await manifest(server.distDir, PLATFORM_2.url, { provides: { '@kickoff/platform': '2.0.0' } });
  await manifest(server.distDir, MODULES.A.url, { requires: { '@kickoff/platform': '^1.1.0' } });
  await manifest(server.distDir, MODULES.B.url, { requires: { '@kickoff/platform': bRange } });
  const { etag } = await readMap(server.app);
  const res = await setService(server.app, etag, PLATFORM.url, { service: '@kickoff/platform' });
  assert.equal(res.statusCode, 200, res.body);
  return server;
}

test('a module built for another platform major is refused with 409 incompatible_platform naming both versions; the map stays', async (t) => {
  const { app } = await start(t, '^2.0.0');
  const before = await readMap(app);
  const refused = await setService(app, before.etag, MODULES.B.url);
  const error = expectError(refused, 409, 'incompatible_platform');
  assert.equal(error.detail, '@kickoff/betting was built for @kickoff/platform ^2.0.0, but the map publishes @kickoff/platform 1.1.0');
  const meta = (refused.json() as { errors: Array<{ meta?: Record<string, unknown> }> }).errors[0]?.meta;
  assert.deepEqual(meta?.['incompatible'], [{ module: BETTING, shared: '@kickoff/platform', builtFor: '^2.0.0', published: '1.1.0' }]);
  const after = await readMap(app);
  assert.equal(after.etag, before.etag, 'nothing was written');
  assert.equal(after.map.imports[BETTING], MODULES.A.url);
});

test('a module built for an older minor of the same major is published', async (t) => {
  const { app } = await start(t, '^1.0.0');
  const res = await setService(app, (await readMap(app)).etag, MODULES.B.url);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(mapOf(res).imports[BETTING], MODULES.B.url);
});

test('a new platform major that a published module was not built for is refused too; one that fits every module is published', async (t) => {
  const { app } = await start(t, '^2.0.0');
  const refused = await setService(app, (await readMap(app)).etag, PLATFORM_2.url, { service: '@kickoff/platform' });
  const error = expectError(refused, 409, 'incompatible_platform');
  assert.match(error.detail, /@kickoff\/betting was built for @kickoff\/platform \^1\.1\.0, but the map publishes @kickoff\/platform 2\.0\.0/);

  // Both at once (one PATCH of the map): betting B built for 2.x with platform 2.0.0 fits.
  const etag = (await readMap(app)).etag;
  const both = await call(app, 'PATCH', '/deploy/import-map.json?env=default', { payload: { imports: { '@kickoff/platform': PLATFORM_2.url, [BETTING]: MODULES.B.url } }, ifMatch: etag });
  assert.equal(both.statusCode, 200, both.body);
});

test('a module without a manifest declares nothing and is published', async (t) => {
  const { app, distDir } = await start(t, '^1.1.0');
  const legacy = { url: '/dist/legacy/index-LEGA1111.js', content: 'System.register([],function(){return{execute:function(){}}});' };
  await writeFileIn(distDir, legacy.url, legacy.content);
  const res = await setService(app, (await readMap(app)).etag, legacy.url, { service: '@kickoff/legacy' });
  assert.equal(res.statusCode, 200, res.body);
});
