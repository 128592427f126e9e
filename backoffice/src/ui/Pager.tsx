/** "Newer" / "Older" for a cursor-paged list (./cursor-pages.ts); the state lives in the query string. */
import { replaceQuery } from '../routing/router';
import { useT } from '../i18n';
import { newerPage, olderPage, type CursorState } from './cursor-pages';

export function Pager({ cursor, next, label }: { cursor: CursorState; next: string | number | null; label: string }) {
  const t = useT();
  const atNewest = cursor.before === undefined;
  return (
    <nav className="bo-pager" aria-label={label}>
      <button type="button" className="kk-button kk-button--ghost" disabled={atNewest} onClick={() => replaceQuery(newerPage(cursor))}>
        {t('page_newer')}
      </button>
      <button type="button" className="kk-button kk-button--ghost" disabled={next === null} onClick={() => next !== null && replaceQuery(olderPage(cursor, next))}>
        {t('page_older')}
      </button>
    </nav>
  );
}
