/** scripts/build/service-worker.mjs: dist/sw.js as one small classic script, maps as for every other script. */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildServiceWorker } from '../../scripts/build/service-worker.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** The worker must stay small: it is fetched on every update check. */
const MAX_BYTES = 8 * 1024;

function tempDist(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-sw-build-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'dist');
}

test('development: dist/sw.js, a classic minified script with a linked map beside it', async (t) => {
  const dist = tempDist(t);
  const { file } = await buildServiceWorker({ root, dist, production: false });
  assert.equal(file, path.join(dist, 'sw.js'));
  const code = readFileSync(file, 'utf8');
  assert.match(code, /^"use strict";\(\(\)=>\{/, 'an IIFE');
  assert.doesNotMatch(code, /System\.register|^import |\bexport\b|require\(/m, 'no module syntax: a classic worker script');
  assert.match(code, /\/\/# sourceMappingURL=sw\.js\.map\s*$/);
  assert.ok(existsSync(path.join(dist, 'sw.js.map')));
  for (const needle of ['kickoff-assets-v1', 'skipWaiting', 'clients.claim', 'respondWith', 'Нет соединения с интернетом', 'Try again']) {
    assert.ok(code.includes(needle), `the worker has ${needle}`);
  }
});

test('production: no published map and no map comment; the map is a build artifact', async (t) => {
  const dist = tempDist(t);
  // A development build first: its map must not survive beside the production worker.
  await buildServiceWorker({ root, dist, production: false });
  const { file } = await buildServiceWorker({ root, dist, production: true });
  const code = readFileSync(file, 'utf8');
  assert.doesNotMatch(code, /sourceMappingURL/);
  assert.equal(existsSync(path.join(dist, 'sw.js.map')), false);
  assert.ok(existsSync(path.join(`${dist}-sourcemaps`, 'sw.js.map')));
  assert.ok(Buffer.byteLength(code) < MAX_BYTES, `sw.js is ${Buffer.byteLength(code)} bytes`);
});
