/** Legacy-path redirects (`redirects` table). One hop per lookup: chains are the client's business. */
import type { Db } from '../../db/open';

export interface RedirectRule {
  from: string;
  to: string;
  code: number;
  reason: string;
}

export interface RedirectStore {
  find(path: string): RedirectRule | undefined;
  put(rule: RedirectRule): void;
  delete(from: string): boolean;
  /** Newest first (by when the rule was added), a page of `limit` after the cursor `before` (a row's `seq`). */
  list(page: { before?: number; limit: number }): Array<RedirectRule & { seq: number }>;
}

export function createRedirectStore(db: Db): RedirectStore {
  const select = db.prepare<[string], RedirectRule>(
    'SELECT from_path AS "from", to_path AS "to", code, reason FROM redirects WHERE from_path = ?',
  );
  const upsert = db.prepare<[string, string, number, string]>(
    `INSERT INTO redirects (from_path, to_path, code, reason) VALUES (?, ?, ?, ?)
     ON CONFLICT (from_path) DO UPDATE SET to_path = excluded.to_path, code = excluded.code, reason = excluded.reason`,
  );
  const remove = db.prepare<[string]>('DELETE FROM redirects WHERE from_path = ?');
  const page = db.prepare<[number, number], RedirectRule & { seq: number }>(
    'SELECT rowid AS seq, from_path AS "from", to_path AS "to", code, reason FROM redirects WHERE rowid < ? ORDER BY rowid DESC LIMIT ?',
  );
  return {
    find: (path) => select.get(path),
    put: (rule) => void upsert.run(rule.from, rule.to, rule.code, rule.reason),
    delete: (from) => remove.run(from).changes > 0,
    list: ({ before, limit }) => page.all(before ?? Number.MAX_SAFE_INTEGER, limit),
  };
}
