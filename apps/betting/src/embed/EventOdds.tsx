/**
 * `eventParcel` (`<kickoff-event game-id>`): one game as a row of the betting lists — teams, start
 * time or live score, the main market's odds buttons — polled like the lists (`games?ids=`: live
 * every 3 s, line every 15 s). A click adds the bet to the coupon as on the site. Props: `gameId`
 * (a positive whole number), checked here again.
 */
import { adaptiveFeedInterval, fetchGames, useStore } from '@kickoff/platform';
import { GameRow } from '../components/GamesList';
import { FeedStateView, NotFoundState } from '../components/StateViews';
import { useFeed } from '../lib/use-feed';
import { useBT } from '../lib/use-bt';
import { EMBED_PAGE_TYPE, EmbedFrame, InvalidProps, positiveId, useSiteGameHref } from './shared';

function EventOddsView({ gameId }: { gameId: number }) {
  const bt = useBT();
  const gameHref = useSiteGameHref();
  const feed = useFeed({
    key: `embed-event:${gameId}`,
    fetch: (since, signal) => fetchGames({ ids: [gameId] }, since, signal),
    interval: (store) => adaptiveFeedInterval(store),
  });
  const ids = useStore(feed.store.$gameIds);
  if (feed.store.hasData && !ids.includes(gameId)) return <NotFoundState text={bt('game_not_found')} />;
  return (
    <FeedStateView status={feed.status} hasData={feed.store.hasData} isEmpty={false} emptyText="" onRetry={feed.refresh} rows={1}>
      <ul className="kk-games">
        <GameRow store={feed.store} gameId={gameId} pageType={EMBED_PAGE_TYPE} gameHref={gameHref} tracker={false} />
      </ul>
    </FeedStateView>
  );
}

export function EventOdds(props: { gameId?: unknown }) {
  const gameId = positiveId(props.gameId);
  return (
    <EmbedFrame name="event">
      {gameId !== null ? <EventOddsView gameId={gameId} /> : <InvalidProps message="game-id must be a positive whole number" />}
    </EmbedFrame>
  );
}
