/** Opens the SQLite database (better-sqlite3): creates its folder, WAL journal, foreign keys, busy timeout. */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    if (!inMemory) db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
