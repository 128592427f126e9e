/**
 * Opens the SQLite database (better-sqlite3): creates its folder, WAL journal, foreign keys, and the
 * startup busy timeout; the app shortens it once the migrations ran (./busy.ts: a long wait would
 * block the event loop).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { STARTUP_BUSY_TIMEOUT_MS } from './busy';

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    if (!inMemory) db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${STARTUP_BUSY_TIMEOUT_MS}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
