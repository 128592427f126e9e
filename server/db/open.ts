/**
 * Opens the SQLite database (better-sqlite3, WAL), applies pending migrations and seeds demo data.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { runMigrations } from './migrations';
import { DEFAULT_DATA_SEED, seedDefaults } from './seed';

export type Db = Database.Database;

/** `dataSeed` seeds the generated demo data (the feed) so runs are reproducible. */
export function openDatabase(file: string, dataSeed = DEFAULT_DATA_SEED): Db {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    if (!inMemory) db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    runMigrations(db);
    seedDefaults(db, dataSeed);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
