/**
 * `topEventsParcel` (`<kickoff-top-events sport limit>`): the first `limit` upcoming (line) games of a
 * sport, found by its slug in the line's sports, with their main odds — the betting lists' rows and
 * odds buttons, polled every 15 s. Props: `sport` (a slug) and `limit` (1–20), checked here again.
 */
import { FeedPollMs, fetchGames, type Sport } from '@kickoff/platform';
import { GamesList } from '../components/GamesList';
import { ErrorState, NotFoundState, Skeleton } from '../components/StateViews';
import { useSports } from '../lib/data';
import { useFeed } from '../lib/use-feed';
import { useBT } from '../lib/use-bt';
import { EMBED_PAGE_TYPE, EmbedFrame, InvalidProps, SLUG, useSiteGameHref } from './shared';

export const TOP_EVENTS_MAX = 20;


function SportGames({ sport, limit }: { sport: Sport; limit: number }) {
  const bt = useBT();
  const gameHref = useSiteGameHref();
  const feed = useFeed({
    key: `embed-top:${sport.id}:${limit}`,
    fetch: (since, signal) => fetchGames({ section: 'line', sportId: sport.id, cyber: false, limit }, since, signal),
    interval: FeedPollMs.line,
  });
  return <GamesList feed={feed} pageType={EMBED_PAGE_TYPE} gameHref={gameHref} emptyText={bt('no_games')} limit={limit} label={sport.name} tracker={false} />;
}

function TopEventsView({ sport: slug, limit }: { sport: string; limit: number }) {
  const bt = useBT();
  const sports = useSports({ section: 'line', cyber: false });
  if (sports.state.status === 'loading') return <Skeleton rows={Math.min(limit, 5)} />;
  if (sports.state.status === 'error') return <ErrorState error={sports.state.error} onRetry={sports.retry} />;
  const sport = sports.state.data.find((s) => s.slug === slug);
  if (!sport) return <NotFoundState text={bt('sport_not_found', { slug })} />;
  return <SportGames sport={sport} limit={limit} />;
}

export function TopEvents(props: { sport?: unknown; limit?: unknown }) {
  const { sport, limit } = props;
  const valid = typeof sport === 'string' && SLUG.test(sport) && typeof limit === 'number' && Number.isInteger(limit) && limit >= 1 && limit <= TOP_EVENTS_MAX;
  return (
    <EmbedFrame name="top-events">
      {valid ? <TopEventsView sport={sport} limit={limit} /> : <InvalidProps message="sport must be a slug and limit a whole number from 1 to 20" />}
    </EmbedFrame>
  );
}
