/**
 * Cursor paging kept in the query string: `?before=<cursor>` is the page shown, `?back=a,b` the cursors
 * of the newer pages before it, so "Newer" and "Older" work after a reload and in a shared link.
 * Pure: the screen's filter change calls `firstPage()` (a new filter starts from the newest rows).
 */
export interface CursorState {
  /** The cursor of the page shown (undefined: the newest page). */
  before: string | undefined;
  /** The cursors of the newer pages, oldest last. */
  back: readonly string[];
}

const SAFE = /^[A-Za-z0-9_.:-]{1,64}$/;

export function cursorState(query: URLSearchParams): CursorState {
  const before = query.get('before') ?? undefined;
  const back = (query.get('back') ?? '').split(',').filter((c) => SAFE.test(c));
  return before !== undefined && SAFE.test(before) ? { before, back } : { before: undefined, back: [] };
}

/** The query changes that show the next (older) page. */
export function olderPage(state: CursorState, next: string | number): Record<string, string | null> {
  const back = state.before === undefined ? state.back : [...state.back, state.before];
  return { before: String(next), back: back.length ? back.join(',') : null };
}

/** The query changes that show the previous (newer) page. */
export function newerPage(state: CursorState): Record<string, string | null> {
  if (state.back.length === 0) return firstPage();
  const back = state.back.slice(0, -1);
  return { before: state.back.at(-1) ?? null, back: back.length ? back.join(',') : null };
}

export function firstPage(): Record<string, null> {
  return { before: null, back: null };
}
