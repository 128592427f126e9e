import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import Fastify from 'fastify';
import * as v from 'valibot';
import { DEFAULT_ENV } from '../../../platform/src/env/env';
import { EnvSchema } from '../../../platform/src/schemas/config';
import { createFileCache } from '../../../server/web/file-cache';
import { registerServiceWorkerScript } from '../../../server/web/service-worker';
import { isJsonApiError, makeFixtureDir, startApp } from '../support/helpers';

const WORKER = '"use strict";(()=>{self.addEventListener("fetch",()=>{});})();';

/** The route on its own app over a fresh fake build (with dist/sw.js unless `withWorker` is false). */
async function serve(t: TestContext, withWorker = true) {
  const { onCleanup, distDir } = await makeFixtureDir(t);
  if (withWorker) await writeFile(join(distDir, 'sw.js'), WORKER);
  const app = Fastify();
  registerServiceWorkerScript(app, { distDir, files: createFileCache() });
  await app.ready();
  onCleanup(() => app.close());
  return { app, distDir };
}

test('GET /sw.js: the built worker, revalidated, allowed to control the whole site', async (t) => {
  const { app } = await serve(t);
  const res = await app.inject({ method: 'GET', url: '/sw.js' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.body, WORKER);
  assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(res.headers['cache-control'], 'no-cache');
  assert.equal(res.headers['service-worker-allowed'], '/');
  assert.match(String(res.headers.etag), /^"[A-Za-z0-9_-]{43}"$/, 'a strong sha256 ETag');

  const head = await app.inject({ method: 'HEAD', url: '/sw.js' });
  assert.equal(head.statusCode, 200);
  assert.equal(head.headers.etag, res.headers.etag);
  assert.equal(head.body, '');
});

test('GET /sw.js: 304 while unchanged, the new bytes and ETag after a deploy', async (t) => {
  const { app, distDir } = await serve(t);
  const etag = String((await app.inject({ method: 'GET', url: '/sw.js' })).headers.etag);
  const cached = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'if-none-match': etag } });
  assert.equal(cached.statusCode, 304);
  assert.equal(cached.body, '');
  assert.equal(cached.headers.etag, etag);
  assert.equal(cached.headers['cache-control'], 'no-cache');
  const weak = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'if-none-match': `W/${etag}` } });
  assert.equal(weak.statusCode, 304, 'If-None-Match compares weakly');
  const other = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'if-none-match': '"something-else"' } });
  assert.equal(other.statusCode, 200);

  await writeFile(join(distDir, 'sw.js'), `${WORKER}\n// next deploy`);
  const updated = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'if-none-match': etag } });
  assert.equal(updated.statusCode, 200);
  assert.notEqual(updated.headers.etag, etag);
  assert.match(updated.body, /next deploy/);
});

test('no build: /sw.js is a JSON:API 404 (the registration fails and is logged)', async (t) => {
  const { app } = await serve(t, false);
  const res = await app.inject({ method: 'GET', url: '/sw.js', headers: { accept: 'text/javascript' } });
  assert.equal(res.statusCode, 404);
  assert.ok(isJsonApiError(res.json(), 404));
  assert.equal(res.headers['service-worker-allowed'], undefined);
  assert.notEqual(res.headers['content-type'], 'text/javascript; charset=utf-8');
});

test('GET /sw.js.map: the development source map when the build has one, else 404', async (t) => {
  const { app, distDir } = await serve(t);
  assert.equal((await app.inject({ method: 'GET', url: '/sw.js.map' })).statusCode, 404, 'production builds have none');
  await writeFile(join(distDir, 'sw.js.map'), '{"version":3,"sources":[],"mappings":""}');
  const map = await app.inject({ method: 'GET', url: '/sw.js.map' });
  assert.equal(map.statusCode, 200);
  assert.equal(map.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(map.headers['service-worker-allowed'], undefined);
});

/** The env JSON the shell page writes for the browser. */
async function pageEnv(t: TestContext, serviceWorker?: boolean) {
  const { app } = await startApp(t, serviceWorker === undefined ? {} : { serviceWorker });
  const res = await app.inject({ method: 'GET', url: '/ru', headers: { accept: 'text/html' } });
  const json = /<script type="application\/json" id="kickoff-env">(.*?)<\/script>/s.exec(res.body)?.[1];
  assert.ok(json, 'env script present');
  return v.parse(EnvSchema, JSON.parse(json));
}

test('the kill switch reaches the page env; absent means on (old envs still validate)', async (t) => {
  assert.equal((await pageEnv(t, false)).serviceWorker, false, 'KICKOFF_SERVICE_WORKER=off');
  assert.equal((await pageEnv(t)).serviceWorker, undefined, 'on by default, nothing written');
  assert.equal((await pageEnv(t, true)).serviceWorker, undefined);
  assert.equal(DEFAULT_ENV.serviceWorker, true, 'the browser default without a server env');
  const old = { production: false, appVersion: '1', api: { bff: '', web: '', redirects: '', blocks: '', limits: '', social: '' } };
  assert.equal(v.safeParse(EnvSchema, old).success, true);
  assert.equal(v.safeParse(EnvSchema, { ...old, serviceWorker: 'off' }).success, false);
});
