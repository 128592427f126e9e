/** The deploy API: ETag/If-Match concurrency, the import-map-deployer calls, PUT, history, rollback, environments. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectError } from '../identity/support';
import { BETTING, BUILD_MAP, call, historyOf, mapOf, MODULES, readMap, setService, sri, startDeploy } from './support';

test('reads carry ETag "v<version>"; a write with it makes the next version; If-None-Match gives 304', async (t) => {
  const { app } = await startDeploy(t);
  const { etag, map } = await readMap(app);
  assert.equal(etag, '"v1"');
  assert.deepEqual(map, BUILD_MAP);
  assert.equal((await call(app, 'GET', '/deploy/import-map.json', { token: false, headers: { 'if-none-match': etag } })).statusCode, 304);
  const res = await setService(app, etag, MODULES.B.url);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers.etag, '"v2"');
  const next = mapOf(res);
  assert.equal(next.imports[BETTING], MODULES.B.url);
  assert.equal(next.integrity[MODULES.B.url], sri(MODULES.B.content), 'integrity computed on publish');
  assert.equal(next.integrity[MODULES.A.url], undefined, 'the replaced URL loses its integrity entry');
  assert.equal(next.integrity[MODULES.chunkA.url], undefined, 'and so do the old build\'s chunks in its folder');
  assert.equal(next.integrity[MODULES.root.url], sri(MODULES.root.content), 'other folders keep theirs');
  assert.equal((await app.inject({ method: 'GET', url: '/importmap.json' })).body, res.body, 'served as written');
});

test('a write without If-Match is 428; with a stale one 412 carrying the current map and its ETag', async (t) => {
  const { app } = await startDeploy(t);
  expectError(await call(app, 'PATCH', '/deploy/services', { payload: { service: BETTING, url: MODULES.B.url } }), 428, 'deploy_precondition_required');
  expectError(await call(app, 'PATCH', '/deploy/services', { payload: { service: BETTING, url: MODULES.B.url }, ifMatch: '*' }), 428, 'deploy_precondition_required');
  for (const tag of ['"v7"', '"v0"', 'v1', '"something"', '"v1", "v2"']) {
    const res = await setService(app, tag, MODULES.B.url);
    expectError(res, 412, 'deploy_stale_map');
    assert.equal(res.headers.etag, '"v1"', tag);
  }
  const res = await setService(app, '"v0"', MODULES.B.url);
  const meta = res.json<{ errors: Array<{ meta: { version: number; etag: string; env: string; map: unknown } }> }>().errors[0]?.meta;
  assert.deepEqual(meta, { env: 'default', version: 1, etag: '"v1"', map: BUILD_MAP });
  assert.equal((await readMap(app)).etag, '"v1"', 'nothing written');
});

test('two writers with the same ETag: one 200, the other 412 with the winner\'s map', async (t) => {
  const { app } = await startDeploy(t);
  const { etag } = await readMap(app);
  const [a, b] = await Promise.all([setService(app, etag, MODULES.B.url), setService(app, etag, MODULES.A.url, { service: '@kickoff/casino' })]);
  assert.ok(a && b);
  const statuses = [a.statusCode, b.statusCode].sort();
  assert.deepEqual(statuses, [200, 412], `${a.body} ${b.body}`);
  const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
  expectError(loser, 412, 'deploy_stale_map');
  const meta = loser.json<{ errors: Array<{ meta: { version: number; map: unknown } }> }>().errors[0]?.meta;
  assert.equal(meta?.version, 2);
  assert.deepEqual(meta?.map, winner.json());
  assert.equal((await historyOf(app)).entries.filter((e) => e.version === 2).length, 1, 'only the winner is in the history');
});

test('history lists every change, newest first, with actor, old and new URL and integrity; paged', async (t) => {
  const { app } = await startDeploy(t);
  let { etag } = await readMap(app);
  for (const url of [MODULES.B.url, MODULES.A.url, MODULES.B.url]) etag = String((await setService(app, etag, url)).headers.etag);
  const removed = await call(app, 'DELETE', '/deploy/services/@kickoff/root-config', { ifMatch: etag });
  assert.equal(removed.statusCode, 200, removed.body);
  assert.equal(mapOf(removed).imports['@kickoff/root-config'], undefined);
  assert.equal(mapOf(removed).integrity[MODULES.root.url], undefined);
  const history = await historyOf(app);
  assert.equal(history.total, 6);
  assert.deepEqual(
    history.entries.map((e) => [e.version, e.actor, e.action, e.module, e.oldUrl, e.newUrl]),
    [
      [5, 'developer', 'remove', '@kickoff/root-config', MODULES.root.url, null],
      [4, 'developer', 'set', BETTING, MODULES.A.url, MODULES.B.url],
      [3, 'developer', 'set', BETTING, MODULES.B.url, MODULES.A.url],
      [2, 'developer', 'set', BETTING, MODULES.A.url, MODULES.B.url],
      [1, 'build', 'build', BETTING, null, MODULES.A.url],
      [1, 'build', 'build', '@kickoff/root-config', null, MODULES.root.url],
    ],
  );
  const [latestSet] = history.entries.filter((e) => e.action === 'set');
  assert.equal(latestSet?.oldIntegrity, sri(MODULES.A.content));
  assert.equal(latestSet?.newIntegrity, sri(MODULES.B.content));
  assert.ok(history.entries.every((e) => typeof e.at === 'number' && e.at > 0));
  const page = await historyOf(app, 'default', '&limit=2&offset=1');
  assert.deepEqual(page.entries.map((e) => e.version), [4, 3]);
  assert.equal(page.total, 6);
  expectError(await call(app, 'GET', '/deploy/history?limit=0', { token: false }), 400, 'invalid_parameter');
  expectError(await call(app, 'DELETE', '/deploy/services/@kickoff/nothing', { ifMatch: '"v5"' }), 404, 'deploy_unknown_module');
});

test('rollback: a new version whose map is the earlier one (same bytes), recorded as rollback', async (t) => {
  const { app } = await startDeploy(t);
  const v1 = await app.inject({ method: 'GET', url: '/importmap.json' });
  const { etag } = await readMap(app);
  const v2 = await setService(app, etag, MODULES.B.url);
  const res = await call(app, 'POST', '/deploy/rollback', { payload: { env: 'default', version: 1 }, ifMatch: String(v2.headers.etag) });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers.etag, '"v3"');
  assert.equal(res.body, v1.body);
  const served = await app.inject({ method: 'GET', url: '/importmap.json' });
  assert.equal(served.body, v1.body);
  assert.equal(served.headers.etag, v1.headers.etag, 'the same bytes have the same ETag');
  const [latest] = (await historyOf(app)).entries;
  assert.deepEqual([latest?.version, latest?.action, latest?.actor, latest?.oldUrl, latest?.newUrl], [3, 'rollback', 'developer', MODULES.B.url, MODULES.A.url]);
  expectError(await call(app, 'POST', '/deploy/rollback', { payload: { version: 9 }, ifMatch: '"v3"' }), 404, 'deploy_unknown_version');
  expectError(await call(app, 'POST', '/deploy/rollback', { payload: { version: 2 }, ifMatch: '"v2"' }), 412, 'deploy_stale_map');
  expectError(await call(app, 'POST', '/deploy/rollback', { payload: { version: 'x' }, ifMatch: '"v3"' }), 400, 'invalid_body');
  const old = await call(app, 'GET', '/deploy/import-map.json?version=2', { token: false });
  assert.equal(old.statusCode, 200);
  assert.equal(mapOf(old).imports[BETTING], MODULES.B.url, 'an earlier version can be read by number');
});

test('PUT replaces the whole map (validated; integrity computed for changed imports)', async (t) => {
  const { app } = await startDeploy(t);
  const { etag } = await readMap(app);
  const next = { imports: { [BETTING]: MODULES.B.url } };
  const res = await call(app, 'PUT', '/deploy/import-map.json', { payload: next, ifMatch: etag });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(mapOf(res), { imports: next.imports, integrity: { [MODULES.B.url]: sri(MODULES.B.content) } });
  const history = await historyOf(app);
  assert.deepEqual(
    history.entries.filter((e) => e.version === 2).map((e) => [e.action, e.module, e.oldUrl, e.newUrl]),
    [
      ['replace', BETTING, MODULES.A.url, MODULES.B.url],
      ['replace', '@kickoff/root-config', MODULES.root.url, null],
    ],
  );
  for (const bad of [{ imports: { 'Not A Name': MODULES.B.url } }, { imports: { [BETTING]: 'javascript:alert(1)' } }, { imports: {}, scopes: {} }, { imports: { [BETTING]: MODULES.B.url }, integrity: { [MODULES.B.url]: 'md5-x' } }]) {
    expectError(await call(app, 'PUT', '/deploy/import-map.json', { payload: bad, ifMatch: '"v2"' }), 400, 'invalid_body');
  }
});

test('PATCH /deploy/import-map.json takes the new build\'s chunk integrity too, each checked against its file', async (t) => {
  const { app } = await startDeploy(t);
  const wrong = await call(app, 'PATCH', '/deploy/import-map.json', {
    payload: { imports: { [BETTING]: MODULES.B.url }, integrity: { [MODULES.B.url]: sri(MODULES.B.content), [MODULES.chunkB.url]: sri(MODULES.A.content) } },
    ifMatch: '"v1"',
  });
  assert.equal(expectError(wrong, 422, 'deploy_integrity_mismatch').source?.pointer, '/integrity/~1dist~1betting~1chunk-BBBB2222.js');
  const res = await call(app, 'PATCH', '/deploy/import-map.json', {
    payload: { imports: { [BETTING]: MODULES.B.url }, integrity: { [MODULES.B.url]: sri(MODULES.B.content), [MODULES.chunkB.url]: sri(MODULES.chunkB.content) } },
    ifMatch: '"v1"',
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(mapOf(res).integrity, {
    [MODULES.chunkB.url]: sri(MODULES.chunkB.content),
    [MODULES.B.url]: sri(MODULES.B.content),
    [MODULES.root.url]: sri(MODULES.root.content),
  });
});

test('PATCH /deploy/import-map.json merges imports; an unchanged write makes no version', async (t) => {
  const { app } = await startDeploy(t);
  const res = await call(app, 'PATCH', '/deploy/import-map.json', { payload: { imports: { '@kickoff/casino': MODULES.B.url } }, ifMatch: '"v1"' });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(Object.keys(mapOf(res).imports).sort(), [BETTING, '@kickoff/casino', '@kickoff/root-config']);
  assert.equal(res.headers.etag, '"v2"');
  const same = await setService(app, '"v2"', MODULES.A.url);
  assert.equal(same.statusCode, 200);
  assert.equal(same.headers.etag, '"v2"', 'no change, no version');
});

test('environments are independent; GET /deploy/environments lists them', async (t) => {
  const { app } = await startDeploy(t);
  const empty = await readMap(app, 'staging');
  assert.deepEqual(empty, { etag: '"v0"', map: { imports: {}, integrity: {} } });
  const created = await setService(app, '"v0"', MODULES.B.url, { env: 'staging' });
  assert.equal(created.statusCode, 200, created.body);
  assert.equal(created.headers.etag, '"v1"');
  assert.equal((await readMap(app)).map.imports[BETTING], MODULES.A.url, 'default untouched');
  assert.equal((await setService(app, '"v1"', MODULES.A.url, { env: 'staging', service: '@kickoff/casino' })).statusCode, 200);
  assert.equal((await readMap(app)).etag, '"v1"');
  const environments = await call(app, 'GET', '/deploy/environments', { token: false });
  assert.deepEqual(
    environments.json<{ environments: Array<{ name: string; isDefault: boolean; version: number }> }>().environments.map((e) => [e.name, e.isDefault, e.version]),
    [
      ['default', true, 1],
      ['staging', false, 2],
    ],
  );
  assert.equal((await historyOf(app, 'staging')).total, 2);
  expectError(await setService(app, '"v0"', MODULES.B.url, { env: 'NO' }), 400, 'invalid_parameter');
});

test('a malformed body is 400 invalid_body; a foreign Origin 403; no Origin (a CLI) passes', async (t) => {
  const { app } = await startDeploy(t);
  expectError(await call(app, 'PATCH', '/deploy/services', { payload: { service: BETTING }, ifMatch: '"v1"' }), 400, 'invalid_body');
  const foreign = await call(app, 'PATCH', '/deploy/services', { payload: { service: BETTING, url: MODULES.B.url }, ifMatch: '"v1"', headers: { origin: 'https://evil.example' } });
  expectError(foreign, 403, 'forbidden_origin');
  assert.equal((await setService(app, '"v1"', MODULES.B.url)).statusCode, 200);
});
