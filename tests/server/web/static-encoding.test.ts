/** Precompressed build files: brotli or gzip by Accept-Encoding, Vary, an ETag per encoding, identity otherwise. */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDist, precompressible } from '../../../scripts/build/precompress.mjs';
import { acceptedEncodings } from '../../../server/web/static';
import { HASHED_JS, startApp } from '../support/helpers';

const BIG = `System.register([],function(){return{execute:function(){${'console.log("kickoff");'.repeat(200)}}}});`;

test('acceptedEncodings: q=0 refuses, * allows the rest, names are case-insensitive', () => {
  assert.deepEqual([...acceptedEncodings('gzip, deflate, br')].sort(), ['br', 'deflate', 'gzip']);
  assert.deepEqual([...acceptedEncodings('br;q=0, gzip;q=0.5')], ['gzip']);
  assert.deepEqual([...acceptedEncodings('*')].sort(), ['br', 'gzip']);
  assert.deepEqual([...acceptedEncodings('*, br;q=0')], ['gzip']);
  assert.deepEqual([...acceptedEncodings('BR')], ['br']);
  assert.deepEqual([...acceptedEncodings('identity')], ['identity']);
  assert.deepEqual([...acceptedEncodings(undefined)], []);
  assert.deepEqual([...acceptedEncodings('br;q=abc')], []);
});

test('the build step writes fresh .br and .gz siblings of text files over 1 KB only', async (t) => {
  const { distDir } = await startApp(t);
  await writeFile(join(distDir, HASHED_JS), BIG);
  await writeFile(join(distDir, 'small.js'), 'export {};');
  assert.ok(await precompressDist(distDir) >= 1);
  const source = await readFile(join(distDir, HASHED_JS));
  assert.deepEqual(brotliDecompressSync(await readFile(join(distDir, `${HASHED_JS}.br`))), source);
  assert.deepEqual(gunzipSync(await readFile(join(distDir, `${HASHED_JS}.gz`))), source);
  await assert.rejects(readFile(join(distDir, 'small.js.br')), /ENOENT/);
  assert.equal(await precompressDist(distDir), 0, 'nothing is compressed twice');
  assert.equal(precompressible('dist/x.js.map', 50_000), false);
  assert.equal(precompressible('dist/importmap.json', 50_000), false);
});

test('GET /dist/*: brotli first, then gzip, then the file itself; each encoding its own ETag, all Vary: Accept-Encoding', async (t) => {
  const { app, distDir } = await startApp(t);
  await writeFile(join(distDir, HASHED_JS), BIG);
  await precompressDist(distDir);
  const get = (encoding?: string, etag?: string) =>
    app.inject({ method: 'GET', url: `/dist/${HASHED_JS}`, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(etag ? { 'if-none-match': etag } : {}) } });

  const br = await get('gzip, deflate, br');
  assert.equal(br.statusCode, 200);
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.match(String(br.headers.vary), /accept-encoding/i);
  assert.equal(brotliDecompressSync(br.rawPayload).toString(), BIG);
  assert.ok(br.rawPayload.length < BIG.length / 5, 'smaller on the wire');

  const gz = await get('gzip');
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gz.rawPayload).toString(), BIG);

  const plain = await get();
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body, BIG);
  assert.match(String(plain.headers.vary), /accept-encoding/i);

  const etags = new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]);
  assert.equal(etags.size, 3, 'one ETag per representation');
  assert.equal((await get('br', String(br.headers.etag))).statusCode, 304);
  assert.equal((await get('gzip', String(br.headers.etag))).statusCode, 200, 'the brotli ETag does not validate the gzip copy');
});

test('Vary keeps Origin beside Accept-Encoding, so a copy fetched for one page origin never answers another', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'GET', url: `/dist/${HASHED_JS}`, headers: { origin: 'http://127.0.0.1:5190', 'accept-encoding': 'gzip' } });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['access-control-allow-origin'], 'http://127.0.0.1:5190');
  const vary = String(res.headers.vary).toLowerCase().split(',').map((name) => name.trim());
  assert.ok(vary.includes('origin') && vary.includes('accept-encoding'), `Vary: ${res.headers.vary}`);
  const plain = await app.inject({ method: 'GET', url: `/dist/${HASHED_JS}` });
  assert.match(String(plain.headers.vary), /accept-encoding/i);
});
