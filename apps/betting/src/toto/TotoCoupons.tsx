/**
 * "My coupons" of the toto page: the player's toto coupons, newest first (the first 50), each with its
 * draw, status, stake and lines, the picks per event (team names from the draws when they load), and
 * once the draw is settled the right results of the best line and the payout. Loading, empty and
 * error (with retry) states; a guest is asked to sign in.
 */
import { $isAuthorized, $language, fetchTotoDraws, formatMoney, openModal, useStore, type TotoDraw } from '@kickoff/platform';
import { fetchTotoCoupons, type TotoCoupon } from '@kickoff/platform-wallet';
import { EmptyState, ErrorState, Skeleton } from '../components/StateViews';
import { useBT } from '../lib/use-bt';
import { useTotoTexts, useTT, type TT } from './texts';
import { useRequest } from '../lib/use-request';
import { totoCouponResult } from '../lib/toto';

const PAGE_SIZE = 50;

interface CouponsData {
  items: TotoCoupon[];
  total: number;
  draws: ReadonlyMap<number, TotoDraw>;
}

async function loadCoupons(signal: AbortSignal): Promise<CouponsData> {
  // The draws only name the teams and results: the list shows without them when they fail.
  const [coupons, draws] = await Promise.all([fetchTotoCoupons({ pageSize: PAGE_SIZE }, signal), fetchTotoDraws(signal).then((r) => r.data, () => [] as TotoDraw[])]);
  return { items: coupons.items, total: coupons.total, draws: new Map(draws.map((d) => [d.id, d])) };
}

function CouponCard({ coupon, draw, tt, lang }: { coupon: TotoCoupon; draw: TotoDraw | undefined; tt: TT; lang: string }) {
  const result = totoCouponResult(coupon);
  const money = (amount: number) => formatMoney(amount, coupon.currency, lang);
  const events = new Map(draw?.events.map((e) => [e.gameId, e]) ?? []);
  return (
    <article className="kk-card kk-toto-coupon" data-toto-coupon={coupon.id} aria-labelledby={`kk-toto-coupon-${coupon.id}`}>
      <h3 id={`kk-toto-coupon-${coupon.id}`}>
        {tt('coupon_title', { id: coupon.id, number: coupon.drawNumber })} <span className={`kk-toto-coupon__status kk-toto-coupon__status--${result}`}>{tt(`status_${result}`)}</span>
      </h3>
      <dl className="kk-facts">
        <div>
          <dt>{tt('coupon_stake')}</dt>
          <dd>{money(coupon.amount)}</dd>
        </div>
        <div>
          <dt>{tt('coupon_lines')}</dt>
          <dd>{coupon.lines}</dd>
        </div>
        {coupon.hits !== null && (
          <div>
            <dt>{tt('coupon_hits')}</dt>
            <dd data-hits>{tt('coupon_hits_value', { hits: coupon.hits, total: coupon.picks.length })}</dd>
          </div>
        )}
        {coupon.payout !== null && (
          <div>
            <dt>{tt('coupon_payout')}</dt>
            <dd data-payout>{money(coupon.payout)}</dd>
          </div>
        )}
      </dl>
      <details>
        <summary>{tt('coupon_picks')}</summary>
        <ol className="kk-toto-results">
          {coupon.picks.map((pick) => {
            const event = events.get(pick.gameId);
            return (
              <li key={pick.gameId}>
                {event ? `${event.team1} — ${event.team2}` : `#${pick.gameId}`}: <strong>{pick.outcomes.join(' ')}</strong>
                {event?.result ? ` (${tt('result', { result: event.result })})` : null}
              </li>
            );
          })}
        </ol>
      </details>
    </article>
  );
}

function CouponList() {
  const bt = useBT();
  const tt = useTT();
  const lang = useStore($language);
  const authorized = useStore($isAuthorized);
  const coupons = useRequest(authorized ? 'toto:coupons' : null, loadCoupons);
  if (!authorized) {
    return (
      <EmptyState text={tt('coupons_sign_in')}>
        <button type="button" className="kk-button" onClick={() => openModal('login', { returnUrl: `${location.pathname}${location.search}` })}>
          {tt('sign_in_short')}
        </button>
      </EmptyState>
    );
  }
  if (coupons.state.status === 'loading') return <Skeleton rows={4} />;
  if (coupons.state.status === 'error') return <ErrorState error={coupons.state.error} onRetry={coupons.retry} />;
  const { items, total, draws } = coupons.state.data;
  if (items.length === 0) return <EmptyState text={bt('toto_no_coupons')} />;
  return (
    <section className="kk-toto-coupons" aria-label={bt('toto_tab_coupons')}>
      {total > items.length && <p className="kk-muted">{tt('coupons_shown', { shown: items.length, total })}</p>}
      {items.map((coupon) => (
        <CouponCard key={coupon.id} coupon={coupon} draw={draws.get(coupon.drawId)} tt={tt} lang={lang} />
      ))}
    </section>
  );
}

/** The list once the `toto` texts are loaded. */
export function TotoCoupons() {
  return useTotoTexts() ? <CouponList /> : <Skeleton rows={4} />;
}
