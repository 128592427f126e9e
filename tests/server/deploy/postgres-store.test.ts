/**
 * The PostgreSQL deploy store keeps the same store contract as SQLite, against a throw-away cluster:
 * initdb into a temp folder, pg_ctl start on a free port (socket in the folder), stopped when the test
 * ends. initdb refuses to run as root, so as root the cluster runs as the `postgres` (or `nobody`) user
 * through runuser. Without the binaries (or when the cluster cannot start) the test is skipped, saying why.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { createPostgresDeployStore } from '../../../server/deploy/postgres-store';
import { storeContract } from './store-contract';
import { MODULES, readMap, setService, startDeploy } from './support';

const BIN = process.env.KICKOFF_PG_BIN ?? '/usr/local/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The command prefix that runs the PostgreSQL binaries as a user they accept. */
function runAs(): string[] | undefined {
  if (process.getuid?.() !== 0) return [];
  if (!existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return undefined;
  for (const user of ['postgres', 'nobody']) if (spawnSync('id', ['-u', user]).status === 0) return ['runuser', '-u', user, '--'];
  return undefined;
}

interface Cluster {
  url: string;
  stop(): void;
}

/** A fresh cluster, or the reason there is none. */
async function startCluster(): Promise<Cluster | string> {
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_ctl'))) return `no PostgreSQL binaries in ${BIN}`;
  const prefix = runAs();
  if (prefix === undefined) return 'running as root without runuser or a postgres/nobody user: initdb refuses root';
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-pg-'));
  chmodSync(dir, 0o777);
  const run = (command: string, args: string[]): { ok: boolean; output: string } => {
    const [head = command, ...rest] = [...prefix, join(BIN, command), ...args];
    const result = spawnSync(head, rest, { encoding: 'utf8', timeout: 60_000 });
    return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}` };
  };
  const data = join(dir, 'data');
  const init = run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  if (!init.ok) {
    rmSync(dir, { recursive: true, force: true });
    return `initdb failed: ${init.output.trim().split('\n').slice(-2).join(' ')}`;
  }
  const port = await freePort();
  const start = run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', join(dir, 'log'), '-w', 'start']);
  if (!start.ok) {
    rmSync(dir, { recursive: true, force: true });
    return `pg_ctl start failed: ${start.output.trim()}`;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('PostgreSQL deploy store', async (t) => {
  const cluster = await startCluster();
  if (typeof cluster === 'string') {
    t.skip(cluster);
    return;
  }
  t.after(() => cluster.stop());
  let n = 0;
  await storeContract(t, async (t) => {
    // Each case gets its own database, so the cases start empty.
    n += 1;
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query(`CREATE DATABASE deploy_${n}`);
    await client.end();
    const store = await createPostgresDeployStore(cluster.url.replace(/\/postgres$/, `/deploy_${n}`));
    t.after(() => store.close());
    return store;
  });

  await t.test('two instances sharing the database see each other\'s versions and race fairly', async (t) => {
    const a = await createPostgresDeployStore(cluster.url);
    const b = await createPostgresDeployStore(cluster.url);
    t.after(async () => {
      await a.close();
      await b.close();
    });
    const map = { imports: {}, integrity: {} };
    const base = { env: 'shared', map, text: '{"imports":{},"integrity":{}}', actor: 'ci', action: 'build' as const, changes: [{ module: null, oldUrl: null, newUrl: null, oldIntegrity: null, newIntegrity: null }], at: 1 };
    assert.ok((await a.commit({ ...base, expectedVersion: 0 })).ok);
    assert.equal(await b.latestVersion('shared'), 1);
    const results = await Promise.all([a.commit({ ...base, expectedVersion: 1 }), b.commit({ ...base, expectedVersion: 1 })]);
    assert.equal(results.filter((r) => r.ok).length, 1);
    assert.equal(await a.latestVersion('shared'), 2);
  });

  await t.test('two servers on one PostgreSQL store: the build is published once, a deploy on one is served by the other', async (t) => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query('CREATE DATABASE deploy_app');
    await client.end();
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/deploy_app');
    const { app: one } = await startDeploy(t, { deploy: { databaseUrl } });
    const { app: two } = await startDeploy(t, { deploy: { databaseUrl } });
    assert.equal((await readMap(two)).etag, '"v1"', 'the second server found the build published');
    const res = await setService(one, '"v1"', MODULES.B.url);
    assert.equal(res.statusCode, 200, res.body);
    const served = await two.inject({ method: 'GET', url: '/importmap.json' });
    assert.equal(served.body, res.body);
    assert.equal((await setService(two, '"v1"', MODULES.A.url)).statusCode, 412, 'the other server knows v1 is stale');
  });
});
