/** `results/{live|zone}`: settled games of a day, filtered by sport; live (default) or zone (synthetic) results. */
import { useId, useState } from 'react';
import { fetchResults, useHref, type CurrentRoute } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { ResultsTable } from '../components/Tables';
import { EmptyState, ErrorState, Skeleton } from '../components/StateViews';
import { useSports } from '../lib/data';
import { useRequest } from '../lib/use-request';
import { isoDate } from '../lib/params';
import { useTimeZone } from '../lib/settings';
import { useBT } from '../lib/use-bt';

export function ResultsPage({ route }: { route: CurrentRoute }) {
  const bt = useBT();
  const link = useHref();
  const timeZone = useTimeZone();
  const type = route.params['type'] === 'zone' ? 'zone' : 'live';
  const [date, setDate] = useState(() => isoDate(Date.now(), timeZone));
  const [sportId, setSportId] = useState<number | null>(null);
  const dateId = useId();
  const sportSelectId = useId();
  const sports = useSports({});
  const results = useRequest(`results:${type}:${date}:${sportId ?? ''}`, (signal) => fetchResults({ type, date, ...(sportId ? { sportId } : {}) }, signal));
  const title = `${bt('page_results')} · ${bt(`results_${type}`)}`;
  return (
    <PageFrame title={title}>
      <nav className="kk-section-switch" aria-label={bt('page_results')}>
        {(['live', 'zone'] as const).map((t) => (
          <a key={t} className="kk-chip" href={link('results', { type: t })} aria-current={t === type ? 'page' : undefined}>
            {bt(`results_${t}`)}
          </a>
        ))}
      </nav>
      <div className="kk-bet-filters">
        <label htmlFor={dateId}>{bt('res_date')}</label>
        <input id={dateId} type="date" value={date} max={isoDate(Date.now(), timeZone)} onChange={(e) => e.target.value && setDate(e.target.value)} />
        <label htmlFor={sportSelectId}>{bt('res_sport')}</label>
        <select id={sportSelectId} value={sportId ?? ''} onChange={(e) => setSportId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{bt('all_sports')}</option>
          {sports.state.status === 'ready' &&
            sports.state.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
        </select>
      </div>
      {results.state.status === 'loading' && <Skeleton rows={8} />}
      {results.state.status === 'error' && <ErrorState error={results.state.error} onRetry={results.retry} />}
      {results.state.status === 'ready' &&
        (results.state.data.data.length === 0 ? <EmptyState text={bt('no_results_day')} /> : <ResultsTable rows={results.state.data.data} caption={`${title}, ${date}`} />)}
    </PageFrame>
  );
}
