/**
 * The `terms` table: the current terms version and when it changed (players store the version they
 * accepted); `terms_changes`: what each version changed, in both languages, with optional tags.
 */
import type { Db } from '../../db/open';
import type { ReplyLanguage } from '../../http/lang';

export interface TermsRow {
  version: number;
  updated_at: string;
}

/** One change of a terms version as it is stored (both languages). */
export interface TermsChangeSeed {
  title: Readonly<Record<ReplyLanguage, string>>;
  summary: Readonly<Record<ReplyLanguage, string>>;
  tags: readonly string[];
}

/** One change in the reply's language. */
export interface TermsChangeRow {
  version: number;
  title: string;
  summary: string;
  tags: string[];
}

export interface TermsStore {
  current(): TermsRow;
  /** Publishes a new version (test API); returns it. */
  bump(updatedAt: string): TermsRow;
  /** Records what `version` changed (replaces its earlier list). */
  setChanges(version: number, changes: readonly TermsChangeSeed[]): void;
  /** The changes of the versions after `accepted` up to `current`, newest version first. */
  changesAfter(accepted: number, current: number, lang: ReplyLanguage): TermsChangeRow[];
}

interface ChangeRow {
  version: number;
  title_ru: string;
  title_en: string;
  summary_ru: string;
  summary_en: string;
  tags: string;
}

const parseTags = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
};

export function createTermsStore(db: Db): TermsStore {
  const current = db.prepare<[], TermsRow>('SELECT version, updated_at FROM terms WHERE id = 1');
  const bump = db.prepare<[string], TermsRow>(
    'UPDATE terms SET version = version + 1, updated_at = ? WHERE id = 1 RETURNING version, updated_at',
  );
  const deleteChanges = db.prepare<[number]>('DELETE FROM terms_changes WHERE version = ?');
  const insertChange = db.prepare<[number, number, string, string, string, string, string]>(
    'INSERT INTO terms_changes (version, position, title_ru, title_en, summary_ru, summary_en, tags) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const selectChanges = db.prepare<[number, number], ChangeRow>(
    'SELECT version, title_ru, title_en, summary_ru, summary_en, tags FROM terms_changes WHERE version > ? AND version <= ? ORDER BY version DESC, position',
  );
  const setChanges = db.transaction((version: number, changes: readonly TermsChangeSeed[]) => {
    deleteChanges.run(version);
    changes.forEach((change, position) => {
      insertChange.run(version, position, change.title.ru, change.title.en, change.summary.ru, change.summary.en, JSON.stringify(change.tags));
    });
  });
  return {
    current: () => current.get() ?? { version: 1, updated_at: new Date(0).toISOString() },
    bump(updatedAt) {
      const row = bump.get(updatedAt);
      if (!row) throw new Error('terms row missing: identity seed did not run');
      return row;
    },
    setChanges: (version, changes) => setChanges(version, changes),
    changesAfter: (accepted, upTo, lang) =>
      selectChanges.all(accepted, upTo).map((row) => ({
        version: row.version,
        title: lang === 'en' ? row.title_en : row.title_ru,
        summary: lang === 'en' ? row.summary_en : row.summary_ru,
        tags: parseTags(row.tags),
      })),
  };
}
