/**
 * Home: the game slider of line games starting soon (polled every 30 s, shell spec §9), top live
 * games (every 3 s) and top line games (every 15 s), with their odds.
 */
import { useCallback } from 'react';
import { FeedPollMs, fetchGames, useHref, type GameHeader, type Section } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { GamesList } from '../components/GamesList';
import { useFeed } from '../lib/use-feed';
import { gameParam } from '../lib/params';
import { useBT } from '../lib/use-bt';

export const HOME_TOP_LIMIT = 10;
export const HOME_SLIDER_LIMIT = 12;

function TopSection({ section }: { section: Section }) {
  const bt = useBT();
  const link = useHref();
  const feed = useFeed({
    key: `home:${section}`,
    fetch: (since, signal) => fetchGames({ section, top: true, cyber: false, limit: HOME_TOP_LIMIT }, since, signal),
    interval: section === 'live' ? FeedPollMs.live : FeedPollMs.line,
  });
  const gameHref = useCallback((g: GameHeader) => link('sports-game', { section: g.section, sport: g.sportSlug, champ: g.champSlug, game: gameParam(g) }), [link]);
  const headingId = `kk-home-${section}`;
  return (
    <section className="kk-home__section" aria-labelledby={headingId} data-section={section}>
      <div className="kk-home__head">
        <h2 id={headingId}>{bt(section === 'live' ? 'home_top_live' : 'home_top_line')}</h2>
        <a href={link('sports', { section })}>{bt(section === 'live' ? 'home_all_live' : 'home_all_line')}</a>
      </div>
      <GamesList feed={feed} pageType="home" gameHref={gameHref} emptyText={bt(section === 'live' ? 'no_live_games' : 'no_games')} />
    </section>
  );
}

/** Line games starting soon, one card each, scrolled sideways (keyboard: Tab moves card to card). */
function GameSlider() {
  const bt = useBT();
  const link = useHref();
  const feed = useFeed({
    key: 'home:slider',
    fetch: (since, signal) => fetchGames({ section: 'line', timeFilter: 1, cyber: false, limit: HOME_SLIDER_LIMIT }, since, signal),
    interval: FeedPollMs.gameSlider,
  });
  const gameHref = useCallback((g: GameHeader) => link('sports-game', { section: g.section, sport: g.sportSlug, champ: g.champSlug, game: gameParam(g) }), [link]);
  return (
    <section className="kk-home__section kk-home__slider" aria-labelledby="kk-home-slider" data-section="slider">
      <div className="kk-home__head">
        <h2 id="kk-home-slider">{bt('home_starting_soon')}</h2>
      </div>
      <GamesList feed={feed} pageType="home" gameHref={gameHref} emptyText={bt('no_games')} label={bt('home_starting_soon')} />
    </section>
  );
}

export function HomePage() {
  const bt = useBT();
  return (
    <PageFrame title={bt('page_home')}>
      <GameSlider />
      <TopSection section="live" />
      <TopSection section="line" />
    </PageFrame>
  );
}
