/**
 * Statistics: standings of a championship chosen from a select (kept in the URL as `?champId=`).
 * `statisticpopup` is the compact version (no toolbar, short table) for a small window.
 */
import { useId } from 'react';
import { fetchStandings, navigate, useHref, type CurrentRoute } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { StandingsTable } from '../components/Tables';
import { EmptyState, ErrorState, NotFoundState, Skeleton } from '../components/StateViews';
import { useChamps, useSports } from '../lib/data';
import { useRequest } from '../lib/use-request';
import { parseId, queryParam } from '../lib/params';
import { useBT } from '../lib/use-bt';

export function StatisticPage({ route }: { route: CurrentRoute }) {
  const bt = useBT();
  const link = useHref();
  const selectId = useId();
  const compact = route.name === 'statisticpopup';
  const rawChamp = queryParam(route.search, 'champId');
  const champId = parseId(rawChamp);
  const champs = useChamps({});
  const sports = useSports({});
  const sportName = (id: number) => (sports.state.status === 'ready' ? sports.state.data.find((sp) => sp.id === id)?.name : undefined) ?? '';
  const standings = useRequest(champId !== null ? `standings:${champId}` : null, (signal) => fetchStandings(champId ?? 0, signal));
  const list = champs.state.status === 'ready' ? [...champs.state.data.data].sort((a, b) => a.name.localeCompare(b.name)) : [];
  const unknown = rawChamp !== null && (champId === null || (champs.state.status === 'ready' && !list.some((c) => c.id === champId)));

  let body: React.ReactNode;
  if (champId === null && !unknown) body = <p className="kk-muted">{bt('stat_choose')}</p>;
  else if (unknown) body = <NotFoundState text={bt('champ_id_not_found', { id: rawChamp ?? '' })} />;
  else if (standings.state.status === 'loading') body = <Skeleton rows={8} />;
  else if (standings.state.status === 'error') body = <ErrorState error={standings.state.error} onRetry={standings.retry} />;
  else if (standings.state.data.data.length === 0) body = <EmptyState text={bt('no_standings')} />;
  else body = <StandingsTable rows={standings.state.data.data} caption={standings.state.data.champName} compact={compact} />;

  return (
    <PageFrame title={bt('page_statistic')} toolbar={false} className={compact ? 'kk-betting--compact' : ''}>
      <div className="kk-bet-filters">
        <label htmlFor={selectId}>{bt('stat_champ')}</label>
        <select
          id={selectId}
          value={champId ?? ''}
          disabled={champs.state.status !== 'ready'}
          onChange={(e) => navigate(link(route.name, {}, e.target.value ? { champId: e.target.value } : {}))}
        >
          <option value="">{champs.state.status === 'loading' ? bt('loading') : bt('stat_choose_option')}</option>
          {[...new Set(list.map((c) => c.sportId))].map((sportId) => (
            <optgroup key={sportId} label={sportName(sportId) || bt('stat_champ')}>
              {list
                .filter((c) => c.sportId === sportId)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      {champs.state.status === 'error' && <ErrorState error={champs.state.error} onRetry={champs.retry} />}
      {body}
    </PageFrame>
  );
}
