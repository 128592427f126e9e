/**
 * The deploy store on PostgreSQL (`pg`), for several server instances sharing their import maps:
 * selected by `KICKOFF_DEPLOY_DATABASE_URL=postgres://…` (server/deploy/README.md). The tables are
 * created on first use (under an advisory lock, so instances starting together do not race). A commit
 * is one transaction: a per-environment advisory lock serialises the writers of that environment, the
 * version check runs under it, and the (env, version) primary key refuses a duplicate version if
 * anything bypasses the lock (a unique violation is answered as a conflict).
 */
import pg from 'pg';
import { parseMapText } from './import-map';
import { historyEntryOf, historyValues, storedMap, type CommitResult, type DeployStore, type HistoryRow, type MapVersion } from './store';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS deploy_maps (
    env        TEXT NOT NULL CHECK (length(env) BETWEEN 1 AND 32),
    version    INTEGER NOT NULL CHECK (version >= 1),
    map        TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (env, version)
  );
  CREATE TABLE IF NOT EXISTS deploy_history (
    id            BIGSERIAL PRIMARY KEY,
    env           TEXT NOT NULL,
    version       INTEGER NOT NULL,
    actor         TEXT NOT NULL,
    action        TEXT NOT NULL CHECK (action IN ('set', 'remove', 'replace', 'rollback', 'build')),
    module        TEXT,
    old_url       TEXT,
    new_url       TEXT,
    old_integrity TEXT,
    new_integrity TEXT,
    at            BIGINT NOT NULL,
    FOREIGN KEY (env, version) REFERENCES deploy_maps (env, version)
  );
  CREATE INDEX IF NOT EXISTS deploy_history_env ON deploy_history (env, version DESC, id);
`;

/** Advisory-lock keys: one for the schema, one per environment (hashtext of the name). */
const SCHEMA_LOCK = "SELECT pg_advisory_xact_lock(hashtext('kickoff-deploy-schema'))";
const ENV_LOCK = "SELECT pg_advisory_xact_lock(hashtext('kickoff-deploy-env:' || $1))";

interface MapRow {
  env: string;
  version: number;
  map: string;
  created_at: string;
}

const versionOf = (row: MapRow): MapVersion => ({
  env: row.env,
  version: row.version,
  text: row.map,
  map: storedMap(row.map, parseMapText, `${row.env} v${row.version}`),
  at: Number(row.created_at),
});

const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Runs `work` in one transaction on one pooled connection. */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Connects a pool and creates the tables if they are missing. */
export async function createPostgresDeployStore(connectionString: string, poolSize = 5): Promise<DeployStore> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  try {
    await inTransaction(pool, async (client) => {
      await client.query(SCHEMA_LOCK);
      await client.query(SCHEMA);
    });
  } catch (error) {
    await pool.end();
    throw error;
  }

  const current = async (env: string, client: pg.Pool | pg.PoolClient = pool): Promise<MapVersion | undefined> => {
    const { rows } = await client.query<MapRow>('SELECT env, version, map, created_at FROM deploy_maps WHERE env = $1 ORDER BY version DESC LIMIT 1', [env]);
    return rows[0] && versionOf(rows[0]);
  };

  return {
    current: (env) => current(env),
    async latestVersion(env) {
      const { rows } = await pool.query<{ version: number | null }>('SELECT max(version) AS version FROM deploy_maps WHERE env = $1', [env]);
      return rows[0]?.version ?? 0;
    },
    async version(env, version) {
      const { rows } = await pool.query<MapRow>('SELECT env, version, map, created_at FROM deploy_maps WHERE env = $1 AND version = $2', [env, version]);
      return rows[0] && versionOf(rows[0]);
    },
    async lastBuild(env) {
      const { rows } = await pool.query<MapRow>(
        `SELECT env, version, map, created_at FROM deploy_maps
          WHERE env = $1 AND version = (SELECT max(version) FROM deploy_history WHERE env = $1 AND action = 'build')`,
        [env],
      );
      return rows[0] && versionOf(rows[0]);
    },
    async environments() {
      const { rows } = await pool.query<{ env: string; version: number; created_at: string }>(
        'SELECT DISTINCT ON (env) env, version, created_at FROM deploy_maps ORDER BY env, version DESC',
      );
      return rows.map((r) => ({ name: r.env, version: r.version, at: Number(r.created_at) }));
    },
    async history(env, page) {
      const [list, count] = await Promise.all([
        pool.query<HistoryRow>(
          `SELECT env, version, actor, action, module, old_url, new_url, old_integrity, new_integrity, at
             FROM deploy_history WHERE env = $1 ORDER BY version DESC, id LIMIT $2 OFFSET $3`,
          [env, page.limit, page.offset],
        ),
        pool.query<{ n: string }>('SELECT count(*) AS n FROM deploy_history WHERE env = $1', [env]),
      ]);
      return { entries: list.rows.map(historyEntryOf), total: Number(count.rows[0]?.n ?? 0) };
    },
    async commit(request): Promise<CommitResult> {
      try {
        return await inTransaction(pool, async (client): Promise<CommitResult> => {
          await client.query(ENV_LOCK, [request.env]);
          const { rows } = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM deploy_maps WHERE env = $1', [request.env]);
          const latest = rows[0]?.version ?? 0;
          if (latest !== request.expectedVersion) return { ok: false, current: await current(request.env, client) };
          const version = latest + 1;
          await client.query('INSERT INTO deploy_maps (env, version, map, created_at) VALUES ($1, $2, $3, $4)', [request.env, version, request.text, request.at]);
          for (const change of request.changes) {
            await client.query(
              `INSERT INTO deploy_history (env, version, actor, action, module, old_url, new_url, old_integrity, new_integrity, at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
              historyValues(request, version, change),
            );
          }
          return { ok: true, committed: { env: request.env, version, text: request.text, map: request.map, at: request.at } };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, current: await current(request.env) };
        throw error;
      }
    },
    async clear() {
      await inTransaction(pool, async (client) => {
        await client.query('DELETE FROM deploy_history');
        await client.query('DELETE FROM deploy_maps');
      });
    },
    close: () => pool.end(),
  };
}
