/** The `terms` table: the current terms version and when it changed (players store the version they accepted). */
import type { Db } from '../../db/open';

export interface TermsRow {
  version: number;
  updated_at: string;
}

export interface TermsStore {
  current(): TermsRow;
  /** Publishes a new version (test API); returns it. */
  bump(updatedAt: string): TermsRow;
}

export function createTermsStore(db: Db): TermsStore {
  const current = db.prepare<[], TermsRow>('SELECT version, updated_at FROM terms WHERE id = 1');
  const bump = db.prepare<[string], TermsRow>(
    'UPDATE terms SET version = version + 1, updated_at = ? WHERE id = 1 RETURNING version, updated_at',
  );
  return {
    current: () => current.get() ?? { version: 1, updated_at: new Date(0).toISOString() },
    bump(updatedAt) {
      const row = bump.get(updatedAt);
      if (!row) throw new Error('terms row missing: identity seed did not run');
      return row;
    },
  };
}
