/** Deploy writes need a configured bearer token (its name is the actor); reads are public. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDeployOrigins, parseDeployTokens } from '../../../server/deploy/options';
import { expectError } from '../identity/support';
import { call, historyOf, MODULES, readMap, setService, startDeploy } from './support';

const CI_TOKEN = 'ci-token-0123456789abcdef';

test('with the demo switch and no tokens: the development token writes as developer; none is 401, a wrong one 403', async (t) => {
  const { app } = await startDeploy(t);
  const missing = await setService(app, '"v1"', MODULES.B.url, { token: false });
  expectError(missing, 401, 'deploy_unauthorized');
  assert.match(String(missing.headers['www-authenticate']), /^Bearer/);
  expectError(await call(app, 'PATCH', '/deploy/services', { token: false, headers: { authorization: 'Basic eDp5' }, ifMatch: '"v1"', payload: {} }), 401, 'deploy_unauthorized');
  expectError(await setService(app, '"v1"', MODULES.B.url, { token: 'not-the-token' }), 403, 'deploy_forbidden');
  expectError(await call(app, 'DELETE', `/deploy/services/@kickoff/betting`, { token: false, ifMatch: '"v1"' }), 401, 'deploy_unauthorized');
  expectError(await call(app, 'POST', '/deploy/rollback', { token: false, ifMatch: '"v1"', payload: { version: 1 } }), 401, 'deploy_unauthorized');
  expectError(await call(app, 'PUT', '/deploy/import-map.json', { token: false, ifMatch: '"v1"', payload: { imports: {} } }), 401, 'deploy_unauthorized');
  assert.equal((await setService(app, '"v1"', MODULES.B.url)).statusCode, 200);
  assert.equal((await historyOf(app)).entries[0]?.actor, 'developer');
});

test('configured tokens: their names are the actors, and the development token no longer works', async (t) => {
  const { app } = await startDeploy(t, { deploy: { tokens: parseDeployTokens(`ci:${CI_TOKEN}, alice:alice-token-0123456789`) } });
  expectError(await setService(app, '"v1"', MODULES.B.url), 403, 'deploy_forbidden');
  assert.equal((await setService(app, '"v1"', MODULES.B.url, { token: CI_TOKEN })).statusCode, 200);
  assert.equal((await setService(app, '"v2"', MODULES.A.url, { token: 'alice-token-0123456789' })).statusCode, 200);
  assert.deepEqual((await historyOf(app)).entries.slice(0, 2).map((e) => e.actor), ['alice', 'ci']);
});

test('production without tokens: every write is 503 deploy_disabled; reads still work', async (t) => {
  const { app } = await startDeploy(t, { production: true });
  expectError(await setService(app, '"v1"', MODULES.B.url), 503, 'deploy_disabled');
  expectError(await setService(app, '"v1"', MODULES.B.url, { token: false }), 503, 'deploy_disabled');
  assert.equal((await readMap(app)).etag, '"v1"');
  assert.equal((await call(app, 'GET', '/deploy/history', { token: false })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/importmap.json' })).statusCode, 200);

  const { app: configured } = await startDeploy(t, { production: true, deploy: { tokens: [{ name: 'ci', token: CI_TOKEN }] } });
  assert.equal((await setService(configured, '"v1"', MODULES.B.url, { token: CI_TOKEN })).statusCode, 200);
  expectError(await setService(configured, '"v2"', MODULES.A.url), 403, 'deploy_forbidden');
});

test('a development server without the demo switch and without tokens refuses writes too', async (t) => {
  const { app } = await startDeploy(t, { testApi: false });
  expectError(await setService(app, '"v1"', MODULES.B.url), 503, 'deploy_disabled');
});

test('KICKOFF_DEPLOY_TOKENS and KICKOFF_DEPLOY_ORIGINS parsing', () => {
  assert.deepEqual(parseDeployTokens(undefined), []);
  assert.deepEqual(parseDeployTokens(` ci:${CI_TOKEN} ,bob:${CI_TOKEN}x`), [
    { name: 'ci', token: CI_TOKEN },
    { name: 'bob', token: `${CI_TOKEN}x` },
  ]);
  for (const bad of ['ci', `:${CI_TOKEN}`, 'ci:short', `c i:${CI_TOKEN}`, `ci:${CI_TOKEN},`]) assert.throws(() => parseDeployTokens(bad), /KICKOFF_DEPLOY_TOKENS/, bad);
  assert.deepEqual(parseDeployOrigins('https://CDN.example.com, http://127.0.0.1:8080'), ['https://cdn.example.com', 'http://127.0.0.1:8080']);
  for (const bad of ['cdn.example.com', 'https://cdn.example.com/path', 'ftp://x.example']) assert.throws(() => parseDeployOrigins(bad), /KICKOFF_DEPLOY_ORIGINS/, bad);
});
