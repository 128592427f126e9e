/**
 * A tiny migration runner: numbered migrations, recorded in `schema_migrations`, all pending ones
 * applied in one IMMEDIATE transaction (safe when two processes start at once); a database newer
 * than the list is refused. Never edit an applied migration: append a new one.
 */
import type { Db } from './open';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The versions one owner may use (both ends included). */
export interface MigrationRange {
  owner: string;
  from: number;
  to: number;
  migrations: readonly Migration[];
}

export interface MigrationResult {
  applied: number[];
  version: number;
}

/**
 * The migrations of every owner in order, after checking that each stays inside its own range and
 * that no two ranges overlap (so a version number always names one owner's migration).
 */
export function concatMigrations(ranges: readonly MigrationRange[]): Migration[] {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  sorted.forEach((range, i) => {
    const next = sorted[i + 1];
    if (range.from > range.to) throw new Error(`Migration range of ${range.owner} is empty (${range.from}-${range.to})`);
    if (next && next.from <= range.to) {
      throw new Error(`Migration ranges overlap: ${range.owner} ${range.from}-${range.to} and ${next.owner} ${next.from}-${next.to}`);
    }
    const outside = range.migrations.find((m) => m.version < range.from || m.version > range.to);
    if (outside) throw new Error(`Migration ${outside.version} "${outside.name}" is outside ${range.owner}'s range ${range.from}-${range.to}`);
  });
  return sorted.flatMap((range) => range.migrations);
}

export function runMigrations(db: Db, list: readonly Migration[]): MigrationResult {
  assertOrdered(list);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const appliedVersions = db.prepare<[], { version: number }>('SELECT version FROM schema_migrations');
  const record = db.prepare<[number, string]>('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');

  const apply = db.transaction((): number[] => {
    const done = new Set(appliedVersions.all().map((row) => row.version));
    const latestKnown = list.at(-1)?.version ?? 0;
    const newest = Math.max(0, ...done);
    if (newest > latestKnown) {
      throw new Error(`Database schema version ${newest} is newer than this server knows (${latestKnown})`);
    }
    const applied: number[] = [];
    for (const migration of list) {
      if (done.has(migration.version)) continue;
      db.exec(migration.sql);
      record.run(migration.version, migration.name);
      applied.push(migration.version);
    }
    return applied;
  });

  const applied = apply.immediate();
  return { applied, version: list.at(-1)?.version ?? 0 };
}

function assertOrdered(list: readonly Migration[]): void {
  let previous = 0;
  for (const migration of list) {
    if (!Number.isInteger(migration.version) || migration.version <= previous) {
      throw new Error(`Migrations must have strictly increasing integer versions (at "${migration.name}")`);
    }
    previous = migration.version;
  }
}
