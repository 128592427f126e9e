/**
 * The contract every DeployStore keeps (SQLite and PostgreSQL run the same checks): versions start at 1
 * and follow each other, commit is a compare-and-set (exactly one of concurrent writers with the same
 * expected version wins), history is newest first and paged, environments are independent.
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { serializeMap, type ImportMap, type MapChange } from '../../../server/deploy/import-map';
import type { CommitRequest, DeployStore } from '../../../server/deploy/store';

export type StoreFactory = (t: TestContext) => Promise<DeployStore>;

const mapWith = (url: string): ImportMap => ({ imports: { '@kickoff/betting': url }, integrity: { [url]: `sha384-${Buffer.from(url).toString('base64')}` } });

function request(env: string, expectedVersion: number, url: string, actor = 'ci', at = 1_700_000_000_000 + expectedVersion): CommitRequest {
  const map = mapWith(url);
  const change: MapChange = { module: '@kickoff/betting', oldUrl: null, newUrl: url, oldIntegrity: null, newIntegrity: map.integrity[url] ?? null };
  return { env, expectedVersion, map, text: serializeMap(map), actor, action: 'set', changes: [change], at };
}

export async function storeContract(t: TestContext, factory: StoreFactory): Promise<void> {
  await t.test('an empty store', async (t) => {
    const store = await factory(t);
    assert.equal(await store.current('default'), undefined);
    assert.equal(await store.latestVersion('default'), 0);
    assert.deepEqual(await store.environments(), []);
    assert.deepEqual(await store.history('default', { limit: 10, offset: 0 }), { entries: [], total: 0 });
  });

  await t.test('versions follow each other; each keeps its text; current is the latest', async (t) => {
    const store = await factory(t);
    const first = await store.commit(request('default', 0, '/dist/a.js'));
    assert.ok(first.ok);
    assert.equal(first.committed.version, 1);
    const second = await store.commit(request('default', 1, '/dist/b.js'));
    assert.ok(second.ok);
    assert.equal(second.committed.version, 2);
    const current = await store.current('default');
    assert.equal(current?.version, 2);
    assert.deepEqual(current?.map, mapWith('/dist/b.js'));
    assert.equal(current?.text, serializeMap(mapWith('/dist/b.js')));
    assert.equal(current?.at, 1_700_000_000_001);
    assert.equal(await store.latestVersion('default'), 2);
    assert.equal((await store.version('default', 1))?.text, serializeMap(mapWith('/dist/a.js')));
    assert.equal(await store.version('default', 3), undefined);
  });

  await t.test('a stale expected version is refused with the current version, and writes nothing', async (t) => {
    const store = await factory(t);
    assert.ok((await store.commit(request('default', 0, '/dist/a.js'))).ok);
    for (const expected of [0, 2, 7]) {
      const result = await store.commit(request('default', expected, '/dist/x.js'));
      assert.equal(result.ok, false);
      assert.equal(result.ok ? undefined : result.current?.version, 1);
    }
    assert.equal((await store.history('default', { limit: 10, offset: 0 })).total, 1);
  });

  await t.test('concurrent commits with the same expected version: exactly one wins', async (t) => {
    const store = await factory(t);
    assert.ok((await store.commit(request('default', 0, '/dist/a.js'))).ok);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store.commit(request('default', 1, `/dist/w${i}.js`))));
    assert.equal(results.filter((r) => r.ok).length, 1);
    const winner = results.find((r) => r.ok);
    for (const loser of results.filter((r) => !r.ok)) assert.equal(loser.ok ? 0 : loser.current?.version, 2);
    assert.deepEqual((await store.current('default'))?.map, winner?.ok ? winner.committed.map : undefined);
    assert.equal((await store.history('default', { limit: 10, offset: 0 })).total, 2);
  });

  await t.test('history: newest first, in write order within a version, paged, with every column', async (t) => {
    const store = await factory(t);
    assert.ok((await store.commit(request('default', 0, '/dist/a.js', 'build'))).ok);
    const two: CommitRequest = {
      ...request('default', 1, '/dist/b.js', 'alice'),
      action: 'replace',
      changes: [
        { module: '@kickoff/betting', oldUrl: '/dist/a.js', newUrl: '/dist/b.js', oldIntegrity: 'sha384-a', newIntegrity: 'sha384-b' },
        { module: '@kickoff/casino', oldUrl: '/dist/c.js', newUrl: null, oldIntegrity: null, newIntegrity: null },
      ],
    };
    assert.ok((await store.commit(two)).ok);
    const page = await store.history('default', { limit: 10, offset: 0 });
    assert.equal(page.total, 3);
    assert.deepEqual(page.entries[0], { env: 'default', version: 2, actor: 'alice', action: 'replace', module: '@kickoff/betting', oldUrl: '/dist/a.js', newUrl: '/dist/b.js', oldIntegrity: 'sha384-a', newIntegrity: 'sha384-b', at: two.at });
    assert.deepEqual(page.entries.map((e) => [e.version, e.module, e.actor]), [
      [2, '@kickoff/betting', 'alice'],
      [2, '@kickoff/casino', 'alice'],
      [1, '@kickoff/betting', 'build'],
    ]);
    assert.deepEqual((await store.history('default', { limit: 1, offset: 1 })).entries.map((e) => e.module), ['@kickoff/casino']);
  });

  await t.test('lastBuild is the latest version the build published', async (t) => {
    const store = await factory(t);
    assert.equal(await store.lastBuild('default'), undefined);
    assert.ok((await store.commit({ ...request('default', 0, '/dist/a.js', 'build'), action: 'build' })).ok);
    assert.ok((await store.commit(request('default', 1, '/dist/b.js'))).ok);
    assert.equal((await store.lastBuild('default'))?.version, 1);
    assert.ok((await store.commit({ ...request('default', 2, '/dist/c.js', 'build'), action: 'build' })).ok);
    assert.deepEqual((await store.lastBuild('default'))?.map, mapWith('/dist/c.js'));
    assert.equal(await store.lastBuild('staging'), undefined);
  });

  await t.test('environments are independent and listed with their latest version', async (t) => {
    const store = await factory(t);
    assert.ok((await store.commit(request('default', 0, '/dist/a.js'))).ok);
    assert.ok((await store.commit(request('staging', 0, '/dist/s1.js'))).ok);
    assert.ok((await store.commit(request('staging', 1, '/dist/s2.js'))).ok);
    assert.deepEqual((await store.environments()).map((e) => [e.name, e.version]), [
      ['default', 1],
      ['staging', 2],
    ]);
    assert.deepEqual((await store.current('default'))?.map, mapWith('/dist/a.js'));
    assert.equal((await store.history('staging', { limit: 10, offset: 0 })).total, 2);
    await store.clear();
    assert.deepEqual(await store.environments(), []);
  });
}
