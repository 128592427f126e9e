/**
 * The deploy store on the server's SQLite file (migration 780), the default. Every method also has a
 * synchronous twin (`sync`) for the service's seed, which publishes the build inside the start-up and
 * reset transactions. A commit is one IMMEDIATE transaction: the version check and the inserts cannot
 * interleave with another writer, and the (env, version) primary key refuses a duplicate version anyway.
 */
import type { Db } from '../db/open';
import { parseMapText } from './import-map';
import { historyEntryOf, historyValues, storedMap, type CommitRequest, type CommitResult, type DeployStore, type EnvironmentSummary, type HistoryPage, type HistoryRow, type MapVersion } from './store';

export interface SyncDeployStore {
  current(env: string): MapVersion | undefined;
  lastBuild(env: string): MapVersion | undefined;
  commit(request: CommitRequest): CommitResult;
  clear(): void;
}

export interface SqliteDeployStore extends DeployStore {
  readonly sync: SyncDeployStore;
}

interface MapRow {
  env: string;
  version: number;
  map: string;
  created_at: number;
}

const versionOf = (row: MapRow): MapVersion => ({
  env: row.env,
  version: row.version,
  text: row.map,
  map: storedMap(row.map, parseMapText, `${row.env} v${row.version}`),
  at: row.created_at,
});

export function createSqliteDeployStore(db: Db): SqliteDeployStore {
  const selectCurrent = db.prepare<[string], MapRow>('SELECT env, version, map, created_at FROM deploy_maps WHERE env = ? ORDER BY version DESC LIMIT 1');
  const selectLatest = db.prepare<[string], { version: number | null }>('SELECT max(version) AS version FROM deploy_maps WHERE env = ?');
  const selectVersion = db.prepare<[string, number], MapRow>('SELECT env, version, map, created_at FROM deploy_maps WHERE env = ? AND version = ?');
  const selectLastBuild = db.prepare<[string, string], MapRow>(
    `SELECT env, version, map, created_at FROM deploy_maps
      WHERE env = ? AND version = (SELECT max(version) FROM deploy_history WHERE env = ? AND action = 'build')`,
  );
  const selectEnvironments = db.prepare<[], { env: string; version: number; created_at: number }>(
    'SELECT env, version, created_at FROM deploy_maps AS m WHERE version = (SELECT max(version) FROM deploy_maps WHERE env = m.env) ORDER BY env',
  );
  const selectHistory = db.prepare<[string, number, number], HistoryRow>(
    `SELECT env, version, actor, action, module, old_url, new_url, old_integrity, new_integrity, at
       FROM deploy_history WHERE env = ? ORDER BY version DESC, id LIMIT ? OFFSET ?`,
  );
  const countHistory = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM deploy_history WHERE env = ?');
  const insertMap = db.prepare<[string, number, string, number]>('INSERT INTO deploy_maps (env, version, map, created_at) VALUES (?, ?, ?, ?)');
  const insertHistory = db.prepare<ReturnType<typeof historyValues>>(
    `INSERT INTO deploy_history (env, version, actor, action, module, old_url, new_url, old_integrity, new_integrity, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const deleteHistory = db.prepare('DELETE FROM deploy_history');
  const deleteMaps = db.prepare('DELETE FROM deploy_maps');

  const current = (env: string): MapVersion | undefined => {
    const row = selectCurrent.get(env);
    return row && versionOf(row);
  };
  const lastBuild = (env: string): MapVersion | undefined => {
    const row = selectLastBuild.get(env, env);
    return row && versionOf(row);
  };
  const commit = db.transaction((request: CommitRequest): CommitResult => {
    const latest = selectLatest.get(request.env)?.version ?? 0;
    if (latest !== request.expectedVersion) return { ok: false, current: current(request.env) };
    const version = latest + 1;
    insertMap.run(request.env, version, request.text, request.at);
    for (const change of request.changes) insertHistory.run(...historyValues(request, version, change));
    return { ok: true, committed: { env: request.env, version, text: request.text, map: request.map, at: request.at } };
  });
  const clear = (): void => {
    deleteHistory.run();
    deleteMaps.run();
  };
  const sync: SyncDeployStore = { current, lastBuild, commit: (request) => commit.immediate(request), clear };

  return {
    sync,
    current: async (env) => current(env),
    latestVersion: async (env) => selectLatest.get(env)?.version ?? 0,
    async version(env, version) {
      const row = selectVersion.get(env, version);
      return row && versionOf(row);
    },
    lastBuild: async (env) => lastBuild(env),
    environments: async (): Promise<EnvironmentSummary[]> => selectEnvironments.all().map((r) => ({ name: r.env, version: r.version, at: r.created_at })),
    async history(env, page): Promise<HistoryPage> {
      return { entries: selectHistory.all(env, page.limit, page.offset).map(historyEntryOf), total: countHistory.get(env)?.n ?? 0 };
    },
    commit: async (request) => sync.commit(request),
    clear: async () => db.transaction(clear).immediate(),
    close: async () => undefined,
  };
}
