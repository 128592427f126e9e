/**
 * The games list of a feed. The list subscribes only to the ids (structure), each row to its own
 * game header and market layout, each odds button to its own odd: an odd that moves updates one
 * button, never the list or the row (see OddsButton).
 */
import { memo } from 'react';
import { formatStartDateTime, useStore, type FeedStore, type GameHeader } from '@kickoff/platform';
import { OddsButton } from '../odds/OddsButton';
import { GameTimer } from './GameTimer';
import { FeedStateView } from './StateViews';
import type { FeedHandle } from '../lib/use-feed';
import { useTimeZone } from '../lib/settings';
import { useBT } from '../lib/use-bt';
import { countRender } from '../lib/render-count';

export type GameHref = (game: GameHeader) => string;

interface RowProps {
  store: FeedStore;
  gameId: number;
  pageType: string;
  gameHref: GameHref;
}

/** How many odds a row shows (the main market: 1X2 or winner). */
export const MAIN_ODDS = 3;

function GameRowImpl({ store, gameId, pageType, gameHref }: RowProps) {
  if (process.env.NODE_ENV !== 'production') countRender(`row:${gameId}`);
  const bt = useBT();
  const game = useStore(store.gameStore(gameId));
  const markets = useStore(store.marketsStore(gameId));
  const timeZone = useTimeZone();
  if (!game) return null;
  const main = markets[0];
  const isLive = game.section === 'live';
  const odds = main ? main.odds.slice(0, MAIN_ODDS) : [];
  const titleId = `kk-game-${gameId}`;
  return (
    <li className="kk-game" data-game-id={gameId} aria-labelledby={titleId}>
      <div className="kk-game__info">
        <a id={titleId} className="kk-game__teams" href={gameHref(game)}>
          <span>{game.team1}</span>
          <span className="kk-game__vs" aria-hidden="true">—</span>
          <span className="kk-visually-hidden"> {bt('versus')} </span>
          <span>{game.team2}</span>
        </a>
        <div className="kk-game__meta">
          <span>{game.champName}</span>
          {isLive ? (
            <>
              {game.period && <span className="kk-game__period">{game.period}</span>}
              <GameTimer timer={game.timer} />
            </>
          ) : (
            <time dateTime={new Date(game.startAt * 1000).toISOString()}>{formatStartDateTime(game.startAt, timeZone)}</time>
          )}
          {game.hasVideo && <span className="kk-game__video">{bt('video')}</span>}
        </div>
      </div>
      <div className="kk-game__score">
        {isLive && game.score1 !== null && game.score2 !== null ? `${game.score1}:${game.score2}` : ''}
      </div>
      <div className="kk-game__odds" role="group" aria-label={main?.name ?? bt('main_market')}>
        {odds.map((odd) => (
          <OddsButton key={odd.id} store={store} gameId={gameId} oddId={odd.id} pageType={pageType} label={odd.name} />
        ))}
        {Array.from({ length: MAIN_ODDS - odds.length }, (_, i) => (
          <span key={`empty-${i}`} className="kk-odd kk-odd--empty" aria-hidden="true">
            —
          </span>
        ))}
      </div>
      <a className="kk-game__more" href={gameHref(game)} aria-label={bt('all_markets_of', { count: game.marketsCount, teams: `${game.team1} — ${game.team2}` })}>
        +{game.marketsCount}
      </a>
    </li>
  );
}

export const GameRow = memo(GameRowImpl);

export interface GamesListProps {
  feed: FeedHandle;
  pageType: string;
  gameHref: GameHref;
  emptyText: string;
  /** Show at most this many games (the final of a championship). */
  limit?: number;
  label?: string;
}

function GamesListViewImpl({ store, pageType, gameHref, limit, label }: { store: FeedStore; pageType: string; gameHref: GameHref; limit?: number; label?: string }) {
  if (process.env.NODE_ENV !== 'production') countRender('list');
  const ids = useStore(store.$gameIds);
  const shown = limit ? ids.slice(0, limit) : ids;
  return (
    <ul className="kk-games" aria-label={label}>
      {shown.map((id) => (
        <GameRow key={id} store={store} gameId={id} pageType={pageType} gameHref={gameHref} />
      ))}
    </ul>
  );
}

export function GamesList({ feed, pageType, gameHref, emptyText, limit, label }: GamesListProps) {
  const ids = useStore(feed.store.$gameIds);
  return (
    <FeedStateView status={feed.status} hasData={feed.store.hasData} isEmpty={ids.length === 0} emptyText={emptyText} onRetry={feed.refresh}>
      <GamesListView store={feed.store} pageType={pageType} gameHref={gameHref} {...(limit ? { limit } : {})} {...(label ? { label } : {})} />
    </FeedStateView>
  );
}

export const GamesListView = memo(GamesListViewImpl);
