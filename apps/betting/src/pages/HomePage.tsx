/** Home: top live games (polled every 3 s) and top line games (every 15 s), with their odds. */
import { useCallback } from 'react';
import { FeedPollMs, fetchGames, useHref, type GameHeader, type Section } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { GamesList } from '../components/GamesList';
import { useFeed } from '../lib/use-feed';
import { gameParam } from '../lib/params';
import { useBT } from '../lib/use-bt';

export const HOME_TOP_LIMIT = 10;

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

export function HomePage() {
  const bt = useBT();
  return (
    <PageFrame title={bt('page_home')}>
      <TopSection section="live" />
      <TopSection section="line" />
    </PageFrame>
  );
}
