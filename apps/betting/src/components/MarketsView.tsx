/** Every market of a game, grouped by kind (result, double chance, totals, handicaps, …), with odds buttons. */
import { useStore, type FeedStore, type MarketShape } from '@kickoff/platform';
import { OddsButton } from '../odds/OddsButton';
import { useBT } from '../lib/use-bt';

function groupByKind(markets: readonly MarketShape[]): Array<[number, MarketShape[]]> {
  const groups = new Map<number, MarketShape[]>();
  for (const m of markets) {
    const list = groups.get(m.kind);
    if (list) list.push(m);
    else groups.set(m.kind, [m]);
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]);
}

export function MarketsView({ store, gameId, pageType, limit }: { store: FeedStore; gameId: number; pageType: string; limit?: number }) {
  const bt = useBT();
  const markets = useStore(store.marketsStore(gameId));
  const shown = limit ? markets.slice(0, limit) : markets;
  if (shown.length === 0) return <p className="kk-muted">{bt('no_markets')}</p>;
  return (
    <div className="kk-markets">
      {groupByKind(shown).map(([kind, list]) => (
        <section key={kind} className="kk-markets__group" aria-labelledby={`kk-kind-${gameId}-${kind}`} data-kind={kind}>
          <h3 id={`kk-kind-${gameId}-${kind}`} className="kk-markets__kind">
            {bt(`market_kind_${kind}`)}
          </h3>
          {list.map((market) => (
            <div key={market.id} className="kk-market" role="group" aria-label={market.name} data-market-id={market.id}>
              <span className="kk-market__name">{market.name}</span>
              <div className="kk-market__odds">
                {market.odds.map((odd) => (
                  <OddsButton key={odd.id} store={store} gameId={gameId} oddId={odd.id} pageType={pageType} label={odd.name} />
                ))}
              </div>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
