/**
 * The office `history` screen (account spec §2): the player's coupons from `coupon/list`, newest first,
 * filtered on the server by dates and result (the filters and the page live in the URL query,
 * bet-history/filters.ts), a page at a time (previous / next with accessible names). Each coupon shows its date, number, type,
 * stake, coefficient, possible win, result badge and payout, expandable details with every bet, and a
 * link to its print-coupon page. Loading skeleton, empty state with a link to the line, error with retry.
 * Loaded on use (App.tsx, with the `bets` texts and the coupon formatting helpers, `format`); its styles
 * are the office app's (styles.css).
 */
import { useEffect, useState } from 'react';
import { $language, $session, errorText, formatCoef, navigate, useHref, useRoute, useStore, useT, whenTextsReady } from '@kickoff/platform';
import { betTextKeys, couponResult, fetchCoupons, loadCouponFormat, type CouponFormat, type PlacedCoupon } from '@kickoff/platform-wallet';
import { couponListQuery, hasFilters, historyQuery, parseHistoryQuery, type HistoryFilters } from '../bet-history/filters';
import { HistoryFilterForm } from '../bet-history/HistoryFilters';
export const HISTORY_PAGE_SIZE = 10;

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; items: PlacedCoupon[]; total: number }
  | { status: 'error'; error: unknown };

function CouponRow({ coupon, format }: { coupon: PlacedCoupon; format: CouponFormat }) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const money = (amount: number) => format.formatMoney(amount, coupon.currency, lang);
  const result = couponResult(coupon);
  const titleId = `kk-history-coupon-${coupon.id}`;
  return (
    <li className="kk-history__item" data-coupon-id={coupon.id} data-result={result}>
      <article aria-labelledby={titleId}>
        <header className="kk-history__head">
          <h2 id={titleId} className="kk-history__title">
            {t('office:history_coupon', { id: coupon.id })} · {format.couponTypeName(coupon, t)}
          </h2>
          <span className={`kk-history__badge kk-history__badge--${result}`}>{t(betTextKeys.couponResult(result, coupon.vipState))}</span>
        </header>
        <dl className="kk-history__facts">
          <div><dt>{t('office:history_date')}</dt><dd>{format.formatDateTime(coupon.createdAt, lang)}</dd></div>
          <div><dt>{t('office:history_stake')}</dt><dd>{money(coupon.amount)}</dd></div>
          <div><dt>{t('office:history_coef')}</dt><dd>{formatCoef(coupon.coef, 0)}</dd></div>
          <div><dt>{t('office:history_possible_win')}</dt><dd>{money(coupon.possibleWin)}</dd></div>
          {coupon.payout !== null && (
            <div data-fact="payout"><dt>{t('office:history_payout')}</dt><dd>{money(coupon.payout)}</dd></div>
          )}
        </dl>
        <details className="kk-history__details">
          <summary>{t('office:history_bets', { count: coupon.bets.length })}</summary>
          <ol className="kk-history__bets">
            {coupon.bets.map((bet) => (
              <li key={`${bet.oddId}:${bet.blockId}`} className="kk-history__bet">
                <span className="kk-history__teams">
                  {bet.team1 || bet.team2 ? `${bet.team1} — ${bet.team2}` : t('office:history_unknown_game', { id: bet.gameId })}
                </span>
                <span>{format.betSelectionText(bet) ?? t('office:history_unknown_outcome', { id: bet.oddId })}</span>
                <span>{formatCoef(bet.coef, 0)}</span>
                <span className="kk-muted">{t(betTextKeys.betStatus(bet.statusId))}</span>
              </li>
            ))}
          </ol>
        </details>
        <a className="kk-history__print" href={link('print-coupon', { couponId: String(coupon.id) })}>
          {t('office:history_print', { id: coupon.id })}
        </a>
      </article>
    </li>
  );
}

export function BetHistory({ format }: { format: CouponFormat }) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const userId = useStore($session).userId;
  const route = useRoute();
  const filters = parseHistoryQuery(route?.search ?? '');
  const { page, from, to, result } = filters;
  const show = (next: HistoryFilters) => navigate(link('office-history', {}, historyQuery(next)));
  const setPage = (p: number) => show({ ...filters, page: p });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchCoupons(couponListQuery({ page, from, to, result }, HISTORY_PAGE_SIZE), controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', items: data.items, total: data.total });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [page, from, to, result, attempt, lang, userId]);

  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.total / HISTORY_PAGE_SIZE)) : 1;
  // A page emptied meanwhile (fewer coupons than before): back to the last page that has some.
  useEffect(() => {
    if (state.status === 'ready' && state.items.length === 0 && page > 1) navigate(link('office-history', {}, historyQuery({ page: pages, from, to, result })), { replace: true });
  }, [state, page, pages, from, to, result, link]);

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = (
      <div className="kk-history__skeleton" role="status" aria-busy="true">
        <span className="kk-visually-hidden">{t('office:history_loading')}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="kk-skeleton kk-history__skeleton-row" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <div className="kk-error-block" role="alert" data-state="error">
        <p className="kk-error-block__title">{t('office:history_error')}</p>
        <p className="kk-error-block__text">{t(errorText(state.error))}</p>
        <button type="button" className="kk-button" onClick={() => setAttempt((n) => n + 1)}>
          {t('office:history_retry')}
        </button>
      </div>
    );
  } else if (state.total === 0 && hasFilters(filters)) {
    body = (
      <div className="kk-history__empty" role="status" data-state="no-match">
        <p>{t('office-bet-history:no_match')}</p>
        <a className="kk-button" href={link('office-history')}>{t('office-bet-history:reset')}</a>
      </div>
    );
  } else if (state.total === 0) {
    body = (
      <div className="kk-history__empty" role="status" data-state="empty">
        <p>{t('office:history_empty')}</p>
        <a className="kk-button" href={link('sports', { section: 'line' })}>{t('office:history_to_line')}</a>
      </div>
    );
  } else {
    body = (
      <>
        <div className="kk-history-filters__summary">
          <p role="status" data-state="found">{t('office-bet-history:found', { count: state.total })}</p>
          {hasFilters(filters) && <a href={link('office-history')}>{t('office-bet-history:reset')}</a>}
        </div>
        <ul className="kk-history__list">
          {state.items.map((coupon) => (
            <CouponRow key={coupon.id} coupon={coupon} format={format} />
          ))}
        </ul>
        {pages > 1 && (
          <nav className="kk-history__pages" aria-label={t('office:history_pages')}>
            <button type="button" className="kk-button kk-button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('office:history_prev')}
            </button>
            <span aria-live="polite">{t('office:history_page_of', { page, pages })}</span>
            <button type="button" className="kk-button kk-button--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('office:history_next')}
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section className="kk-card kk-history" data-app="office" data-route="office-history" aria-labelledby="kk-history-title">
      <h1 id="kk-history-title" className="kk-page-title">{t('office:history_title')}</h1>
      <HistoryFilterForm value={filters} onApply={show} />
      {body}
    </section>
  );
}

/** The screen with what it shows coupons with (the formatting helpers and the `bets` texts), for the office's lazy loader. */
export const loadBetHistory = () =>
  loadCouponFormat().then(async (format) => {
    // The filters' texts (namespace office-bet-history) are in before the screen renders.
    await whenTextsReady();
    const Screen = () => <BetHistory format={format} />;
    return Screen;
  });
