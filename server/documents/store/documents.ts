/** The `documents` table (migration 540): one row per uploaded verification document. */
import type { Db } from '../../db/open';

export interface DocumentRow {
  id: number;
  user_id: number;
  kind: string;
  stored_name: string;
  file_name: string;
  media_type: string;
  size: number;
  sha256: string;
  status: string;
  comment: string | null;
  uploaded_at: number;
  decided_at: number | null;
}

export type DecidedStatus = 'approved' | 'rejected';

export interface DocumentFilter {
  status?: 'pending' | DecidedStatus;
  kind?: string;
  userId?: number;
  beforeId?: number;
  limit: number;
}

export type DocumentInsert = Omit<DocumentRow, 'id' | 'status' | 'comment' | 'decided_at'>;

export interface DocumentStore {
  insert(row: DocumentInsert): number;
  byId(id: number): DocumentRow | undefined;
  /** The player's documents, newest first. */
  ofUser(userId: number): DocumentRow[];
  pendingCount(userId: number): number;
  /** Decides every pending document of the player; returns the decided rows. */
  decidePending(userId: number, status: DecidedStatus, comment: string | null, at: number): DocumentRow[];
  /** Decides one document if it is still pending; returns it decided, or undefined when it was not pending. */
  decideOne(id: number, status: DecidedStatus, comment: string | null, at: number): DocumentRow | undefined;
  /** The review queue: newest first, filtered, at most `limit` rows with an id below `beforeId`. */
  find(filter: DocumentFilter): DocumentRow[];
  /** Every stored file name (the reset deletes the files). */
  storedNames(): string[];
  clear(): void;
}

export function createDocumentStore(db: Db): DocumentStore {
  const insert = db.prepare<[DocumentInsert]>(
    `INSERT INTO documents (user_id, kind, stored_name, file_name, media_type, size, sha256, uploaded_at)
     VALUES (@user_id, @kind, @stored_name, @file_name, @media_type, @size, @sha256, @uploaded_at)`,
  );
  const byId = db.prepare<[number], DocumentRow>('SELECT * FROM documents WHERE id = ?');
  const ofUser = db.prepare<[number], DocumentRow>('SELECT * FROM documents WHERE user_id = ? ORDER BY uploaded_at DESC, id DESC');
  const pendingCount = db.prepare<[number], { n: number }>("SELECT count(*) AS n FROM documents WHERE user_id = ? AND status = 'pending'");
  const decide = db.prepare<[string, string | null, number, number], DocumentRow>(
    "UPDATE documents SET status = ?, comment = ?, decided_at = ? WHERE user_id = ? AND status = 'pending' RETURNING *",
  );
  const decideOne = db.prepare<[string, string | null, number, number], DocumentRow>(
    "UPDATE documents SET status = ?, comment = ?, decided_at = ? WHERE id = ? AND status = 'pending' RETURNING *",
  );
  const find = db.prepare<{ status: string | null; kind: string | null; userId: number | null; beforeId: number | null; limit: number }, DocumentRow>(
    `SELECT * FROM documents
     WHERE (@status IS NULL OR status = @status) AND (@kind IS NULL OR kind = @kind)
       AND (@userId IS NULL OR user_id = @userId) AND (@beforeId IS NULL OR id < @beforeId)
     ORDER BY id DESC LIMIT @limit`,
  );
  const names = db.prepare<[], { stored_name: string }>('SELECT stored_name FROM documents');
  const clear = db.prepare('DELETE FROM documents');
  return {
    insert: (row) => Number(insert.run(row).lastInsertRowid),
    byId: (id) => byId.get(id),
    ofUser: (userId) => ofUser.all(userId),
    pendingCount: (userId) => pendingCount.get(userId)?.n ?? 0,
    decidePending: (userId, status, comment, at) => decide.all(status, comment, at, userId),
    decideOne: (id, status, comment, at) => decideOne.get(status, comment, at, id),
    find: (filter) =>
      find.all({
        status: filter.status ?? null,
        kind: filter.kind ?? null,
        userId: filter.userId ?? null,
        beforeId: filter.beforeId ?? null,
        limit: filter.limit,
      }),
    storedNames: () => names.all().map((row) => row.stored_name),
    clear: () => void clear.run(),
  };
}
