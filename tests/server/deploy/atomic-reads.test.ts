/**
 * Reads under a write loop: while one loop PATCHes the betting URL 50 times (alternating two builds),
 * another reads /importmap.json 200 times; every read parses and is exactly one committed version's map.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BETTING, call, historyOf, MODULES, readMap, setService, startDeploy, type MapBody } from './support';

test('every read during 50 writes is exactly one committed version, never a mix', async (t) => {
  const { app } = await startDeploy(t);
  const writes = (async () => {
    let { etag } = await readMap(app);
    for (let i = 0; i < 50; i += 1) {
      const res = await setService(app, etag, i % 2 === 0 ? MODULES.B.url : MODULES.A.url);
      assert.equal(res.statusCode, 200, res.body);
      etag = String(res.headers.etag);
    }
    return etag;
  })();
  const reads = (async () => {
    const bodies: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/importmap.json' });
      assert.equal(res.statusCode, 200);
      bodies.push(res.body);
      if (i % 4 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return bodies;
  })();
  const [lastEtag, bodies] = await Promise.all([writes, reads]);
  assert.equal(lastEtag, '"v51"');

  // The committed maps, by version, read back one by one; the history names each version's betting URL.
  const committed = new Map<string, number>();
  for (let version = 1; version <= 51; version += 1) {
    const res = await call(app, 'GET', `/deploy/import-map.json?version=${version}`, { token: false });
    committed.set(res.body, version);
  }
  const history = await historyOf(app, 'default', '&limit=200');
  const bettingUrlOf = new Map(history.entries.filter((e) => e.module === BETTING).map((e) => [e.version, e.newUrl]));
  assert.equal(bettingUrlOf.size, 51, 'one betting row per version');

  const seen = new Set<number>();
  for (const body of bodies) {
    const map = JSON.parse(body) as MapBody;
    const version = committed.get(body);
    assert.ok(version !== undefined, `a read that is no committed version: ${body}`);
    seen.add(version);
    assert.equal(map.imports[BETTING], bettingUrlOf.get(version));
    const url = map.imports[BETTING] ?? '';
    assert.deepEqual(Object.keys(map.integrity).filter((u) => u.startsWith('/dist/betting/index-')), [url], 'exactly the integrity of the URL it names');
  }
  assert.ok(seen.size > 1, `the reads saw the map change (${seen.size} versions)`);
});
