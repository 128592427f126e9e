/**
 * Prepared statements by SQL text. Varying values are bound, never written into the text, so the
 * texts are the few shapes of a query (which filters are present); the cache still drops its least
 * recently used statement past `maxEntries`, so it stays bounded whatever the callers do.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/open';

export interface StatementCache {
  get<R>(sql: string): Statement<unknown[], R>;
  /** Statements held now. */
  readonly size: number;
}

export function createStatementCache(db: Db, maxEntries = 200): StatementCache {
  const statements = new Map<string, Statement<unknown[], unknown>>();
  return {
    get<R>(sql: string): Statement<unknown[], R> {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = db.prepare<unknown[], unknown>(sql);
        if (statements.size >= maxEntries) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement as Statement<unknown[], R>;
    },
    get size() {
      return statements.size;
    },
  };
}
