/** The list filters of a section page: provider, game type (the spec's casino game filters) and sort, kept in the address. */
import { useId, type ReactNode } from 'react';
import { navigate, useT } from '@kickoff/platform';
import { GAME_GENRES, SORTS, type Genre, type Sort } from '../contracts/catalogue';
import { catalogueReads } from './calls';
import { listSearchOf, type ListQuery } from './routes';
import { k } from './setup';
import { useCatalogue } from './use-catalogue';

/** A labelled select (label and control tied by id, so the control's name is the label alone). */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="kk-casino__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

export function Filters({ query, hrefOf, showProvider = true }: { query: ListQuery; hrefOf: (search: Record<string, string>) => string; showProvider?: boolean }) {
  const t = useT();
  const [providers] = useCatalogue(catalogueReads.providers);
  // A changed filter starts again from the first page.
  const go = (next: Partial<ListQuery>) => navigate(hrefOf(listSearchOf({ ...query, ...next, page: 1 })));
  return (
    <div className="kk-casino__filters" role="group" aria-label={t(k('filters_label'))}>
      {showProvider && (
        <Field label={t(k('filter_provider'))}>
          {(id) => (
            <select id={id} value={query.provider ?? ''} onChange={(e) => go({ provider: e.target.value || undefined })}>
              <option value="">{t(k('filter_all'))}</option>
              {providers.status === 'ready' && providers.data.providers.map((p) => <option key={p.slug} value={p.slug}>{p.name}</option>)}
            </select>
          )}
        </Field>
      )}
      <Field label={t(k('filter_genre'))}>
        {(id) => (
          <select id={id} value={query.genre ?? ''} onChange={(e) => go({ genre: (e.target.value || undefined) as Genre | undefined })}>
            <option value="">{t(k('filter_all'))}</option>
            {GAME_GENRES.map((g) => <option key={g} value={g}>{t(k(`genre_${g}`))}</option>)}
          </select>
        )}
      </Field>
      <Field label={t(k('filter_sort'))}>
        {(id) => (
          <select id={id} value={query.sort ?? 'popular'} onChange={(e) => go({ sort: e.target.value === 'popular' ? undefined : (e.target.value as Sort) })}>
            {SORTS.map((s) => <option key={s} value={s}>{t(k(`sort_${s}`))}</option>)}
          </select>
        )}
      </Field>
    </div>
  );
}

/** Previous / next page links of a list. */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="kk-pager" aria-label={t(k('pages_label'))}>
      {page > 1 && <a href={hrefOf(page - 1)} rel="prev">{t(k('page_prev'))}</a>}
      <span>{t(k('page_of'), { page, pages })}</span>
      {page < pages && <a href={hrefOf(page + 1)} rel="next">{t(k('page_next'))}</a>}
    </nav>
  );
}
