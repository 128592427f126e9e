/**
 * The games list of a feed. The list subscribes only to the ids (structure), each row to its own
 * game header and market layout, each odds button to its own odd: an odd that moves updates one
 * button, never the list or the row (see OddsButton).
 */
import { memo, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { formatStartDateTime, useStore, useT, type FeedStore, type GameHeader } from '@kickoff/platform';
import { MatchCentre } from '../match-centre/load';
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
  /** A live row's match tracker button and panel (not in the embeds). */
  tracker?: boolean;
}

/** How many odds a row shows (the main market: 1X2 or winner). */
export const MAIN_ODDS = 3;

function GameRowImpl({ store, gameId, pageType, gameHref, tracker = true }: RowProps) {
  if (process.env.NODE_ENV !== 'production') countRender(`row:${gameId}`);
  const bt = useBT();
  const game = useStore(store.gameStore(gameId));
  const markets = useStore(store.marketsStore(gameId));
  const timeZone = useTimeZone();
  const [trackerOpen, setTrackerOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  if (!game) return null;
  const main = markets[0];
  const isLive = game.section === 'live';
  const odds = main ? main.odds.slice(0, MAIN_ODDS) : [];
  const titleId = `kk-game-${gameId}`;
  const panelId = `kk-game-${gameId}-tracker`;
  const teams = `${game.team1} – ${game.team2}`;
  const withTracker = tracker && isLive && !game.isFinished;
  // Escape on the button or in the open panel closes it and gives the focus back to the button.
  const onPanelKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !trackerOpen) return;
    e.stopPropagation();
    setTrackerOpen(false);
    toggle.current?.focus();
  };
  return (
    <li className={`kk-game${withTracker && trackerOpen ? ' kk-game--tracker-open' : ''}`} data-game-id={gameId} aria-labelledby={titleId}>
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
          {withTracker && (
            <button
              ref={toggle}
              type="button"
              className="kk-game__tracker-toggle"
              aria-expanded={trackerOpen}
              aria-controls={trackerOpen ? panelId : undefined}
              aria-label={bt('match_tracker_of', { teams })}
              onClick={() => setTrackerOpen((open) => !open)}
              onKeyDown={onPanelKey}
            >
              {bt('match_tracker')}
            </button>
          )}
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
      {withTracker && trackerOpen && (
        <div id={panelId} className="kk-game__tracker" role="region" aria-label={bt('match_tracker_of', { teams })} onKeyDown={onPanelKey}>
          <Suspense fallback={<TrackerLoading />}>
            <MatchCentre gameId={gameId} sport={game.sportSlug} team1={game.team1} team2={game.team2} compact />
          </Suspense>
        </div>
      )}
    </li>
  );
}

function TrackerLoading() {
  const t = useT();
  return (
    <p className="kk-muted" role="status">
      {t('main_loading')}
    </p>
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
  /** Live rows get a match tracker button (default); the embeds turn it off. */
  tracker?: boolean;
}

function GamesListViewImpl({
  store,
  pageType,
  gameHref,
  limit,
  label,
  tracker = true,
}: {
  store: FeedStore;
  pageType: string;
  gameHref: GameHref;
  limit?: number;
  label?: string;
  tracker?: boolean;
}) {
  if (process.env.NODE_ENV !== 'production') countRender('list');
  const ids = useStore(store.$gameIds);
  const shown = limit ? ids.slice(0, limit) : ids;
  return (
    <ul className="kk-games" aria-label={label}>
      {shown.map((id) => (
        <GameRow key={id} store={store} gameId={id} pageType={pageType} gameHref={gameHref} tracker={tracker} />
      ))}
    </ul>
  );
}

export function GamesList({ feed, pageType, gameHref, emptyText, limit, label, tracker = true }: GamesListProps) {
  const ids = useStore(feed.store.$gameIds);
  return (
    <FeedStateView status={feed.status} hasData={feed.store.hasData} isEmpty={ids.length === 0} emptyText={emptyText} onRetry={feed.refresh}>
      <GamesListView store={feed.store} pageType={pageType} gameHref={gameHref} {...(limit ? { limit } : {})} {...(label ? { label } : {})} tracker={tracker} />
    </FeedStateView>
  );
}

export const GamesListView = memo(GamesListViewImpl);
