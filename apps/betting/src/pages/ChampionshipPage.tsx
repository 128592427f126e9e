/**
 * Championship pages (champ, epl, laliga, europaleague, ipl, scf, fifacwc, nbafinals): the
 * championship whose `pageType` equals the route's page type, its games (line and live) and its
 * standings; the `-final` child shows the final (the last games by start time). The four themed
 * pages (route.theme 'championship') get the themed banner.
 */
import { useCallback } from 'react';
import { adaptiveFeedInterval, fetchGames, fetchStandings, StandingsResponseSchema, useHref, type CurrentRoute, type GameHeader, type GameOrder } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { GamesList } from '../components/GamesList';
import { StandingsTable } from '../components/Tables';
import { EmptyState, ErrorState, Skeleton } from '../components/StateViews';
import { useFeed } from '../lib/use-feed';
import { useChamps } from '../lib/data';
import { useRequest } from '../lib/use-request';
import { gameParam } from '../lib/params';
import { useBT } from '../lib/use-bt';

const latestFirst: GameOrder = (a, b) => b.startAt - a.startAt;
const FINAL_GAMES = 2;

export function ChampionshipPage({ route }: { route: CurrentRoute }) {
  const bt = useBT();
  const link = useHref();
  const pageType = route.data['pageType'] ?? 'champ';
  const isFinal = route.name.endsWith('-final');
  const themed = route.theme === 'championship';
  const champs = useChamps({});
  const champ = champs.state.status === 'ready' ? (champs.state.data.data.find((c) => c.pageType === pageType) ?? null) : undefined;
  const feed = useFeed({
    key: champ ? `champ:${champ.id}:${isFinal ? 'final' : 'all'}` : null,
    fetch: (since, signal) => fetchGames({ champId: champ?.id ?? 0 }, since, signal),
    interval: (store) => adaptiveFeedInterval(store),
    ...(isFinal ? { order: latestFirst } : {}),
  });
  const standings = useRequest(champ ? `standings:${champ.id}` : null, (signal) => fetchStandings(champ?.id ?? 0, signal), StandingsResponseSchema);
  const gameHref = useCallback((g: GameHeader) => link(`${pageType}-game`, { game: gameParam(g) }), [link, pageType]);
  const name = champ?.name ?? bt(`champ_page_${pageType}`);
  const title = isFinal ? `${name} · ${bt('final')}` : name;

  const banner = (
    <div className={`kk-champ-banner${themed ? ' kk-champ-banner--themed' : ''}`} data-theme={themed ? 'championship' : undefined}>
      <p className="kk-champ-banner__kicker">{bt(`champ_page_${pageType}`)}</p>
      <nav aria-label={bt('champ_nav')} className="kk-champ-banner__nav">
        <a href={link(pageType)} aria-current={!isFinal ? 'page' : undefined}>
          {bt('champ_games')}
        </a>
        <a href={link(`${pageType}-final`)} aria-current={isFinal ? 'page' : undefined}>
          {bt('final')}
        </a>
      </nav>
    </div>
  );

  let body: React.ReactNode;
  if (champs.state.status === 'loading') body = <Skeleton rows={6} />;
  else if (champs.state.status === 'error') body = <ErrorState error={champs.state.error} onRetry={champs.retry} />;
  else if (!champ) body = <EmptyState text={bt('champ_page_empty')} />;
  else
    body = (
      <div className="kk-champ">
        <section aria-labelledby="kk-champ-games">
          <h2 id="kk-champ-games">{isFinal ? bt('final_games') : bt('champ_games')}</h2>
          <GamesList feed={feed} pageType={pageType} gameHref={gameHref} emptyText={bt('no_games')} {...(isFinal ? { limit: FINAL_GAMES } : {})} />
        </section>
        <section aria-labelledby="kk-champ-standings">
          <h2 id="kk-champ-standings">{bt('standings')}</h2>
          {standings.state.status === 'loading' && <Skeleton rows={4} />}
          {standings.state.status === 'error' && <ErrorState error={standings.state.error} onRetry={standings.retry} />}
          {standings.state.status === 'ready' &&
            (standings.state.data.data.length === 0 ? (
              <EmptyState text={bt('no_standings')} />
            ) : (
              <StandingsTable rows={standings.state.data.data} caption={standings.state.data.champName} />
            ))}
        </section>
      </div>
    );

  return (
    <PageFrame title={title} className={`kk-betting--champ${themed ? ' kk-betting--themed' : ''}`} banner={banner}>
      {body}
    </PageFrame>
  );
}
