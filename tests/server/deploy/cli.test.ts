/**
 * `npm run deploy -- betting` against a running server (node --import tsx server/main.ts on a free port,
 * a temp database and a temp dist whose map names an older betting build): the CLI builds betting into
 * a staging folder, copies the new files beside the old ones, updates dist/importmap.json, and PATCHes the
 * server's map with If-Match; the served map then names the new build. Building takes a few seconds.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../../..');
const OLD_URL = '/dist/betting/index-OLDBUILD1.js';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => done({ code: code ?? 1, out }));
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (server.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

interface Map {
  imports: Record<string, string>;
  integrity: Record<string, string>;
}

test('npm run deploy -- betting builds, copies beside the old files, and PATCHes the server map', { timeout: 180_000 }, async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'kickoff-deploy-cli-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const dist = join(dir, 'dist');
  await mkdir(join(dist, 'betting'), { recursive: true });
  await writeFile(join(dist, 'betting', 'index-OLDBUILD1.js'), 'System.register([],function(){return{execute:function(){}}});');
  await writeFile(join(dist, 'importmap.json'), `${JSON.stringify({ imports: { '@kickoff/betting': OLD_URL }, integrity: {} }, null, 2)}\n`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', KICKOFF_DB: join(dir, 'kickoff.db'), KICKOFF_DIST: dist, KICKOFF_TEST_API: '1', KICKOFF_FEED_SPEED: '0', KICKOFF_DEPLOY_TOKENS: '' },
    stdio: 'ignore',
  });
  t.after(() => {
    server.kill('SIGTERM');
  });
  await waitForHealth(base, server);
  const before = (await (await fetch(`${base}/importmap.json`)).json()) as Map;
  assert.equal(before.imports['@kickoff/betting'], OLD_URL);

  const deployed = await run(['scripts/deploy.mjs', 'betting', '--server', base, '--dist', dist]);
  assert.equal(deployed.code, 0, deployed.out);
  const served = await fetch(`${base}/importmap.json`);
  const map = (await served.json()) as Map;
  const newUrl = map.imports['@kickoff/betting'] ?? '';
  assert.match(newUrl, /^\/dist\/betting\/index-[A-Z0-9]{8,}\.js$/);
  assert.notEqual(newUrl, OLD_URL);
  assert.match(map.integrity[newUrl] ?? '', /^sha384-/);
  assert.ok(deployed.out.includes(`${OLD_URL} → ${newUrl}, version 2`), deployed.out);
  assert.ok(existsSync(join(dist, 'betting', 'index-OLDBUILD1.js')), 'the old build stays for open tabs and rollbacks');
  assert.ok(existsSync(join(dist, newUrl.slice('/dist/'.length))));
  const distMap = JSON.parse(await readFile(join(dist, 'importmap.json'), 'utf8')) as Map;
  assert.equal(distMap.imports['@kickoff/betting'], newUrl, 'dist/importmap.json follows, so a restart does not undo the deploy');
  assert.deepEqual(map, distMap, 'the server took the chunks\' integrity too: its map is the dist map');
  assert.ok(Object.keys(map.integrity).length > 1);
  const js = await fetch(`${base}${newUrl}`);
  assert.equal(js.status, 200);

  // Roll back through the API, then deploy what dist already names (--no-build).
  const etag = (await fetch(`${base}/deploy/import-map.json`)).headers.get('etag') ?? '';
  const rollback = await fetch(`${base}/deploy/rollback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer dev-deploy-token', 'if-match': etag },
    body: JSON.stringify({ version: 1 }),
  });
  assert.equal(rollback.status, 200);
  const again = await run(['scripts/deploy.mjs', 'betting', '--no-build', `--server=${base}`, '--dist', dist]);
  assert.equal(again.code, 0, again.out);
  assert.ok(again.out.includes(`${OLD_URL} → ${newUrl}, version 4`), again.out);
  const history = (await (await fetch(`${base}/deploy/history`)).json()) as { entries: Array<{ version: number; action: string; actor: string }> };
  assert.deepEqual(history.entries.map((e) => [e.version, e.action, e.actor]), [
    [4, 'set', 'developer'],
    [3, 'rollback', 'developer'],
    [2, 'set', 'developer'],
    [1, 'build', 'build'],
  ]);

  const refused = await run(['scripts/deploy.mjs', 'betting', '--no-build', '--server', base, '--dist', dist, '--token', 'wrong-token']);
  assert.notEqual(refused.code, 0);
  assert.match(refused.out, /403 deploy_forbidden/);
  const usage = await run(['scripts/deploy.mjs']);
  assert.notEqual(usage.code, 0);
  assert.match(usage.out, /usage: npm run deploy -- <module>/);
});
