/** Runs `fn` in an IMMEDIATE transaction, or inside the caller's transaction when one is open. */
import type { Db } from './open';

export function inTransaction<T>(db: Db, fn: () => T): T {
  return db.inTransaction ? fn() : db.transaction(fn).immediate();
}
