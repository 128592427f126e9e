/** The `embed_origins` table: the origins editors allowed in the console (normalised, each once). */
import type { Db } from '../db/open';

export interface EmbedOriginRow {
  id: number;
  origin: string;
  added_by: number | null;
  added_at: number;
}

export interface EmbedOriginStore {
  list(): EmbedOriginRow[];
  count(): number;
  has(origin: string): boolean;
  byId(id: number): EmbedOriginRow | undefined;
  add(origin: string, addedBy: number, at: number): EmbedOriginRow;
  remove(id: number): void;
  /** Runs `fn` in one transaction (the change and its audit row). */
  transaction<T>(fn: () => T): T;
}

export function createEmbedOriginStore(db: Db): EmbedOriginStore {
  const list = db.prepare<[], EmbedOriginRow>('SELECT id, origin, added_by, added_at FROM embed_origins ORDER BY id');
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM embed_origins');
  const has = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM embed_origins WHERE origin = ?');
  const byId = db.prepare<[number], EmbedOriginRow>('SELECT id, origin, added_by, added_at FROM embed_origins WHERE id = ?');
  const insert = db.prepare<[string, number, number], EmbedOriginRow>(
    'INSERT INTO embed_origins (origin, added_by, added_at) VALUES (?, ?, ?) RETURNING id, origin, added_by, added_at',
  );
  const remove = db.prepare<[number]>('DELETE FROM embed_origins WHERE id = ?');
  return {
    list: () => list.all(),
    count: () => count.get()?.n ?? 0,
    has: (origin) => has.get(origin) !== undefined,
    byId: (id) => byId.get(id),
    add(origin, addedBy, at) {
      const row = insert.get(origin, addedBy, at);
      if (!row) throw new Error('embed_origins: the insert returned no row');
      return row;
    },
    remove: (id) => void remove.run(id),
    transaction: (fn) => db.transaction(fn)(),
  };
}

export function resetEmbeds(db: Db): void {
  db.exec('DELETE FROM embed_origins');
}
