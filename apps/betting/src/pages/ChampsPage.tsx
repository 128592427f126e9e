/** `champs/{champId?}`: results of one championship; without an id, the championships to choose from. */
import { fetchResults, useHref, type CurrentRoute } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { ResultsTable } from '../components/Tables';
import { EmptyState, ErrorState, NotFoundState, Skeleton } from '../components/StateViews';
import { useChamps } from '../lib/data';
import { useRequest } from '../lib/use-request';
import { parseId } from '../lib/params';
import { useBT } from '../lib/use-bt';

export function ChampsPage({ route }: { route: CurrentRoute }) {
  const bt = useBT();
  const link = useHref();
  const raw = route.params['champId'];
  const champId = parseId(raw);
  const champs = useChamps({});
  const results = useRequest(champId !== null ? `champ-results:${champId}` : null, (signal) => fetchResults({ champId: champId ?? 0 }, signal));
  const champ = champs.state.status === 'ready' && champId !== null ? champs.state.data.data.find((c) => c.id === champId) : undefined;

  if (raw === undefined) {
    return (
      <PageFrame title={bt('page_champs')}>
        {champs.state.status === 'loading' && <Skeleton rows={8} />}
        {champs.state.status === 'error' && <ErrorState error={champs.state.error} onRetry={champs.retry} />}
        {champs.state.status === 'ready' &&
          (champs.state.data.data.length === 0 ? (
            <EmptyState text={bt('no_champs')} />
          ) : (
            <nav aria-label={bt('page_champs')}>
              <ul className="kk-link-grid">
                {[...champs.state.data.data]
                  .sort((a, b) => a.name.localeCompare(b.name))
                  .map((c) => (
                    <li key={c.id}>
                      <a href={link('champs', { champId: String(c.id) })}>{c.name}</a>
                      {c.countryName && <span className="kk-muted"> · {c.countryName}</span>}
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
      </PageFrame>
    );
  }

  const unknown = champId === null || (champs.state.status === 'ready' && !champ);
  const title = champ ? `${bt('page_champs')} · ${champ.name}` : bt('page_champs');
  return (
    <PageFrame title={title}>
      <p>
        <a href={link('champs')}>← {bt('all_champs')}</a>
      </p>
      {unknown ? (
        <NotFoundState text={bt('champ_id_not_found', { id: raw })} homeHref={link('champs')} />
      ) : results.state.status === 'loading' ? (
        <Skeleton rows={8} />
      ) : results.state.status === 'error' ? (
        <ErrorState error={results.state.error} onRetry={results.retry} />
      ) : results.state.data.data.length === 0 ? (
        <EmptyState text={bt('no_results')} />
      ) : (
        <ResultsTable rows={results.state.data.data} caption={champ?.name ?? ''} showChamp={false} />
      )}
    </PageFrame>
  );
}
