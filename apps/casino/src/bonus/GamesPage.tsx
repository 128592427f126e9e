/**
 * `games`: the daily bonus games (each once a UTC day, won in club points) with whether the player can
 * play now, and the TV games of the catalogue.
 */
import { useCallback } from 'react';
import { $language, useHref, useResource, useStore, useT } from '@kickoff/platform';
import type { BonusGame } from '../contracts/bonus-games';
import { catalogueCalls } from '../catalogue/calls';
import { GameGrid, Loaded, usePageTitle } from '../catalogue/ui';
import { bonusCalls } from './calls';
import { b } from './setup';

export function useTime(): (ms: number) => string {
  const lang = useStore($language);
  return (ms) => new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' }).format(ms);
}

function BonusCard({ game }: { game: BonusGame }) {
  const t = useT();
  const link = useHref();
  const time = useTime();
  const min = Math.min(...game.prizes);
  const max = Math.max(...game.prizes);
  return (
    <li className="kk-bonus-card">
      <h3>{game.title}</h3>
      <p>{game.description}</p>
      <p className="kk-muted">{t(b('prizes'), { min, max })}</p>
      {game.available === false && game.nextAt !== null && <p className="kk-muted">{t(b('next_at'), { time: time(game.nextAt) })}</p>}
      <a className="kk-button" href={link('games-game', { gameRoute: game.route })} aria-label={`${t(b('play_now'))}: ${game.title}`}>{t(b('play_now'))}</a>
    </li>
  );
}

function TvGames() {
  const t = useT();
  const load = useCallback((lang: string, signal: AbortSignal) => catalogueCalls.games({ section: 'tvgames', size: 24 }, lang, signal), []);
  const [state, retry] = useResource(load);
  return (
    <section aria-labelledby="kk-tv-games">
      <h2 id="kk-tv-games">{t(b('tv_title'))}</h2>
      <Loaded state={state} retry={retry}>{(page) => <GameGrid games={page.items} label={t(b('tv_title'))} />}</Loaded>
    </section>
  );
}

export function GamesPage() {
  const t = useT();
  const link = useHref();
  const load = useCallback((lang: string, signal: AbortSignal) => bonusCalls.list(lang, signal), []);
  const [state, retry] = useResource(load);
  usePageTitle(t(b('games_title')));
  return (
    <div className="kk-casino" data-app="casino">
      <h1 className="kk-page-title">{t(b('games_title'))}</h1>
      <section aria-labelledby="kk-bonus-games">
        <h2 id="kk-bonus-games">{t(b('bonus_title'))}</h2>
        <p>{t(b('bonus_intro'))} <a href={link('points')}>{t(b('points_link'))}</a></p>
        <Loaded state={state} retry={retry} placeholder={<p role="status" aria-busy="true" className="kk-muted">{t(b('loading'))}</p>}>
          {(data) => (
            <ul className="kk-bonus-list">
              {data.items.map((g) => <BonusCard key={g.route} game={g} />)}
            </ul>
          )}
        </Loaded>
      </section>
      <TvGames />
    </div>
  );
}
