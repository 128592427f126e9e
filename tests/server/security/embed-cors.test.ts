/**
 * CORS for embedding pages (issue 14): an allowed embed origin may read the import map, the module
 * files and the public API across origins, without credentials; other origins, other paths and every
 * write get nothing; in production only the configured origins, loopback ones included, are allowed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveSecurityConfig, securityOverridesFromEnv } from '../../../server/http/security-config';
import { expectError } from '../identity/support';
import { startApp } from '../support/helpers';

const ACAO = 'access-control-allow-origin';

test('outside production a loopback page reads the import map, a module file and the public API; a foreign page gets no CORS', async (t) => {
  const { app } = await startApp(t);
  const cms = 'http://127.0.0.1:5190';
  const map = await app.inject({ method: 'GET', url: '/importmap.json', headers: { origin: cms } });
  assert.equal(map.statusCode, 200);
  assert.equal(map.headers[ACAO], cms);
  assert.equal(map.headers['access-control-allow-credentials'], undefined, 'no credentials cross');
  assert.match(String(map.headers.vary), /origin/i);
  const file = Object.values((map.json() as { imports: Record<string, string> }).imports).find((u) => u.startsWith('/dist/'));
  assert.ok(file);
  assert.equal((await app.inject({ method: 'GET', url: file, headers: { origin: cms } })).headers[ACAO], cms);
  const api = await app.inject({ method: 'GET', url: '/web-api/casino/providers', headers: { origin: cms } });
  assert.equal(api.statusCode, 200);
  assert.equal(api.headers[ACAO], cms);

  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/web-api/casino/providers',
    headers: { origin: cms, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-hd' },
  });
  assert.equal(preflight.statusCode, 204);
  assert.equal(preflight.headers[ACAO], cms);
  assert.match(String(preflight.headers['access-control-allow-headers']), /x-hd/);
  assert.doesNotMatch(String(preflight.headers['access-control-allow-methods']), /POST/);

  const evil = await app.inject({ method: 'GET', url: '/importmap.json', headers: { origin: 'https://evil.example' } });
  assert.equal(evil.headers[ACAO], undefined);
  assert.equal((await app.inject({ method: 'GET', url: '/en', headers: { origin: cms } })).headers[ACAO], undefined, 'pages are not shared');
  expectError(await app.inject({ method: 'POST', url: '/web-api/casino/play/fun-wallets', headers: { origin: cms } }), 403, 'forbidden_origin');
});

test('in production only the configured embed origins, and never a wildcard', async (t) => {
  const { app } = await startApp(t, { production: true, security: { embedOrigins: ['https://cms.example'], allowedOrigins: ['https://kickoff.example'] } });
  const allowed = await app.inject({ method: 'GET', url: '/importmap.json', headers: { origin: 'https://cms.example' } });
  assert.equal(allowed.headers[ACAO], 'https://cms.example');
  const loopback = await app.inject({ method: 'GET', url: '/importmap.json', headers: { origin: 'http://127.0.0.1:5190' } });
  assert.equal(loopback.headers[ACAO], undefined);
  assert.throws(() => resolveSecurityConfig(securityOverridesFromEnv({ KICKOFF_EMBED_ORIGINS: '*' })), /origin/);
  assert.deepEqual(resolveSecurityConfig(securityOverridesFromEnv({ KICKOFF_EMBED_ORIGINS: 'https://a.example, https://B.example' })).embedOrigins, ['https://a.example', 'https://b.example']);
});
