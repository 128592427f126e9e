/**
 * Toto: `toto/{totoSection?}` and `toto/{totoSection}/{tab}` with the tabs draw (current draw, 15
 * events and the coupon form: picks 1/X/2, stake, Place — ../toto/TotoCouponForm), next (the next
 * draw, the same form), coupons (the player's toto coupons — ../toto/TotoCoupons), draws (archive
 * with results) and nonimees (settled draws nobody won; rules in lib/toto.ts).
 * `toto/{tab}` is the short form; the only toto section (product) is `football`.
 */
import { formatStartDateTime, fetchTotoDraws, registerStyles, useHref, type CurrentRoute, type TotoDraw } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { EmptyState, ErrorState, NotFoundState, Skeleton } from '../components/StateViews';
import { useRequest } from '../lib/use-request';
import { useTimeZone } from '../lib/settings';
import { useBT, type BT } from '../lib/use-bt';
import { drawsWithoutWinner, openDraws, pastDraws, totoTab, TOTO_TABS } from '../lib/toto';
import { TotoCouponForm } from '../toto/TotoCouponForm';
import { TotoCoupons } from '../toto/TotoCoupons';
import { totoCss } from '../toto/styles';

registerStyles('betting-toto', totoCss);

function DrawFacts({ draw, bt }: { draw: TotoDraw; bt: BT }) {
  const timeZone = useTimeZone();
  return (
    <dl className="kk-facts">
      <div>
        <dt>{bt('toto_number')}</dt>
        <dd>{draw.number}</dd>
      </div>
      <div>
        <dt>{bt('toto_closes')}</dt>
        <dd>{formatStartDateTime(draw.closesAt, timeZone)}</dd>
      </div>
      <div>
        <dt>{bt('toto_pool')}</dt>
        <dd>
          {draw.pool.toLocaleString()} {draw.currency}
        </dd>
      </div>
      <div>
        <dt>{bt('toto_jackpot')}</dt>
        <dd>
          {draw.jackpot.toLocaleString()} {draw.currency}
        </dd>
      </div>
    </dl>
  );
}

function DrawResults({ draw, bt }: { draw: TotoDraw; bt: BT }) {
  return (
    <article className="kk-card kk-toto-draw" data-draw-id={draw.id}>
      <h3>{bt('toto_draw_title', { number: draw.number })}</h3>
      <DrawFacts draw={draw} bt={bt} />
      {draw.winners !== undefined && <p>{bt('toto_winners', { count: draw.winners })}</p>}
      <ol className="kk-toto-results">
        {draw.events.map((e) => (
          <li key={e.gameId}>
            {e.team1} — {e.team2}: <strong>{e.result ?? '—'}</strong>
          </li>
        ))}
      </ol>
    </article>
  );
}

export function TotoPage({ route }: { route: CurrentRoute }) {
  const bt = useBT();
  const link = useHref();
  const tab = totoTab(route.params);
  const draws = useRequest(tab && tab !== 'coupons' ? 'toto:draws' : null, (signal) => fetchTotoDraws(signal).then((r) => r.data));
  const title = tab ? `${bt('page_toto')} · ${bt(`toto_tab_${tab}`)}` : bt('page_toto');
  const tabs = (
    <nav className="kk-section-switch" aria-label={bt('page_toto')}>
      {TOTO_TABS.map((t) => (
        <a key={t} className="kk-chip" href={link('toto', { totoSection: t })} aria-current={t === tab ? 'page' : undefined}>
          {bt(`toto_tab_${t}`)}
        </a>
      ))}
    </nav>
  );
  let body: React.ReactNode;
  if (tab === null) body = <NotFoundState text={bt('toto_not_found')} homeHref={link('toto')} />;
  else if (tab === 'coupons') body = <TotoCoupons />;
  else if (draws.state.status === 'loading') body = <Skeleton rows={8} />;
  else if (draws.state.status === 'error') body = <ErrorState error={draws.state.error} onRetry={draws.retry} />;
  else {
    const open = openDraws(draws.state.data);
    if (tab === 'draw' || tab === 'next') {
      const draw = open[tab === 'draw' ? 0 : 1];
      body = !draw ? (
        <EmptyState text={bt(tab === 'draw' ? 'toto_no_draw' : 'toto_no_next')} />
      ) : (
        <section className="kk-card" aria-labelledby="kk-toto-current">
          <h2 id="kk-toto-current">{bt('toto_draw_title', { number: draw.number })}</h2>
          <DrawFacts draw={draw} bt={bt} />
          <TotoCouponForm key={draw.id} draw={draw} />
        </section>
      );
    } else {
      const list = tab === 'nonimees' ? drawsWithoutWinner(draws.state.data) : pastDraws(draws.state.data);
      body = list.length === 0 ? <EmptyState text={bt(tab === 'nonimees' ? 'toto_no_nonimees' : 'toto_no_draws')} /> : list.map((d) => <DrawResults key={d.id} draw={d} bt={bt} />);
    }
  }
  return (
    <PageFrame title={title}>
      {tabs}
      {body}
    </PageFrame>
  );
}
