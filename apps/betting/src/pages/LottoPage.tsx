/**
 * Lotto: `lotto` (upcoming draws), `lotto/results` (drawn numbers) and `lotto/view/{lottoId}` (one
 * draw). Any other section, or `view` without a valid id, shows "not found" inside the page.
 */
import { fetchLottoDraw, fetchLottoDraws, formatStartDateTime, isNotFound, useHref, type CurrentRoute, type LottoDraw } from '@kickoff/platform';
import { PageFrame } from '../components/PageFrame';
import { EmptyState, ErrorState, NotFoundState, Skeleton } from '../components/StateViews';
import { useRequest } from '../lib/use-request';
import { lottoView } from '../lib/lotto';
import { useTimeZone } from '../lib/settings';
import { useBT } from '../lib/use-bt';

function DrawCard({ draw, href }: { draw: LottoDraw; href?: string }) {
  const bt = useBT();
  const timeZone = useTimeZone();
  return (
    <article className="kk-card kk-lotto" data-lotto-id={draw.id}>
      <h2>{href ? <a href={href}>{draw.name}</a> : draw.name}</h2>
      <p>
        {bt('lotto_rule', { pick: draw.pick, of: draw.of })} · {bt('lotto_draw_at')} {formatStartDateTime(draw.drawAt, timeZone)}
      </p>
      <p>
        {bt('toto_jackpot')}: {draw.jackpot.toLocaleString()} {draw.currency}
      </p>
      {draw.numbers ? (
        <ul className="kk-lotto__balls" aria-label={bt('lotto_numbers')}>
          {draw.numbers.map((n) => (
            <li key={n} className="kk-lotto__ball">
              {n}
            </li>
          ))}
        </ul>
      ) : (
        <p className="kk-muted">{bt('lotto_not_drawn')}</p>
      )}
    </article>
  );
}

export function LottoPage({ route }: { route: CurrentRoute }) {
  const bt = useBT();
  const link = useHref();
  const view = lottoView(route.params);
  const list = useRequest(view.kind === 'upcoming' || view.kind === 'results' ? `lotto:${view.kind}` : null, (signal) =>
    fetchLottoDraws(view.kind === 'results' ? 'results' : 'upcoming', signal).then((r) => r.data),
  );
  const one = useRequest(view.kind === 'view' ? `lotto:view:${view.id}` : null, (signal) => fetchLottoDraw(view.kind === 'view' ? view.id : 0, signal).then((r) => r.data));
  const title = view.kind === 'results' ? bt('lotto_results') : bt('page_lotto');
  const viewHref = (d: LottoDraw) => link('lotto', { sectionName: 'view', lottoId: String(d.id) });

  let body: React.ReactNode;
  if (view.kind === 'unknown') body = <NotFoundState text={bt('lotto_not_found')} homeHref={link('lotto')} />;
  else if (view.kind === 'view') {
    if (one.state.status === 'loading') body = <Skeleton rows={4} />;
    else if (one.state.status === 'error')
      body = isNotFound(one.state.error) ? <NotFoundState text={bt('lotto_not_found')} homeHref={link('lotto')} /> : <ErrorState error={one.state.error} onRetry={one.retry} />;
    else body = <DrawCard draw={one.state.data} />;
  } else if (list.state.status === 'loading') body = <Skeleton rows={4} />;
  else if (list.state.status === 'error') body = <ErrorState error={list.state.error} onRetry={list.retry} />;
  else if (list.state.data.length === 0) body = <EmptyState text={bt(view.kind === 'results' ? 'lotto_no_results' : 'lotto_no_upcoming')} />;
  else body = list.state.data.map((d) => <DrawCard key={d.id} draw={d} href={viewHref(d)} />);

  return (
    <PageFrame title={title}>
      <nav className="kk-section-switch" aria-label={bt('page_lotto')}>
        <a className="kk-chip" href={link('lotto')} aria-current={view.kind === 'upcoming' ? 'page' : undefined}>
          {bt('lotto_upcoming')}
        </a>
        <a className="kk-chip" href={link('lotto', { sectionName: 'results' })} aria-current={view.kind === 'results' ? 'page' : undefined}>
          {bt('lotto_results')}
        </a>
      </nav>
      {body}
    </PageFrame>
  );
}
