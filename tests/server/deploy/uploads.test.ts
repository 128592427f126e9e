/**
 * Team modules' files (`PUT /deploy/files/<scope>/<name>/<file>`): stored under dist/teams/ with their compressed
 * siblings, immutable (same bytes 200, other bytes 409), behind the deploy token; the scope `kickoff` is the
 * operator's; only browser files are taken. An uploaded entry is then served by /dist/ and passes the map's module
 * and version checks.
 */
import assert from 'node:assert/strict';
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parseDeployTokens } from '../../../server/deploy/options';
import { expectError } from '../identity/support';
import { call, mapOf, readMap, setService, sri, startDeploy, uploadFile } from './support';

const CI_TOKEN = 'ci-token-0123456789abcdef';
const SPECIFIER = '@acme/odds';
const FOLDER = 'acme/odds';
/** An entry over 1 KiB (so it gets compressed siblings, as the build's would). */
const ENTRY = {
  file: 'index-ACME1234.js',
  content: `System.register([],function(){return{execute:function(){window.odds=${JSON.stringify('odds '.repeat(400))}}}});`,
};
const URL_OF = (file: string): string => `/dist/teams/${FOLDER}/${file}`;
const manifestOf = (requires: Record<string, string> = {}): string => JSON.stringify({ files: [], modules: [], requires });

const exists = (path: string): Promise<boolean> => access(path).then(() => true, () => false);

interface UploadBody {
  data: { url: string; integrity: string; created: boolean };
}

test('a new file is 201 with its URL and integrity; the same bytes again 200; other bytes 409 deploy_file_exists', async (t) => {
  const { app, distDir } = await startDeploy(t);
  const first = await uploadFile(app, `${FOLDER}/${ENTRY.file}`, ENTRY.content);
  assert.equal(first.statusCode, 201, first.body);
  assert.deepEqual(first.json<UploadBody>(), { data: { url: URL_OF(ENTRY.file), integrity: sri(ENTRY.content), created: true } });
  assert.equal(first.headers['cache-control'], 'no-store');
  assert.equal(first.headers.location, URL_OF(ENTRY.file));
  assert.equal(await readFile(join(distDir, 'teams', FOLDER, ENTRY.file), 'utf8'), ENTRY.content);

  const again = await uploadFile(app, `${FOLDER}/${ENTRY.file}`, ENTRY.content);
  assert.equal(again.statusCode, 200, again.body);
  assert.deepEqual(again.json<UploadBody>(), { data: { url: URL_OF(ENTRY.file), integrity: sri(ENTRY.content), created: false } });
  assert.equal(again.headers['cache-control'], 'no-store');

  const other = await uploadFile(app, `${FOLDER}/${ENTRY.file}`, `${ENTRY.content}//changed`);
  const error = expectError(other, 409, 'deploy_file_exists');
  assert.match(error.detail, new RegExp(`^${URL_OF(ENTRY.file).replace(/[.]/g, '\\.')} exists with other content`));
  assert.equal(await readFile(join(distDir, 'teams', FOLDER, ENTRY.file), 'utf8'), ENTRY.content, 'the file is kept');
  assert.equal(brotliDecompressSync(await readFile(join(distDir, 'teams', FOLDER, `${ENTRY.file}.br`))).toString(), ENTRY.content, 'and so are its siblings');
  const left = await readdir(join(distDir, 'teams', FOLDER));
  assert.deepEqual(left.sort(), [ENTRY.file, `${ENTRY.file}.br`, `${ENTRY.file}.gz`], 'no temporary files are left');
});

test('uploads need the deploy token like every write: none 401, a wrong one 403, configured tokens work, none configured 503', async (t) => {
  const { app, distDir } = await startDeploy(t);
  const missing = await uploadFile(app, `${FOLDER}/${ENTRY.file}`, ENTRY.content, { token: false });
  expectError(missing, 401, 'deploy_unauthorized');
  assert.match(String(missing.headers['www-authenticate']), /^Bearer/);
  expectError(await uploadFile(app, `${FOLDER}/${ENTRY.file}`, ENTRY.content, { token: 'not-the-token' }), 403, 'deploy_forbidden');
  assert.equal(await exists(join(distDir, 'teams')), false, 'nothing written');

  const { app: configured } = await startDeploy(t, { deploy: { tokens: parseDeployTokens(`ci:${CI_TOKEN}`) } });
  expectError(await uploadFile(configured, `${FOLDER}/${ENTRY.file}`, ENTRY.content), 403, 'deploy_forbidden');
  assert.equal((await uploadFile(configured, `${FOLDER}/${ENTRY.file}`, ENTRY.content, { token: CI_TOKEN })).statusCode, 201);

  const { app: production } = await startDeploy(t, { production: true });
  expectError(await uploadFile(production, `${FOLDER}/${ENTRY.file}`, ENTRY.content), 503, 'deploy_disabled');
});

test('the scope kickoff is the operator\'s build: 403 deploy_scope_reserved', async (t) => {
  const { app, distDir } = await startDeploy(t);
  const error = expectError(await uploadFile(app, `kickoff/betting/${ENTRY.file}`, ENTRY.content), 403, 'deploy_scope_reserved');
  assert.equal(error.source?.parameter, 'scope');
  assert.equal(await exists(join(distDir, 'teams')), false);
});

test('bad scopes, names and files are 400 invalid_parameter naming the parameter; server views are never taken', async (t) => {
  const { app, distDir } = await startDeploy(t);
  const long = `${'a'.repeat(125)}.js`;
  assert.equal((await uploadFile(app, `${FOLDER}/${long}`, ENTRY.content)).statusCode, 201, '128 characters are a name');
  const cases: Array<[string, 'scope' | 'name' | 'file']> = [
    [`Acme/odds/${ENTRY.file}`, 'scope'],
    [`-acme/odds/${ENTRY.file}`, 'scope'],
    [`${'a'.repeat(65)}/odds/${ENTRY.file}`, 'scope'],
    [`acme/odds_%2F/${ENTRY.file}`, 'name'],
    [`acme/.odds/${ENTRY.file}`, 'name'],
    [`acme//${ENTRY.file}`, 'name'],
    [`${FOLDER}/a${long}`, 'file'],
    [`${FOLDER}/index-ACME1234.server.mjs`, 'file'],
    [`${FOLDER}/index-ACME1234.mjs`, 'file'],
    [`${FOLDER}/styles-ACME1234.css`, 'file'],
    [`${FOLDER}/${ENTRY.file}.br`, 'file'],
    [`${FOLDER}/${ENTRY.file}.gz`, 'file'],
    [`${FOLDER}/.${ENTRY.file}`, 'file'],
    [`${FOLDER}/sub%2F${ENTRY.file}`, 'file'],
    [`${FOLDER}/sub%2f..%2f..%2f${ENTRY.file}`, 'file'],
    [`${FOLDER}/sub/${ENTRY.file}`, 'file'],
    [`${FOLDER}/index%20x.js`, 'file'],
    [`${FOLDER}/`, 'file'],
    [FOLDER, 'file'],
    // The URL parser of the injected requests folds dot segments: these arrive as `acme/` and `acme/index-…` (the
    // next test sends them as they are).
    [`${FOLDER}/..`, 'name'],
    [`${FOLDER}/%2e%2e`, 'name'],
    [`${FOLDER}/../${ENTRY.file}`, 'name'],
  ];
  for (const [path, parameter] of cases) {
    const error = expectError(await uploadFile(app, path, ENTRY.content), 400, 'invalid_parameter');
    assert.equal(error.source?.parameter, parameter, path);
  }
  const view = expectError(await uploadFile(app, `${FOLDER}/index-ACME1234.server.mjs`, ENTRY.content), 400, 'invalid_parameter');
  assert.match(view.detail, /server view/);
  assert.deepEqual((await readdir(join(distDir, 'teams', FOLDER))).sort(), [long, `${long}.br`, `${long}.gz`], 'only the good one was written');
});

test('over a real socket, `..` and `%2e%2e` reach the route as they are and are refused', async (t) => {
  const { app } = await startDeploy(t);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  assert.ok(address && typeof address === 'object');
  const put = (path: string): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: address.port, method: 'PUT', path, headers: { authorization: 'Bearer dev-deploy-token', 'content-type': 'application/octet-stream' } }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject).end(ENTRY.content);
    });
  for (const [path, parameter] of [
    [`/deploy/files/${FOLDER}/..`, 'file'],
    [`/deploy/files/${FOLDER}/%2e%2e`, 'file'],
    [`/deploy/files/${FOLDER}/%2E%2E%2Fx.js`, 'file'],
    [`/deploy/files/acme/../${ENTRY.file}`, 'name'],
    [`/deploy/files/acme/%2e%2e/${ENTRY.file}`, 'name'],
    [`/deploy/files/../odds/${ENTRY.file}`, 'scope'],
  ] as const) {
    const res = await put(path);
    assert.equal(res.status, 400, `${path}: ${res.body}`);
    const [error] = (JSON.parse(res.body) as { errors: Array<{ code: string; source?: { parameter?: string } }> }).errors;
    assert.equal(error?.code, 'invalid_parameter', path);
    assert.equal(error?.source?.parameter, parameter, path);
  }
});

test('a body that is not raw bytes is 415 unsupported_media_type; over 8 MiB 413; a broken manifest 400', async (t) => {
  const { app, distDir } = await startDeploy(t);
  const path = `${FOLDER}/${ENTRY.file}`;
  expectError(await call(app, 'PUT', `/deploy/files/${path}`, { payload: { content: ENTRY.content } }), 415, 'unsupported_media_type');
  expectError(await uploadFile(app, path, ENTRY.content, { contentType: 'text/javascript' }), 415, 'unsupported_media_type');
  expectError(await uploadFile(app, path, ENTRY.content, { contentType: false }), 415, 'unsupported_media_type');
  expectError(await call(app, 'PUT', `/deploy/files/${path}`), 415, 'unsupported_media_type');
  expectError(await uploadFile(app, path, Buffer.alloc(8 * 1024 * 1024 + 1, 0x20)), 413, 'payload_too_large');
  expectError(await uploadFile(app, `${path}.deps.json`, ''), 400, 'invalid_body');
  expectError(await uploadFile(app, `${path}.deps.json`, '{"requires":'), 400, 'invalid_body');
  expectError(await uploadFile(app, `${path}.deps.json`, '{"requires":{"@kickoff/platform":1}}'), 400, 'invalid_body');
  assert.equal(await exists(join(distDir, 'teams')), false, 'nothing written');
  assert.equal((await uploadFile(app, path, Buffer.alloc(8 * 1024 * 1024, 0x20))).statusCode, 201, '8 MiB is accepted');
  const empty = await uploadFile(app, `${FOLDER}/empty-ACME0000.js`, '');
  assert.equal(empty.statusCode, 201, `an empty script is a script: ${empty.body}`);
  assert.equal(empty.json<UploadBody>().data.integrity, sri(''));
});

test('an uploaded file is served by GET /dist/teams/… with its bytes, immutable, and its br/gz siblings; maps and small files get none', async (t) => {
  const { app, distDir } = await startDeploy(t);
  const map = { file: `${ENTRY.file}.map`, content: JSON.stringify({ version: 3, sources: ['odds.ts'], mappings: 'A'.repeat(2000) }) };
  const manifest = { file: `${ENTRY.file}.deps.json`, content: manifestOf({ '@kickoff/platform': '^1.0.0' }) };
  for (const f of [ENTRY, map, manifest]) assert.equal((await uploadFile(app, `${FOLDER}/${f.file}`, f.content)).statusCode, 201);

  const folder = join(distDir, 'teams', FOLDER);
  assert.equal(brotliDecompressSync(await readFile(join(folder, `${ENTRY.file}.br`))).toString(), ENTRY.content);
  assert.equal(gunzipSync(await readFile(join(folder, `${ENTRY.file}.gz`))).toString(), ENTRY.content);
  assert.deepEqual((await readdir(folder)).sort(), [ENTRY.file, `${ENTRY.file}.br`, manifest.file, `${ENTRY.file}.gz`, map.file].sort(), 'no siblings for the source map nor the small manifest');

  const plain = await app.inject({ method: 'GET', url: URL_OF(ENTRY.file) });
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.body, ENTRY.content);
  assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable', 'a hashed name is immutable like the build\'s');
  assert.match(String(plain.headers['content-type']), /javascript/);

  const br = await app.inject({ method: 'GET', url: URL_OF(ENTRY.file), headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(br.rawPayload).toString(), ENTRY.content);
  const gz = await app.inject({ method: 'GET', url: URL_OF(ENTRY.file), headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gz.rawPayload).toString(), ENTRY.content);

  const servedMap = await app.inject({ method: 'GET', url: URL_OF(map.file), headers: { 'accept-encoding': 'br' } });
  assert.equal(servedMap.body, map.content);
  assert.equal(servedMap.headers['cache-control'], 'public, max-age=31536000, immutable');
  const servedManifest = await app.inject({ method: 'GET', url: URL_OF(manifest.file) });
  assert.equal(servedManifest.body, manifest.content);
  assert.equal(servedManifest.headers['cache-control'], 'no-cache', 'a manifest is revalidated, as the build\'s are');
  assert.equal(servedManifest.headers['access-control-allow-origin'], '*');
  assert.equal((await app.inject({ method: 'GET', url: `/dist/teams/${FOLDER}/nothing-ACME1234.js` })).statusCode, 404);
});

test('an uploaded entry and its manifest can then be published with PATCH of the map (module and version checks pass)', async (t) => {
  const { app } = await startDeploy(t);
  const chunk = { file: 'chunk-ACME5678.js', content: 'System.register([],function(){return{execute:function(){}}});' };
  for (const f of [ENTRY, chunk, { file: `${ENTRY.file}.deps.json`, content: manifestOf() }]) {
    assert.equal((await uploadFile(app, `${FOLDER}/${f.file}`, f.content)).statusCode, 201);
  }
  const { etag } = await readMap(app);
  const integrity = { [URL_OF(ENTRY.file)]: sri(ENTRY.content), [URL_OF(chunk.file)]: sri(chunk.content) };
  const res = await call(app, 'PATCH', '/deploy/import-map.json?env=default', { payload: { imports: { [SPECIFIER]: URL_OF(ENTRY.file) }, integrity }, ifMatch: etag });
  assert.equal(res.statusCode, 200, res.body);
  const served = mapOf(await app.inject({ method: 'GET', url: '/importmap.json' }));
  assert.equal(served.imports[SPECIFIER], URL_OF(ENTRY.file));
  assert.equal(served.integrity[URL_OF(ENTRY.file)], sri(ENTRY.content));
  assert.equal(served.integrity[URL_OF(chunk.file)], sri(chunk.content));

  // A wrong integrity for an uploaded file is still caught by the module check.
  const wrong = await call(app, 'PATCH', '/deploy/import-map.json?env=default', {
    payload: { imports: { '@acme/other': URL_OF(chunk.file) }, integrity: { [URL_OF(chunk.file)]: sri('something else') } },
    ifMatch: String(res.headers.etag),
  });
  expectError(wrong, 422, 'deploy_integrity_mismatch');
});

test('an uploaded module built for another platform major is refused by PATCH with 409 incompatible_platform', async (t) => {
  const { app, distDir } = await startDeploy(t);
  // The operator's platform 1.1.0, from the build (the kickoff scope is not uploaded).
  const platform = { url: '/dist/platform/index-PLAT1111.js', content: 'System.register([],function(){return{execute:function(){}}});' };
  const platformFile = join(distDir, platform.url.slice('/dist/'.length));
  await mkdir(join(platformFile, '..'), { recursive: true });
  await writeFile(platformFile, platform.content);
  await writeFile(`${platformFile}.deps.json`, JSON.stringify({ files: [], modules: [], provides: { '@kickoff/platform': '1.1.0' } }));
  assert.equal((await setService(app, (await readMap(app)).etag, platform.url, { service: '@kickoff/platform' })).statusCode, 200);

  const next = { file: 'index-ACME2222.js', content: 'System.register([],function(){return{execute:function(){window.odds=2}}});' };
  for (const f of [ENTRY, next]) assert.equal((await uploadFile(app, `${FOLDER}/${f.file}`, f.content)).statusCode, 201);
  assert.equal((await uploadFile(app, `${FOLDER}/${ENTRY.file}.deps.json`, manifestOf({ '@kickoff/platform': '^1.0.0' }))).statusCode, 201);
  assert.equal((await uploadFile(app, `${FOLDER}/${next.file}.deps.json`, manifestOf({ '@kickoff/platform': '^2.0.0' }))).statusCode, 201);

  const fits = await call(app, 'PATCH', '/deploy/import-map.json', { payload: { imports: { [SPECIFIER]: URL_OF(ENTRY.file) }, integrity: { [URL_OF(ENTRY.file)]: sri(ENTRY.content) } }, ifMatch: (await readMap(app)).etag });
  assert.equal(fits.statusCode, 200, fits.body);

  const before = await readMap(app);
  const refused = await call(app, 'PATCH', '/deploy/import-map.json', { payload: { imports: { [SPECIFIER]: URL_OF(next.file) }, integrity: { [URL_OF(next.file)]: sri(next.content) } }, ifMatch: before.etag });
  const error = expectError(refused, 409, 'incompatible_platform');
  assert.equal(error.detail, `${SPECIFIER} was built for @kickoff/platform ^2.0.0, but the map publishes @kickoff/platform 1.1.0`);
  const after = await readMap(app);
  assert.equal(after.etag, before.etag, 'nothing was written');
  assert.equal(after.map.imports[SPECIFIER], URL_OF(ENTRY.file));
});

test("a team module's manifest is required: without it PATCH is 422 deploy_manifest_missing, and once uploaded it is read", async (t) => {
  const { app } = await startDeploy(t);
  assert.equal((await uploadFile(app, `${FOLDER}/${ENTRY.file}`, ENTRY.content)).statusCode, 201);
  const patch = async () =>
    call(app, 'PATCH', '/deploy/import-map.json', { payload: { imports: { [SPECIFIER]: URL_OF(ENTRY.file) }, integrity: { [URL_OF(ENTRY.file)]: sri(ENTRY.content) } }, ifMatch: (await readMap(app)).etag });
  const missing = expectError(await patch(), 422, 'deploy_manifest_missing');
  assert.match(missing.detail ?? '', /index-ACME1234\.js\.deps\.json/);
  assert.equal((await uploadFile(app, `${FOLDER}/${ENTRY.file}.deps.json`, manifestOf({ '@kickoff/platform': '^1.0.0' }))).statusCode, 201);
  const published = await patch();
  assert.equal(published.statusCode, 200, published.body);
});
