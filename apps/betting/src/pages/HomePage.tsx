/**
 * Home: the game slider of line games starting soon (polled every 30 s, shell spec §9), top live
 * games (every 3 s) and top line games (every 15 s), with their odds.
 */
import { useCallback } from 'react';
import { FeedPollMs, fetchGames, useHref, type GameHeader, type GamesQuery, type Section } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { GamesList } from '../components/GamesList';
import { useFeed } from '../lib/use-feed';
import { gameParam } from '../lib/params';
import { useBT } from '../lib/use-bt';

export const HOME_TOP_LIMIT = 10;
export const HOME_SLIDER_LIMIT = 12;

/** The home page's three feeds: the hooks poll them, a server render draws its first view from them. */
export const HOME_FEEDS = {
  slider: { key: 'home:slider', query: { section: 'line', timeFilter: 1, cyber: false, limit: HOME_SLIDER_LIMIT }, interval: FeedPollMs.gameSlider },
  live: { key: 'home:live', query: { section: 'live', top: true, cyber: false, limit: HOME_TOP_LIMIT }, interval: FeedPollMs.live },
  line: { key: 'home:line', query: { section: 'line', top: true, cyber: false, limit: HOME_TOP_LIMIT }, interval: FeedPollMs.line },
} as const satisfies Record<string, { key: string; query: Omit<GamesQuery, 'since'>; interval: number }>;

const homeFeed = (spec: (typeof HOME_FEEDS)[keyof typeof HOME_FEEDS]) => ({
  key: spec.key,
  fetch: (since: number | null, signal: AbortSignal) => fetchGames(spec.query, since, signal),
  interval: spec.interval,
});

function TopSection({ section }: { section: Section }) {
  const bt = useBT();
  const link = useHref();
  const feed = useFeed(homeFeed(HOME_FEEDS[section === 'live' ? 'live' : 'line']));
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
  const feed = useFeed(homeFeed(HOME_FEEDS.slider));
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
