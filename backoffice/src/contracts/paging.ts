/**
 * Cursor paging of the console's lists: a page of rows newest first, `meta.next` the cursor of the
 * next (older) page or null on the last one. Every console list route answers this shape.
 */
import * as v from 'valibot';

export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 50;

export const PageMetaSchema = v.object({ next: v.nullable(v.union([v.number(), v.string()])) });

/** The schema of a page of `row`. */
export function pageSchema<TRow extends v.GenericSchema>(row: TRow) {
  return v.object({ data: v.array(row), meta: PageMetaSchema });
}

export type PageOf<T> = { data: T[]; meta: { next: number | string | null } };
