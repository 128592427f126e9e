/**
 * The `coupon` page: the coupon itself lives in the side panel (the coupon parcel); this page lists
 * the odds in `$couponOddIds`. Odds whose game a feed has seen are shown live (their games come
 * from feed/games?ids=…); the others by id only.
 */
import { useMemo } from 'react';
import { $couponOddIds, FeedPollMs, fetchGames, sharedOddRegistry, useStore, type FeedStore } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { OddsButton } from '../odds/OddsButton';
import { EmptyState, FeedStateView } from '../components/StateViews';
import { useFeed } from '../lib/use-feed';
import { useBT } from '../lib/use-bt';

function CouponOdd({ store, oddId }: { store: FeedStore; oddId: number }) {
  const bt = useBT();
  useStore(store.$gameIds);
  const gameId = store.registry.gameIdOf(oddId);
  const game = gameId !== null ? store.game(gameId) : null;
  const market = game?.markets.find((m) => m.odds.some((o) => o.id === oddId));
  const odd = market?.odds.find((o) => o.id === oddId);
  return (
    <li className="kk-coupon-odd" data-odd-id={oddId}>
      {game && market && odd ? (
        <>
          <span>
            <strong>
              {game.team1} — {game.team2}
            </strong>{' '}
            <span className="kk-muted">
              {market.name}: {odd.name}
            </span>
          </span>
          <OddsButton store={store} gameId={game.id} oddId={oddId} pageType="coupon" />
        </>
      ) : (
        <span>{bt('coupon_odd', { id: oddId })}</span>
      )}
    </li>
  );
}

export function CouponPage() {
  const bt = useBT();
  const oddIds = [...useStore($couponOddIds)].sort((a, b) => a - b);
  const gameIds = useMemo(
    () => [...new Set(oddIds.map((id) => sharedOddRegistry.gameIdOf(id)).filter((id): id is number => id !== null))].sort((a, b) => a - b),
    [oddIds.join(',')],
  );
  const feed = useFeed({
    key: gameIds.length ? `coupon:${gameIds.join(',')}` : null,
    fetch: (since, signal) => fetchGames({ ids: gameIds }, since, signal),
    interval: FeedPollMs.line,
  });
  return (
    <PageFrame title={bt('page_coupon')}>
      <p className="kk-note">{bt('coupon_side_panel')}</p>
      {oddIds.length === 0 ? (
        <EmptyState text={bt('coupon_empty')} />
      ) : gameIds.length === 0 ? (
        <ul className="kk-coupon-list">
          {oddIds.map((id) => (
            <li key={id}>{bt('coupon_odd', { id })}</li>
          ))}
        </ul>
      ) : (
        <FeedStateView status={feed.status} hasData={feed.store.hasData} isEmpty={false} emptyText="" onRetry={feed.refresh} rows={3}>
          <ul className="kk-coupon-list">
            {oddIds.map((id) => (
              <CouponOdd key={id} store={feed.store} oddId={id} />
            ))}
          </ul>
        </FeedStateView>
      )}
    </PageFrame>
  );
}
