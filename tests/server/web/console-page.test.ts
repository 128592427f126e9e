/** The operator console's page: its own document under /backoffice, never cached, never framed, with the environment. */
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { startApp } from '../support/helpers';

const PAGE = '<!doctype html><html><head><!--kickoff-env--></head><body><div id="backoffice-root"></div></body></html>';

test('GET /backoffice and /backoffice/<any>: the console page, no-store, not framed, with the environment block', async (t) => {
  const { app, distDir } = await startApp(t);
  await writeFile(join(distDir, 'backoffice.html'), PAGE);
  for (const url of ['/backoffice', '/backoffice/kyc/12?status=waiting']) {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    assert.equal(res.statusCode, 200, url);
    assert.match(res.body, /id="backoffice-root"/);
    assert.match(res.body, /<script type="application\/json" id="kickoff-env">/);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.match(String(res.headers['content-security-policy']), /script-src 'self'/);
    assert.equal(res.headers['x-robots-tag'], 'noindex');
  }
  const shell = await app.inject({ method: 'GET', url: '/backofficer', headers: { accept: 'text/html' } });
  assert.doesNotMatch(shell.body, /backoffice-root/, 'a path that only starts with the word is the player site');
});

test('without a build the console page says so (503)', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ method: 'GET', url: '/backoffice' });
  assert.equal(res.statusCode, 503);
  assert.match(res.body, /npm run build/);
});
