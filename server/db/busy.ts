/**
 * A write that meets another process's lock (docs/security.md "Database lock"). better-sqlite3 is
 * synchronous: while a statement waits in SQLite's busy handler, the event loop waits with it, and
 * every other request (GET /health too) stalls. So the serving connection waits only
 * `BUSY_TIMEOUT_MS` inside SQLite; a write still refused then throws SQLITE_BUSY, which
 *
 * - `retryWhenBusy(fn)` catches and retries after an asynchronous back-off (`BUSY_RETRY_DELAYS_MS`,
 *   about 5 s in all, the event loop free between tries): for writes that should rather wait, such as
 *   starting a deposit or applying a payment provider's notification;
 * - the HTTP error handler answers otherwise, as 503 `database_busy` with `Retry-After`.
 *
 * A transaction refused this way has rolled back: retrying it runs it again from the start. Reads are
 * not blocked by a writer (WAL). Opening the database and its migrations keep a long wait
 * (`STARTUP_BUSY_TIMEOUT_MS`): nothing is served yet.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';

/** How long one statement of the serving connection waits for a lock inside SQLite (blocking). */
export const BUSY_TIMEOUT_MS = 25;
/** How long opening and migrating wait for a lock (before anything is served). */
export const STARTUP_BUSY_TIMEOUT_MS = 5000;
/** Back-off between the tries of `retryWhenBusy` (the event loop is free meanwhile). */
export const BUSY_RETRY_DELAYS_MS: readonly number[] = [25, 50, 100, 200, 400, 800, 1000, 1000, 1000, 1000];
/** Error code and Retry-After (seconds) of a write refused because the database stayed locked. */
export const DATABASE_BUSY = 'database_busy';
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, _RECOVERY, _TIMEOUT). */
export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');
}

/** The serving connection's short wait (after the migrations). */
export function useServingBusyTimeout(db: Database.Database): void {
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

/**
 * Runs `write` (a synchronous transaction), trying again after each delay while the database is
 * locked; the last SQLITE_BUSY is thrown (the error handler answers 503 `database_busy`).
 */
export async function retryWhenBusy<T>(write: () => T, delaysMs: readonly number[] = BUSY_RETRY_DELAYS_MS): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return write();
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
    }
    await sleep(delay);
  }
  return write();
}
