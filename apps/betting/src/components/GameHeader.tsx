/** The header of a game page (and of a multi-view card): teams, score, period, timer, status. */
import { formatStartDateTime, useStore, type FeedStore } from '@kickoff/platform';
import { GameTimer } from './GameTimer';
import { useTimeZone } from '../lib/settings';
import { useBT } from '../lib/use-bt';

export function GameHeader({ store, gameId, level = 1, href }: { store: FeedStore; gameId: number; level?: 1 | 2 | 3; href?: string }) {
  const bt = useBT();
  const game = useStore(store.gameStore(gameId));
  const timeZone = useTimeZone();
  if (!game) return null;
  const Heading = `h${level}` as 'h1' | 'h2' | 'h3';
  const hasScore = game.score1 !== null && game.score2 !== null;
  const title = `${game.team1} — ${game.team2}`;
  return (
    <header className="kk-game-header" data-game-id={gameId} data-status={game.statusId}>
      <p className="kk-game-header__champ">
        {game.sportName} · {game.champName}
      </p>
      <Heading className="kk-game-header__teams">{href ? <a href={href}>{title}</a> : title}</Heading>
      <div className="kk-game-header__line">
        {hasScore && (
          <span className="kk-game-header__score">
            {game.score1}:{game.score2}
          </span>
        )}
        {game.scoreFormatted && <span className="kk-muted">{game.scoreFormatted}</span>}
        {game.period && <span className="kk-game-header__period">{game.period}</span>}
        <GameTimer timer={game.timer} className="kk-timer kk-game-header__timer" />
        <span className="kk-game-header__status" data-state={`status-${game.statusId}`}>
          {bt(`game_status_${game.statusId}`)}
        </span>
        <time className="kk-muted" dateTime={new Date(game.startAt * 1000).toISOString()}>
          {formatStartDateTime(game.startAt, timeZone)}
        </time>
        <span className="kk-muted">
          {bt('game_number')} {game.number}
        </span>
      </div>
    </header>
  );
}
