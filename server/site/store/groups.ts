/**
 * Config groups. `blocking-reasons` is backed by the `blocking_reasons` table; every other group
 * is a JSON value in `config_groups`.
 */
import type { Db } from '../../db/open';
import type { BlockingReason } from '@kickoff/contracts';

export const BLOCKING_REASONS_GROUP = 'blocking-reasons';

export interface GroupStore {
  /** Values of the named groups that exist (unvalidated JSON); unknown names are left out. */
  get(names: readonly string[]): Map<string, unknown>;
  /** Stores a group value (already validated by the caller). */
  put(name: string, value: unknown): void;
}

export function createGroupStore(db: Db): GroupStore {
  const selectGroup = db.prepare<[string], { value: string }>('SELECT value FROM config_groups WHERE name = ?');
  const upsertGroup = db.prepare<[string, string]>(
    'INSERT INTO config_groups (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  );
  const selectReasons = db.prepare<[], BlockingReason>('SELECT reason, page FROM blocking_reasons ORDER BY reason');
  const clearReasons = db.prepare('DELETE FROM blocking_reasons');
  const insertReason = db.prepare<[number, string]>('INSERT INTO blocking_reasons (reason, page) VALUES (?, ?)');

  const replaceReasons = db.transaction((reasons: readonly BlockingReason[]) => {
    clearReasons.run();
    for (const row of reasons) insertReason.run(row.reason, row.page);
  });

  return {
    get(names) {
      const found = new Map<string, unknown>();
      for (const name of names) {
        if (name === BLOCKING_REASONS_GROUP) {
          found.set(name, selectReasons.all());
          continue;
        }
        const row = selectGroup.get(name);
        if (row) found.set(name, JSON.parse(row.value) as unknown);
      }
      return found;
    },
    put(name, value) {
      if (name === BLOCKING_REASONS_GROUP) replaceReasons(value as readonly BlockingReason[]);
      else upsertGroup.run(name, JSON.stringify(value));
    },
  };
}
