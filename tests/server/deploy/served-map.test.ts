/** GET /importmap.json from the deploy service: the build published at start-up, its headers, envs and the reset. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { IMPORT_MAP, isJsonApiError, startApp } from '../support/helpers';
import { expectError } from '../identity/support';
import { BETTING, BUILD_TEXT, historyOf, MODULES, readMap, setService, startDeploy } from './support';

test('the served map is the build after start: same bytes, no-cache, strong sha256 ETag, 304 on If-None-Match', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'GET', url: '/importmap.json' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(res.headers['cache-control'], 'no-cache');
  assert.equal(res.body, IMPORT_MAP);
  const etag = String(res.headers.etag);
  assert.match(etag, /^"[A-Za-z0-9_-]{43}"$/, 'strong ETag');
  assert.equal(etag, `"${createHash('sha256').update(IMPORT_MAP).digest('base64url')}"`);
  for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const cached = await app.inject({ method: 'GET', url: '/importmap.json', headers: { 'if-none-match': header } });
    assert.equal(cached.statusCode, 304, header);
    assert.equal(cached.headers.etag, etag);
    assert.equal(cached.body, '');
  }
  const stale = await app.inject({ method: 'GET', url: '/importmap.json', headers: { 'if-none-match': '"stale"' } });
  assert.equal(stale.statusCode, 200);
  const head = await app.inject({ method: 'HEAD', url: '/importmap.json' });
  assert.equal(head.statusCode, 200);
  assert.equal(head.headers.etag, etag);
});

test('the build is recorded as version 1 by actor build; a restart with the same build keeps later deploys, a new build is published', async (t) => {
  const { app, dbFile, distDir } = await startDeploy(t);
  const history = await historyOf(app);
  assert.deepEqual(
    history.entries.map((e) => [e.version, e.actor, e.action, e.module, e.oldUrl, e.newUrl]),
    [
      [1, 'build', 'build', BETTING, null, MODULES.A.url],
      [1, 'build', 'build', '@kickoff/root-config', null, MODULES.root.url],
    ],
  );
  assert.equal((await readMap(app)).etag, '"v1"');
  assert.equal((await setService(app, '"v1"', MODULES.B.url)).statusCode, 200);
  await app.close();

  const restart = async (): Promise<FastifyInstance> => {
    const again = await buildApp({ dbFile, distDir, production: false, testApi: true });
    t.after(() => again.close());
    return again;
  };
  const second = await restart();
  assert.equal((await readMap(second)).etag, '"v2"', 'the same build is not published again over the deploy');
  assert.match((await second.inject({ method: 'GET', url: '/importmap.json' })).body, /BBBB2222/);
  await second.close();

  const rebuilt = `${JSON.stringify({ imports: { [BETTING]: MODULES.A.url } })}\n`;
  await writeFile(join(distDir, 'importmap.json'), rebuilt);
  const third = await restart();
  assert.equal((await readMap(third)).etag, '"v3"', 'a new build is published');
  assert.equal((await third.inject({ method: 'GET', url: '/importmap.json' })).body, rebuilt);
  const [latest] = (await historyOf(third)).entries;
  assert.deepEqual([latest?.version, latest?.action, latest?.actor, latest?.oldUrl, latest?.newUrl], [3, 'build', 'build', MODULES.B.url, MODULES.A.url]);
});

test('followBuild off (production\'s default): a changed dist map is published at the next start-up or test-API reset, not before', async (t) => {
  const { app, distDir } = await startDeploy(t, { deploy: { followBuild: false } });
  const first = await app.inject({ method: 'GET', url: '/importmap.json' });
  const changed = JSON.stringify({ imports: { [BETTING]: MODULES.B.url } });
  await writeFile(join(distDir, 'importmap.json'), changed);
  const same = await app.inject({ method: 'GET', url: '/importmap.json', headers: { 'if-none-match': String(first.headers.etag) } });
  assert.equal(same.statusCode, 304, 'the file alone does not change the served map');
  assert.equal((await app.inject({ method: 'POST', url: '/__test/reset' })).statusCode, 200);
  const second = await app.inject({ method: 'GET', url: '/importmap.json', headers: { 'if-none-match': String(first.headers.etag) } });
  assert.equal(second.statusCode, 200);
  assert.equal(second.body, changed);
  assert.notEqual(second.headers.etag, first.headers.etag);
  assert.equal((await historyOf(app)).entries[0]?.version, 1, 'the reset starts the history again');
});

test('outside production the served map follows a rebuilt dist map on the next request; a deploy since is not undone by the same file', async (t) => {
  const { app, distDir } = await startDeploy(t);
  const rebuilt = `${JSON.stringify({ imports: { [BETTING]: MODULES.B.url } })}\n`;
  await writeFile(join(distDir, 'importmap.json'), rebuilt);
  const served = await app.inject({ method: 'GET', url: '/importmap.json' });
  assert.equal(served.body, rebuilt);
  const [latest] = (await historyOf(app)).entries;
  assert.deepEqual([latest?.version, latest?.action, latest?.actor, latest?.newUrl], [2, 'build', 'build', MODULES.B.url]);
  assert.equal((await setService(app, '"v2"', MODULES.A.url)).statusCode, 200);
  assert.match((await app.inject({ method: 'GET', url: '/importmap.json' })).body, /AAAA1111/, 'the unchanged file does not undo the deploy');

  const { app: production, distDir: productionDist } = await startDeploy(t, { production: true });
  await writeFile(join(productionDist, 'importmap.json'), rebuilt);
  assert.equal((await production.inject({ method: 'GET', url: '/importmap.json' })).body, BUILD_TEXT, 'production publishes at start-up only');
});

test('a deploy after the reset is served; the reset publishes the build again', async (t) => {
  const { app } = await startDeploy(t);
  const { etag } = await readMap(app);
  assert.equal((await setService(app, etag, MODULES.B.url)).statusCode, 200);
  assert.match((await app.inject({ method: 'GET', url: '/importmap.json' })).body, /BBBB2222/);
  await app.inject({ method: 'POST', url: '/__test/reset' });
  assert.equal((await app.inject({ method: 'GET', url: '/importmap.json' })).body, BUILD_TEXT);
});

test('no dist map: 404 not_found as before', async (t) => {
  const { app } = await startApp(t, { withBuild: false });
  const res = await app.inject({ method: 'GET', url: '/importmap.json' });
  assert.equal(res.statusCode, 404);
  assert.ok(isJsonApiError(res.json(), 404));
  expectError(res, 404, 'not_found');
});

test('an invalid dist map is not published (404), and the server still starts', async (t) => {
  const { app } = await startDeploy(t, { mapText: '{ "imports": { "@kickoff/x": "javascript:alert(1)" } }' });
  assert.equal((await app.inject({ method: 'GET', url: '/importmap.json' })).statusCode, 404);
});

test('GET /importmap.json?env= serves another environment; unknown: 404; a bad name: 400', async (t) => {
  const { app } = await startDeploy(t);
  expectError(await app.inject({ method: 'GET', url: '/importmap.json?env=staging' }), 404, 'not_found');
  assert.equal((await setService(app, '"v0"', MODULES.B.url, { env: 'staging' })).statusCode, 200);
  const staging = await app.inject({ method: 'GET', url: '/importmap.json?env=staging' });
  assert.equal(staging.statusCode, 200);
  assert.deepEqual(JSON.parse(staging.body), { imports: { [BETTING]: MODULES.B.url }, integrity: { [MODULES.B.url]: (await readMap(app, 'staging')).map.integrity[MODULES.B.url] } });
  assert.equal((await app.inject({ method: 'GET', url: '/importmap.json' })).body, BUILD_TEXT, 'default untouched');
  expectError(await app.inject({ method: 'GET', url: '/importmap.json?env=Bad_Name' }), 400, 'invalid_parameter');
});
