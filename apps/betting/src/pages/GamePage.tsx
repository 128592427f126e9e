/**
 * A game page (sports-game, betsonyour/topgame/marble/team-game, championship -game, cyber-game):
 * the game header and every market grouped by kind, polled at 3 s live, 15 s line, 2 s synthetic.
 * An unknown or malformed game id shows "not found" inside the page.
 */
import { Suspense } from 'react';
import { adaptiveFeedInterval, fetchGame, isNotFound, useHref, useHydrated, useStore, type CurrentRoute, type Section } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { GameHeader } from '../components/GameHeader';
import { MarketsView } from '../components/MarketsView';
import { ErrorState, NotFoundState, Skeleton, StaleBanner } from '../components/StateViews';
import { useFeed } from '../lib/use-feed';
import { parseId } from '../lib/params';
import { useBT } from '../lib/use-bt';
import { MatchCentre } from '../match-centre/load';
import { GameVideo } from '../media/load';

/**
 * A live game's match centre (issue 27): its code loads on use, after the page is hydrated (the server
 * never draws it, so a drawn first view needs none of it). Its own state: the header's ticks do not render it.
 */
function LiveMatchCentre({ store, gameId }: { store: ReturnType<typeof useFeed>['store']; gameId: number }) {
  const hydrated = useHydrated();
  const game = useStore(store.gameStore(gameId));
  if (!hydrated || !game || game.section !== 'live' || game.isFinished) return null;
  return (
    <Suspense fallback={<Skeleton rows={3} />}>
      <MatchCentre gameId={gameId} sport={game.sportSlug} team1={game.team1} team2={game.team2} />
    </Suspense>
  );
}

/**
 * A live game's video (issue 27), for games flagged with video: its code loads on use, after hydration; the
 * player presses "Watch" (a guest is asked to sign in); in stream mode (`/{lang}/stream/...`) it opens at once.
 */
function LiveGameVideo({ store, gameId, title, stream }: { store: ReturnType<typeof useFeed>['store']; gameId: number; title: string; stream: boolean }) {
  const hydrated = useHydrated();
  const game = useStore(store.gameStore(gameId));
  if (!hydrated || !game || game.section !== 'live' || game.isFinished || !game.hasVideo) return null;
  return (
    <Suspense fallback={null}>
      <GameVideo gameId={gameId} sportId={game.sportId} title={title} gameLink={`${location.pathname}${location.search}`} autoOpen={stream} />
    </Suspense>
  );
}

/** The list page a game page goes back to. */
function backLink(route: CurrentRoute, link: ReturnType<typeof useHref>): string {
  const p = route.params;
  const pageType = route.data['pageType'];
  if (route.name === 'cyber-game') return link('cyber-discipline', { type: p['type'] ?? 'real', discipline: p['discipline'] ?? '' });
  if (route.name === 'sports-menu-game') return link('sports-menu', { section: p['section'] ?? 'live', menuSection: p['menuSection'] ?? 'video', sport: p['sport'] ?? '', champ: p['champ'] ?? '' });
  if (route.name.endsWith('-game') && pageType && !p['section']) return link(pageType);
  const list = pageType && pageType !== 'home' ? pageType : 'sports';
  return link(list, { section: p['section'] ?? 'line', sport: p['sport'] ?? '', champ: p['champ'] ?? '', ...(p['team'] ? { team: p['team'] } : {}) });
}

export function GamePage({ route }: { route: CurrentRoute }) {
  const bt = useBT();
  const link = useHref();
  const gameId = parseId(route.params['game']);
  const section = route.params['section'] as Section | undefined;
  const pageType = route.data['pageType'] ?? (route.name.startsWith('cyber') ? 'cyber' : 'home');
  const feed = useFeed({
    key: gameId === null ? null : `game:${gameId}`,
    fetch: (since, signal) => fetchGame(gameId ?? 0, since, signal),
    interval: (store) => adaptiveFeedInterval(store, { section: section ?? null, game: true, synthetic: pageType === 'marble' }),
    isFatal: isNotFound,
  });
  const ids = useStore(feed.store.$gameIds);
  const back = backLink(route, link);
  const game = gameId !== null && ids.includes(gameId) ? feed.store.game(gameId) : null;
  const title = game ? `${game.team1} — ${game.team2}` : bt('game_title');

  let body: React.ReactNode;
  if (gameId === null || (feed.status.phase === 'error' && isNotFound(feed.status.error) && !feed.store.hasData)) {
    body = <NotFoundState text={bt('game_not_found')} homeHref={back} />;
  } else if (!feed.store.hasData) {
    body = feed.status.phase === 'error' ? <ErrorState error={feed.status.error} onRetry={feed.refresh} /> : <Skeleton rows={8} />;
  } else if (!game) {
    body = <NotFoundState text={bt('game_gone')} homeHref={back} />;
  } else {
    body = (
      <>
        <StaleBanner status={feed.status} onRetry={feed.refresh} />
        <GameHeader store={feed.store} gameId={gameId} level={2} />
        <LiveGameVideo store={feed.store} gameId={gameId} title={title} stream={route.params['stream'] === '1'} />
        <LiveMatchCentre store={feed.store} gameId={gameId} />
        <MarketsView store={feed.store} gameId={gameId} pageType={pageType} />
      </>
    );
  }
  return (
    <PageFrame title={title} className="kk-betting--game">
      <p>
        <a href={back} className="kk-back">
          ← {bt('back_to_list')}
        </a>
      </p>
      {body}
    </PageFrame>
  );
}
