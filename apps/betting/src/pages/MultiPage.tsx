/**
 * Multi view: up to 4 live games side by side. The choice lives in the URL (`?ids=1,2,3`), so it
 * survives reloads and can be shared; the live list to choose from and the chosen games are polled
 * every 3 s.
 */
import { useCallback } from 'react';
import { FeedPollMs, fetchGames, navigate, useHref, useStore, type CurrentRoute, type FeedStore } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { GameHeader } from '../components/GameHeader';
import { MarketsView } from '../components/MarketsView';
import { FeedStateView } from '../components/StateViews';
import { useFeed } from '../lib/use-feed';
import { gameParam, MULTI_MAX, parseMultiIds } from '../lib/params';
import { useBT } from '../lib/use-bt';

function LiveChoice({ store, gameId, checked, disabled, onToggle }: { store: FeedStore; gameId: number; checked: boolean; disabled: boolean; onToggle: (id: number) => void }) {
  const game = useStore(store.gameStore(gameId));
  if (!game) return null;
  return (
    <li>
      <label>
        <input type="checkbox" checked={checked} disabled={disabled} onChange={() => onToggle(gameId)} /> {game.team1} — {game.team2}{' '}
        <span className="kk-muted">{game.champName}</span>
      </label>
    </li>
  );
}

function MultiCard({ store, gameId }: { store: FeedStore; gameId: number }) {
  const link = useHref();
  const game = useStore(store.gameStore(gameId));
  if (!game) return null;
  const href = link('sports-game', { section: game.section, sport: game.sportSlug, champ: game.champSlug, game: gameParam(game) });
  return (
    <article className="kk-card kk-multi__card" data-game-id={gameId}>
      <GameHeader store={store} gameId={gameId} level={3} href={href} />
      <MarketsView store={store} gameId={gameId} pageType="multi" />
    </article>
  );
}

export function MultiPage({ route }: { route: CurrentRoute }) {
  const bt = useBT();
  const link = useHref();
  const selected = parseMultiIds(route.search);
  const live = useFeed({ key: 'multi:live', fetch: (since, signal) => fetchGames({ section: 'live', limit: 200 }, since, signal), interval: FeedPollMs.live });
  const chosen = useFeed({
    key: selected.length ? `multi:${selected.join(',')}` : null,
    fetch: (since, signal) => fetchGames({ ids: selected }, since, signal),
    interval: FeedPollMs.live,
  });
  const liveIds = useStore(live.store.$gameIds);
  const chosenIds = useStore(chosen.store.$gameIds);
  const toggle = useCallback(
    (id: number) => {
      const next = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id].slice(0, MULTI_MAX);
      navigate(link('multi', {}, next.length ? { ids: next.join(',') } : {}));
    },
    [selected.join(','), link],
  );
  return (
    <PageFrame title={bt('page_multi')} className="kk-betting--multi">
      <div className="kk-multi">
        <fieldset className="kk-multi__choose">
          <legend>{bt('multi_choose', { max: MULTI_MAX })}</legend>
          <FeedStateView status={live.status} hasData={live.store.hasData} isEmpty={liveIds.length === 0} emptyText={bt('no_live_games')} onRetry={live.refresh} rows={4}>
            <ul className="kk-multi__list">
              {liveIds.map((id) => (
                <LiveChoice key={id} store={live.store} gameId={id} checked={selected.includes(id)} disabled={!selected.includes(id) && selected.length >= MULTI_MAX} onToggle={toggle} />
              ))}
            </ul>
          </FeedStateView>
        </fieldset>
        <div className="kk-multi__grid">
          {selected.length === 0 ? (
            <p className="kk-muted">{bt('multi_empty')}</p>
          ) : (
            <FeedStateView status={chosen.status} hasData={chosen.store.hasData} isEmpty={chosenIds.length === 0} emptyText={bt('multi_gone')} onRetry={chosen.refresh} rows={4}>
              {chosenIds.map((id) => (
                <MultiCard key={id} store={chosen.store} gameId={id} />
              ))}
            </FeedStateView>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
