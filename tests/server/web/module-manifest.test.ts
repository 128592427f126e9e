/**
 * The server's reader of module manifests (server/web/module-manifest.ts): `<entry>.deps.json` beside an entry of
 * the import map, read through the file cache and parsed once per version of the file; a broken one answers
 * undefined with one warning per version.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { createManifestReader } from '../../../server/web/module-manifest';
import type { CachedFile, FileCache } from '../../../server/web/file-cache';
import { strongEtag } from '../../../server/http/etag';

const DIST = '/srv/dist';
const ENTRY = '/dist/betting/index-A.js';
const MANIFEST_PATH = join(DIST, 'betting/index-A.js.deps.json');

/** A file cache over texts by absolute path; each read answers a new CachedFile object, as a re-read file would. */
function filesOf(texts: Map<string, string>): FileCache & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    async read(absPath) {
      reads.push(absPath);
      const text = texts.get(absPath);
      if (text === undefined) return undefined;
      const body = Buffer.from(text);
      const file: CachedFile = { body, etag: strongEtag(body), mtimeMs: reads.length, size: body.length };
      return file;
    },
  };
}

function readerWith(texts: Map<string, string>, maxEntries?: number) {
  const files = filesOf(texts);
  const warnings: string[] = [];
  const read = createManifestReader({ distDir: DIST, files, log: { warn: (message: string) => void warnings.push(message) }, ...(maxEntries ? { maxEntries } : {}) });
  return { read, files, warnings };
}

const MANIFEST = { files: ['/dist/betting/chunk-B.js'], modules: ['react'], requires: { '@kickoff/platform': '^1.1.0' } };

test('a manifest is read beside its entry and parsed once while its bytes stay the same', async () => {
  const texts = new Map([[MANIFEST_PATH, JSON.stringify(MANIFEST)]]);
  const { read, files, warnings } = readerWith(texts);
  const first = await read(ENTRY);
  assert.deepEqual(first, MANIFEST);
  assert.deepEqual(files.reads, [MANIFEST_PATH]);
  // The same bytes (re-read, even rewritten: a new file object with the same ETag) answer the value parsed the first time.
  assert.equal(await read(ENTRY), first, 'the same object: not parsed again');
  texts.set(MANIFEST_PATH, JSON.stringify(MANIFEST));
  assert.equal(await read(ENTRY), first);
  assert.equal(files.reads.length, 3, 'every call asks the file cache (which knows whether the file changed)');
  assert.deepEqual(warnings, []);
});

test('a changed manifest is parsed again', async () => {
  const texts = new Map([[MANIFEST_PATH, JSON.stringify(MANIFEST)]]);
  const { read } = readerWith(texts);
  const first = await read(ENTRY);
  texts.set(MANIFEST_PATH, JSON.stringify({ ...MANIFEST, requires: { '@kickoff/platform': '^2.0.0' } }));
  const second = await read(ENTRY);
  assert.notEqual(second, first);
  assert.deepEqual(second?.requires, { '@kickoff/platform': '^2.0.0' });
  assert.equal(await read(ENTRY), second);
});

test('the platform and React manifests carry what they provide', async () => {
  const path = join(DIST, 'platform/index-P.js.deps.json');
  const { read } = readerWith(new Map([[path, JSON.stringify({ files: [], modules: [], provides: { '@kickoff/platform': '1.1.0' } })]]));
  assert.deepEqual((await read('/dist/platform/index-P.js'))?.provides, { '@kickoff/platform': '1.1.0' });
});

test('a broken manifest answers undefined with one warning per version; a missing one or a URL outside /dist/ without any', async () => {
  const texts = new Map([[MANIFEST_PATH, '{"files": "not a list"}']]);
  const { read, files, warnings } = readerWith(texts);
  assert.equal(await read(ENTRY), undefined);
  assert.equal(await read(ENTRY), undefined);
  assert.deepEqual(warnings, [`${ENTRY}.deps.json is not a module manifest: its graph is not preloaded and its versions are not checked`]);
  texts.set(MANIFEST_PATH, '{ not json');
  assert.equal(await read(ENTRY), undefined);
  assert.equal(warnings.length, 2, 'another broken version warns again');
  texts.set(MANIFEST_PATH, JSON.stringify({ ...MANIFEST, files: ['https://elsewhere.example/x.js'] }));
  assert.equal(await read(ENTRY), undefined, 'a file outside /dist/ is not a manifest');
  assert.equal(warnings.length, 3);
  texts.set(MANIFEST_PATH, JSON.stringify(MANIFEST));
  assert.deepEqual(await read(ENTRY), MANIFEST, 'mended: read again');

  const before = files.reads.length;
  assert.equal(await read('/dist/betting/index-none.js'), undefined);
  assert.equal(await read('https://elsewhere.example/x.js'), undefined);
  assert.equal(files.reads.length, before + 1, 'a URL outside /dist/ is not looked for');
  assert.equal(warnings.length, 3);
});

test('the parsed manifests kept are bounded: the oldest is dropped first', async () => {
  const other = join(DIST, 'betting/index-B.js.deps.json');
  const { read } = readerWith(new Map([[MANIFEST_PATH, JSON.stringify(MANIFEST)], [other, JSON.stringify(MANIFEST)]]), 1);
  const first = await read(ENTRY);
  await read('/dist/betting/index-B.js');
  const again = await read(ENTRY);
  assert.deepEqual(again, first);
  assert.notEqual(again, first, 'parsed again after it was dropped');
});
