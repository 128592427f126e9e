import assert from 'node:assert/strict';
import { symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { isHashedName } from '../../../server/web/static';
import { HASHED_JS, HASHED_MAP, isJsonApiError, startApp } from '../support/helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

test('hashed files are immutable for a year', async (t) => {
  const { app } = await startApp(t);
  const js = await app.inject({ method: 'GET', url: `/dist/${HASHED_JS}` });
  assert.equal(js.statusCode, 200);
  assert.equal(js.headers['cache-control'], IMMUTABLE);
  assert.equal(js.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(js.headers['x-content-type-options'], 'nosniff');
  assert.match(js.body, /System\.register/);
  const map = await app.inject({ method: 'GET', url: `/dist/${HASHED_MAP}` });
  assert.equal(map.headers['cache-control'], IMMUTABLE);
  assert.equal(map.headers['content-type'], 'application/json; charset=utf-8');
});

test("a module's manifest is readable from any origin (embeds check it before they run the module); its code is not opened to fetch()", async (t) => {
  const { app, distDir } = await startApp(t);
  await writeFile(join(distDir, `${HASHED_JS}.deps.json`), JSON.stringify({ files: [], modules: [], requires: { react: '^19.0.0' } }));
  const manifest = await app.inject({ method: 'GET', url: `/dist/${HASHED_JS}.deps.json`, headers: { origin: 'https://cms.example' } });
  assert.equal(manifest.statusCode, 200);
  assert.equal(manifest.headers['access-control-allow-origin'], '*');
  assert.deepEqual(manifest.json(), { files: [], modules: [], requires: { react: '^19.0.0' } });
  const js = await app.inject({ method: 'GET', url: `/dist/${HASHED_JS}`, headers: { origin: 'https://cms.example' } });
  assert.equal(js.headers['access-control-allow-origin'], undefined);
});

test('other files are revalidated with an ETag and answer 304 when unchanged', async (t) => {
  const { app } = await startApp(t);
  const css = await app.inject({ method: 'GET', url: '/dist/styles.css' });
  assert.equal(css.statusCode, 200);
  assert.equal(css.headers['cache-control'], 'no-cache');
  assert.equal(css.headers['content-type'], 'text/css; charset=utf-8');
  const etag = String(css.headers.etag);
  assert.match(etag, /^"[A-Za-z0-9_-]{43}"$/);
  const again = await app.inject({ method: 'GET', url: '/dist/styles.css', headers: { 'if-none-match': etag } });
  assert.equal(again.statusCode, 304);
  assert.equal(again.body, '');

  const overrides = await app.inject({ method: 'GET', url: '/dist/vendor/import-map-overrides.js' });
  assert.equal(overrides.statusCode, 200);
  assert.equal(overrides.headers['cache-control'], 'no-cache', 'a word is not a hash');

  const svg = await app.inject({ method: 'GET', url: '/dist/logo.svg' });
  assert.equal(svg.headers['content-type'], 'image/svg+xml');
});

test('HEAD on a static file sends headers only', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'HEAD', url: `/dist/${HASHED_JS}` });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], IMMUTABLE);
  assert.equal(res.body, '');
});

test('missing files are a JSON:API 404', async (t) => {
  const { app } = await startApp(t);
  for (const url of ['/dist/nope.js', '/dist/', '/dist/vendor', '/dist']) {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    assert.equal(res.statusCode, 404, url);
    assert.ok(isJsonApiError(res.json(), 404), url);
  }
});

test('path traversal is impossible', async (t) => {
  const { app, dir, distDir } = await startApp(t);
  await symlink(join(dir, 'secret.txt'), join(distDir, 'link.txt'));
  const attempts = [
    '/dist/../secret.txt',
    '/dist/..%2fsecret.txt',
    '/dist/%2e%2e/secret.txt',
    '/dist/%2e%2e%2fsecret.txt',
    '/dist/%2E%2E%2Fsecret.txt',
    '/dist/..%5csecret.txt',
    '/dist/vendor/../../secret.txt',
    '/dist/vendor/%2e%2e/%2e%2e/secret.txt',
    '/dist/%252e%252e%252fsecret.txt',
    `/dist/${encodeURIComponent(join(dir, 'secret.txt'))}`,
    '/dist//etc/passwd',
    '/dist/%00secret.txt',
    '/dist/.env',
    '/dist/link.txt',
  ];
  for (const url of attempts) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 404, url);
    assert.doesNotMatch(res.body, /top secret|SECRET=1/, url);
  }
});

test('isHashedName', () => {
  for (const name of ['main-3FJQ2K7L.js', 'chunk-AB12CD34.css', 'main-3FJQ2K7L.js.map', 'x-abcdef12.map', 'react-Ab3dEfGhIj.js']) {
    assert.equal(isHashedName(name), true, name);
  }
  for (const name of ['import-map-overrides.js', 'main.js', 'main-3FJQ2K7.js', 'logo-3FJQ2K7L.svg', 'index.html', 'root-config.js']) {
    assert.equal(isHashedName(name), false, name);
  }
});
