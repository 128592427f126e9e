/** `casino-search?q=`: the games whose name or provider matches, a typo tolerated, best match first. */
import { useCallback } from 'react';
import { useResource, useRoute, useT } from '@kickoff/platform';
import { MIN_SEARCH_LENGTH } from '../contracts/catalogue';
import { catalogueCalls } from './calls';
import { SearchForm } from './SearchForm';
import { SectionNav } from './SectionNav';
import { k } from './setup';
import { GameGrid, Loaded, usePageTitle } from './ui';

function Results({ q }: { q: string }) {
  const t = useT();
  const load = useCallback((lang: string, signal: AbortSignal) => catalogueCalls.games({ q, size: 48 }, lang, signal), [q]);
  const [state, retry] = useResource(load);
  return (
    <Loaded state={state} retry={retry}>
      {(page) =>
        page.total === 0 ? (
          <p className="kk-casino__empty" role="status">{t(k('search_nothing'), { q })}</p>
        ) : (
          <>
            <p className="kk-muted" role="status">{t(k('games_found'), { count: page.total })}</p>
            <GameGrid games={page.items} label={t(k('search_results'))} />
          </>
        )
      }
    </Loaded>
  );
}

export function SearchPage() {
  const t = useT();
  const route = useRoute();
  const q = (new URLSearchParams(route?.search ?? '').get('q') ?? '').trim().slice(0, 60);
  usePageTitle(t(k('search_title')));
  return (
    <div className="kk-casino" data-app="casino">
      <h1 className="kk-page-title">{t(k('search_title'))}</h1>
      <SearchForm key={`form:${q}`} initial={q} />
      <SectionNav />
      {q.length >= MIN_SEARCH_LENGTH ? <Results key={`results:${q}`} q={q} /> : <p className="kk-muted">{t(k('search_hint'), { count: MIN_SEARCH_LENGTH })}</p>}
    </div>
  );
}
