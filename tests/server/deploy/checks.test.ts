/** Module URLs are checked on publish: the origin allow-list, integrity computed and compared, unreachable URLs refused. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, type TestContext } from 'node:test';
import { expectError } from '../identity/support';
import { BETTING, call, mapOf, MODULES, setService, sri, startDeploy } from './support';

const CDN_MODULE = 'System.register([],function(){return{execute:function(){window.cdn=1}}});';

/** A tiny CDN: /betting.js answers the module, /slow never answers, anything else 404. */
async function startCdn(t: TestContext): Promise<string> {
  const server: Server = createServer((request, response) => {
    if (request.url === '/betting.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(CDN_MODULE);
    else if (request.url === '/slow') return;
    else if (request.url === '/moved') response.writeHead(302, { location: '/betting.js' }).end();
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test('relative /dist/ URLs are always allowed; other origins only from the allow-list (422 deploy_origin_not_allowed)', async (t) => {
  const cdn = await startCdn(t);
  const { app } = await startDeploy(t);
  const refused = await setService(app, '"v1"', 'https://cdn.evil.example/betting.js');
  const error = expectError(refused, 422, 'deploy_origin_not_allowed');
  assert.equal(error.source?.pointer, '/url');
  expectError(await setService(app, '"v1"', `${cdn}/betting.js`), 422, 'deploy_origin_not_allowed');

  const { app: allowing } = await startDeploy(t, { deploy: { allowedOrigins: [cdn] } });
  const res = await setService(allowing, '"v1"', `${cdn}/betting.js`);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(mapOf(res).integrity[`${cdn}/betting.js`], sri(CDN_MODULE), 'fetched and hashed');
  expectError(await setService(allowing, '"v2"', `${cdn}/moved`), 422, 'deploy_unreachable');
});

test('a given integrity must match the content (422 deploy_integrity_mismatch); a matching one is kept', async (t) => {
  const { app } = await startDeploy(t);
  const wrong = await setService(app, '"v1"', MODULES.B.url, { integrity: sri(MODULES.A.content) });
  expectError(wrong, 422, 'deploy_integrity_mismatch');
  const sha256 = `sha256-${createHash('sha256').update(MODULES.B.content).digest('base64')}`;
  const right = await setService(app, '"v1"', MODULES.B.url, { integrity: sha256 });
  assert.equal(right.statusCode, 200, right.body);
  assert.equal(mapOf(right).integrity[MODULES.B.url], sha256);
  const patch = await call(app, 'PATCH', '/deploy/import-map.json', {
    payload: { imports: { [BETTING]: MODULES.A.url }, integrity: { [MODULES.A.url]: sri(MODULES.B.content) } },
    ifMatch: '"v2"',
  });
  const error = expectError(patch, 422, 'deploy_integrity_mismatch');
  assert.equal(error.source?.pointer, '/imports/@kickoff~1betting');
});

test('unreachable URLs are refused (422 deploy_unreachable): missing files, paths out of dist, 404s, timeouts, closed ports', async (t) => {
  const cdn = await startCdn(t);
  const { app } = await startDeploy(t, { deploy: { allowedOrigins: [cdn, 'http://127.0.0.1:1'], fetchTimeoutMs: 300 } });
  for (const url of ['/dist/betting/index-MISSING1.js', '/dist/../secret.txt', '/dist/%2e%2e/secret.txt', '/dist/.env', `${cdn}/nothing.js`, `${cdn}/slow`, 'http://127.0.0.1:1/x.js']) {
    const started = Date.now();
    expectError(await setService(app, '"v1"', url), 422, 'deploy_unreachable');
    assert.ok(Date.now() - started < 3000, `${url} gave up in time`);
  }
});

test('a full PUT checks the integrity of every file as PATCH does: a chunk with a wrong integrity is refused', async (t) => {
  const { app } = await startDeploy(t);
  const map = (chunkIntegrity: string) => ({
    imports: { [BETTING]: MODULES.B.url },
    integrity: { [MODULES.B.url]: sri(MODULES.B.content), [MODULES.chunkB.url]: chunkIntegrity },
  });
  const wrong = await call(app, 'PUT', '/deploy/import-map.json', { payload: map(sri(MODULES.chunkA.content)), ifMatch: '"v1"' });
  const error = expectError(wrong, 422, 'deploy_integrity_mismatch');
  assert.match(error.source?.pointer ?? '', /^\/integrity\//);
  const right = await call(app, 'PUT', '/deploy/import-map.json', { payload: map(sri(MODULES.chunkB.content)), ifMatch: '"v1"' });
  assert.equal(right.statusCode, 200, right.body);
  assert.equal(mapOf(right).integrity[MODULES.chunkB.url], sri(MODULES.chunkB.content));
});
