import assert from 'node:assert/strict';
import { rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import * as v from 'valibot';
import { EnvSchema, PreloadSchema, SiteConfigSchema } from '../../../platform/src/schemas/config';
import { envScript } from '../../../server/web/shell-page';
import { isJsonApiError, startApp } from '../support/helpers';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'self'; base-uri 'self'; object-src 'none'";
/** A CSP as directive → sorted sources, so `a; b` and `a;b` compare equal and nothing can be added or dropped. */
function directives(csp: string): Record<string, string[]> {
  const parsed: Record<string, string[]> = {};
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    assert.equal(parsed[name], undefined, `${name} given once`);
    parsed[name] = sources.sort();
  }
  return parsed;
}

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function readEnv(html: string): unknown {
  const match = /<script type="application\/json" id="kickoff-env">(.*?)<\/script>/s.exec(html);
  assert.ok(match?.[1], 'env script present');
  return JSON.parse(match[1]);
}

test('SPA paths get the shell page with the env script and security headers', async (t) => {
  const { app } = await startApp(t);
  for (const url of ['/', '/ru', '/ru/line/football/123', '/en/office/account?tab=1', '/ru/news/v1.2-release']) {
    const res = await app.inject({ method: 'GET', url, headers: HTML });
    assert.equal(res.statusCode, 200, url);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(res.headers['cache-control'], 'no-cache');
    // Outside production the page also allows the developer's machine for scripts and fetches (overrides.test.ts).
    const csp = directives(String(res.headers['content-security-policy']));
    assert.deepEqual({ ...csp, 'script-src': ["'self'"], 'connect-src': ["'self'"] }, directives(CSP), 'the CSP is otherwise exactly as strict');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.doesNotMatch(res.body, /<!--kickoff-env-->/);
    const env = v.parse(EnvSchema, readEnv(res.body));
    assert.deepEqual(env, {
      production: false,
      appVersion: '1.2.3-test',
      api: {
        bff: '/bff-api', web: '/web-api', redirects: '/redirects-api',
        blocks: '/blocks-api', limits: '/limit-service-api', social: '/social-api',
      },
    });
  }
});

test('production flag reaches the env script, and the production CSP is exactly as strict', async (t) => {
  const { app } = await startApp(t, { production: true });
  const res = await app.inject({ method: 'GET', url: '/ru', headers: HTML });
  assert.equal(v.parse(EnvSchema, readEnv(res.body)).production, true);
  assert.deepEqual(directives(String(res.headers['content-security-policy'])), directives(CSP));
});

test('the env JSON escapes < so it cannot close the script tag', async (t) => {
  const { app } = await startApp(t, { appVersion: '</script><script>alert(1)</script>' });
  const res = await app.inject({ method: 'GET', url: '/', headers: HTML });
  assert.doesNotMatch(res.body, /<script>alert/);
  assert.equal(v.parse(EnvSchema, readEnv(res.body)).appVersion, '</script><script>alert(1)</script>');
  assert.match(
    envScript({ production: false, appVersion: '<', api: { bff: '', web: '', redirects: '', blocks: '', limits: '', social: '' } }),
    /\\u003c/,
  );
});

test('shell page: ETag and 304, HEAD, wildcard Accept', async (t) => {
  const { app } = await startApp(t);
  const first = await app.inject({ method: 'GET', url: '/ru', headers: HTML });
  const etag = String(first.headers.etag);
  const cached = await app.inject({ method: 'GET', url: '/ru', headers: { ...HTML, 'if-none-match': etag } });
  assert.equal(cached.statusCode, 304);
  const head = await app.inject({ method: 'HEAD', url: '/ru', headers: HTML });
  assert.equal(head.statusCode, 200);
  assert.equal(head.body, '');
  const wildcard = await app.inject({ method: 'GET', url: '/ru/live', headers: { accept: '*/*' } });
  assert.equal(wildcard.statusCode, 200);
  assert.match(String(wildcard.headers['content-type']), /^text\/html/);
});

test('index.html is re-read when it changes', async (t) => {
  const { app, distDir } = await startApp(t);
  await app.inject({ method: 'GET', url: '/', headers: HTML });
  const file = join(distDir, 'index.html');
  await writeFile(file, '<html><head><!--kickoff-env--></head><body>v2</body></html>');
  const later = new Date(Date.now() + 5000);
  await utimes(file, later, later);
  const res = await app.inject({ method: 'GET', url: '/', headers: HTML });
  assert.match(res.body, /v2/);
  v.parse(EnvSchema, readEnv(res.body));
});

test('API paths, non-GET methods, JSON requests and file-like paths never get the shell page', async (t) => {
  const { app } = await startApp(t);
  const cases: Array<{ method: 'GET' | 'POST'; url: string; accept?: string }> = [
    { method: 'GET', url: '/bff-api/unknown' },
    { method: 'GET', url: '/web-api/api/web/user/v1/whatever' },
    { method: 'GET', url: '/redirects-api' },
    { method: 'GET', url: '/blocks-api/x' },
    { method: 'GET', url: '/limit-service-api/x' },
    { method: 'GET', url: '/social-api/unknown' },
    { method: 'GET', url: '/__test/site-config' },
    { method: 'POST', url: '/ru/line' },
    { method: 'GET', url: '/ru/line', accept: 'application/json' },
    { method: 'GET', url: '/favicon.ico', accept: '*/*' },
  ];
  for (const c of cases) {
    const res = await app.inject({ method: c.method, url: c.url, headers: { accept: c.accept ?? HTML.accept } });
    assert.equal(res.statusCode, 404, `${c.method} ${c.url}`);
    assert.ok(isJsonApiError(res.json(), 404), `${c.method} ${c.url}`);
  }
});

test('shellStatus decides the status code of the shell page', async (t) => {
  const { app } = await startApp(t, { shellStatus: (url) => (url.startsWith('/ru/unknown') ? 404 : 200) });
  const missing = await app.inject({ method: 'GET', url: '/ru/unknown-page', headers: HTML });
  assert.equal(missing.statusCode, 404);
  assert.match(String(missing.headers['content-type']), /^text\/html/);
  v.parse(EnvSchema, readEnv(missing.body));
  assert.equal((await app.inject({ method: 'GET', url: '/ru', headers: HTML })).statusCode, 200);
});

test('without a build the shell answers 503 with a plain message', async (t) => {
  const { app, distDir } = await startApp(t, { withBuild: false });
  const res = await app.inject({ method: 'GET', url: '/ru', headers: HTML });
  assert.equal(res.statusCode, 503);
  assert.match(String(res.headers['content-type']), /^text\/plain/);
  assert.equal(res.body, 'Build missing: run npm run build');
  // The API keeps working without a build.
  assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
  await rm(distDir, { recursive: true, force: true });
  assert.equal((await app.inject({ method: 'GET', url: '/', headers: HTML })).statusCode, 503);
});

function readPreload(html: string): unknown {
  const match = /<script type="application\/json" id="kickoff-preload">(.*?)<\/script>/s.exec(html);
  assert.ok(match?.[1], 'preload script present');
  return JSON.parse(match[1]);
}

test('the shell page preloads site config, gate groups and the block answer for the URL language and country', async (t) => {
  const { app } = await startApp(t);
  const en = await app.inject({ method: 'GET', url: '/en/live', headers: HTML });
  const preload = v.parse(PreloadSchema, readPreload(en.body));
  assert.equal(preload.lang, 'en');
  const config = v.parse(SiteConfigSchema, preload.siteConfig);
  const fetched = await app.inject({ method: 'GET', url: '/bff-api/config/all.json?lang=en' });
  assert.deepEqual(config, fetched.json());
  assert.deepEqual(Object.keys(preload.groups ?? {}).sort(), ['blocking-reasons', 'maintenance']);
  assert.ok(Array.isArray(preload.groups?.['blocking-reasons']) && preload.groups['blocking-reasons'].length > 0);
  assert.deepEqual(preload.block, { displayTypeId: 0, templateTypeId: 0 });

  const ua = await app.inject({ method: 'GET', url: '/ru', headers: { ...HTML, cookie: 'geo=UA' } });
  const uaPreload = v.parse(PreloadSchema, readPreload(ua.body));
  assert.equal(uaPreload.lang, 'ru');
  assert.equal(v.parse(SiteConfigSchema, uaPreload.siteConfig).geoCurrency, 'UAH');
  const block = await app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', headers: { cookie: 'geo=UA' }, payload: { auth: false, url: '/ru' } });
  assert.deepEqual(uaPreload.block, block.json().data);
  assert.notEqual(ua.headers.etag, en.headers.etag, 'the ETag follows the preloaded data');

  const bare = await app.inject({ method: 'GET', url: '/', headers: HTML });
  assert.equal(v.parse(PreloadSchema, readPreload(bare.body)).lang, 'ru', 'no language segment: the default language');
});
