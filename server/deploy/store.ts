/**
 * The deploy store: the one interface the deploy service reads and writes its import maps through,
 * asynchronous so that a shared database can stand behind it. Two implementations:
 * `sqlite-store.ts` (the server's SQLite file, the default) and `postgres-store.ts` (several server
 * instances sharing one PostgreSQL database, `KICKOFF_DEPLOY_DATABASE_URL`). `commit` is an atomic
 * compare-and-set: the new version is written, with its history rows, only when the environment is
 * still at the expected version.
 */
import type { ImportMap, MapChange } from './import-map';

export type DeployAction = 'set' | 'remove' | 'replace' | 'rollback' | 'build';
export const DEPLOY_ACTIONS: readonly DeployAction[] = ['set', 'remove', 'replace', 'rollback', 'build'];

/** One version of an environment's map; `text` is exactly what is served. */
export interface MapVersion {
  env: string;
  version: number;
  text: string;
  map: ImportMap;
  /** Milliseconds since the epoch. */
  at: number;
}

export interface HistoryEntry extends MapChange {
  env: string;
  version: number;
  actor: string;
  action: DeployAction;
  at: number;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  /** Rows of the environment in all. */
  total: number;
}

export interface EnvironmentSummary {
  name: string;
  version: number;
  at: number;
}

export interface CommitRequest {
  env: string;
  /** The version the writer read (0: the environment has none yet). */
  expectedVersion: number;
  map: ImportMap;
  /** The text to serve for the new version (must parse to `map`). */
  text: string;
  actor: string;
  action: DeployAction;
  /** At least one row: what changed (a module-less row when only integrity entries changed). */
  changes: readonly MapChange[];
  at: number;
}

export type CommitResult = { ok: true; committed: MapVersion } | { ok: false; current: MapVersion | undefined };

export interface DeployStore {
  /** The latest version of the environment, or undefined when it has none. */
  current(env: string): Promise<MapVersion | undefined>;
  /** The latest version number of the environment (0 when it has none): a cheap check for a cache. */
  latestVersion(env: string): Promise<number>;
  version(env: string, version: number): Promise<MapVersion | undefined>;
  /** The latest version written by the build's publication (action `build`). */
  lastBuild(env: string): Promise<MapVersion | undefined>;
  environments(): Promise<EnvironmentSummary[]>;
  /** Newest first (by version, then in the order the rows were written). */
  history(env: string, page: { limit: number; offset: number }): Promise<HistoryPage>;
  /** Writes version expectedVersion + 1 and its history, in one transaction, if the environment is still at expectedVersion. */
  commit(request: CommitRequest): Promise<CommitResult>;
  /** Deletes every version and history row (tests, the test API's reset). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** A stored version's text read back; a row that no longer parses is a server error. */
export function storedMap(text: string, parse: (text: string) => ImportMap | undefined, where: string): ImportMap {
  const map = parse(text);
  if (!map) throw new Error(`stored import map ${where} fails the schema`);
  return map;
}

export function isDeployAction(value: string): value is DeployAction {
  return (DEPLOY_ACTIONS as readonly string[]).includes(value);
}

/** A history row as both databases return it (PostgreSQL gives BIGINT columns as strings). */
export interface HistoryRow {
  env: string;
  version: number | string;
  actor: string;
  action: string;
  module: string | null;
  old_url: string | null;
  new_url: string | null;
  old_integrity: string | null;
  new_integrity: string | null;
  at: number | string;
}

export function historyEntryOf(row: HistoryRow): HistoryEntry {
  if (!isDeployAction(row.action)) throw new Error(`unknown deploy action ${row.action}`);
  return {
    env: row.env,
    version: Number(row.version),
    actor: row.actor,
    action: row.action,
    module: row.module,
    oldUrl: row.old_url,
    newUrl: row.new_url,
    oldIntegrity: row.old_integrity,
    newIntegrity: row.new_integrity,
    at: Number(row.at),
  };
}

/** The columns of a history row, in the order both stores insert them. */
export function historyValues(request: CommitRequest, version: number, change: MapChange): [string, number, string, DeployAction, string | null, string | null, string | null, string | null, string | null, number] {
  return [request.env, version, request.actor, request.action, change.module, change.oldUrl, change.newUrl, change.oldIntegrity, change.newIntegrity, request.at];
}
