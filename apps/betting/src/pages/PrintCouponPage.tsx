/**
 * `print-coupon/{couponId}` (empty layout): the signed-in owner's coupon as a printable card — number,
 * placed date and time, type, every bet (game, sport and championship, start, market: outcome, accepted
 * coefficient, bet status), stake, coupon coefficient, possible win, result and payout once settled — with
 * a Print button; the print stylesheet (styles.css) prints the card alone. A guest is asked to sign in
 * (the login modal; the page stays and loads the coupon after login); an unknown id or another player's
 * coupon is "not found" (the server answers 404 for both); network errors and timeouts offer a retry.
 * The `bets` texts and the coupon formatting helpers (`format`) are loaded with the page's chunk (App.tsx).
 */
import { $language, $session, formatCoef, isNotFound, openModal, useRoute, useStore, useT } from '@kickoff/platform';
import { apiFailure, betTextKeys, couponResult, fetchCoupon, loadCouponFormat, type CouponFormat, type PlacedBet, type PlacedCoupon } from '@kickoff/platform-wallet';
import { PageFrame } from '../components/PageFrame';
import { ErrorState, NotFoundState, Skeleton } from '../components/StateViews';
import { useBT } from '../lib/use-bt';
import { useRequest } from '../lib/use-request';

/** A coupon id the server can hold (digits, at most 15); anything else is not found without asking. */
const parseCouponId = (raw: string): number | null => (/^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

function Fact({ label, children, name }: { label: string; children: React.ReactNode; name: string }) {
  return (
    <div data-fact={name}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PrintedBet({ bet, format }: { bet: PlacedBet; format: CouponFormat }) {
  const bt = useBT();
  const t = useT();
  const lang = useStore($language);
  const teams = bet.team1 || bet.team2 ? `${bet.team1} — ${bet.team2}` : bt('print_unknown_game', { id: bet.gameId });
  const where = [bet.sportName, bet.champName].filter(Boolean).join('. ');
  const selection = format.betSelectionText(bet) ?? bt('print_unknown_outcome', { id: bet.oddId });
  return (
    <li className="kk-print__bet" data-odd-id={bet.oddId}>
      <p className="kk-print__teams">
        <strong>{teams}</strong>
        {bet.isLive && <span className="kk-print__live"> ({bt('print_live')})</span>}
      </p>
      {(where || bet.startAt !== null) && (
        <p className="kk-muted">
          {where}
          {where && bet.startAt !== null && ' · '}
          {bet.startAt !== null && `${bt('print_start')}: ${format.formatDateTime(bet.startAt * 1000, lang)}`}
        </p>
      )}
      <dl className="kk-facts kk-print__bet-facts">
        <Fact name="selection" label={bt('print_selection')}>{selection}</Fact>
        <Fact name="coef" label={bt('print_bet_coef')}>{formatCoef(bet.coef, 0)}</Fact>
        <Fact name="status" label={bt('print_bet_status')}>{t(betTextKeys.betStatus(bet.statusId))}</Fact>
      </dl>
    </li>
  );
}

function CouponCard({ coupon, format }: { coupon: PlacedCoupon; format: CouponFormat }) {
  const bt = useBT();
  const t = useT();
  const lang = useStore($language);
  const money = (amount: number) => format.formatMoney(amount, coupon.currency, lang);
  const result = couponResult(coupon);
  return (
    <article className="kk-card kk-print__card" aria-labelledby="kk-print-heading" data-coupon-id={coupon.id} data-result={result}>
      <h2 id="kk-print-heading" className="kk-print__heading">{bt('print_title', { id: coupon.id })}</h2>
      <dl className="kk-facts">
        <Fact name="number" label={bt('print_number')}>{coupon.id}</Fact>
        <Fact name="placed" label={bt('print_placed_at')}>{format.formatDateTime(coupon.createdAt, lang)}</Fact>
        <Fact name="type" label={bt('print_type')}>{format.couponTypeName(coupon, t)}</Fact>
      </dl>
      <h3 className="kk-print__subheading">{bt('print_bets', { count: coupon.bets.length })}</h3>
      <ol className="kk-print__bets">
        {coupon.bets.map((bet) => (
          <PrintedBet key={`${bet.oddId}:${bet.blockId}`} bet={bet} format={format} />
        ))}
      </ol>
      <dl className="kk-facts kk-print__totals">
        <Fact name="stake" label={bt('print_stake')}>{money(coupon.amount)}</Fact>
        <Fact name="coupon-coef" label={bt('print_coef')}>{formatCoef(coupon.coef, 0)}</Fact>
        <Fact name="possible-win" label={bt('print_possible_win')}>{money(coupon.possibleWin)}</Fact>
        <Fact name="result" label={bt('print_status')}>
          <span className={`kk-print__result kk-print__result--${result}`}>{t(betTextKeys.couponResult(result, coupon.vipState))}</span>
        </Fact>
        {coupon.payout !== null && <Fact name="payout" label={bt('print_payout')}>{money(coupon.payout)}</Fact>}
        {coupon.settledAt !== null && <Fact name="settled" label={bt('print_settled_at')}>{format.formatDateTime(coupon.settledAt, lang)}</Fact>}
      </dl>
      <button type="button" className="kk-button kk-print__button" onClick={() => window.print()}>
        {bt('print')}
      </button>
    </article>
  );
}

function SignInPrompt() {
  const bt = useBT();
  return (
    <div className="kk-card kk-print__guest" role="alert" data-state="guest">
      <h2>{bt('print_guest_title')}</h2>
      <p>{bt('print_guest_text')}</p>
      <button
        type="button"
        className="kk-button"
        onClick={() => openModal('login', { returnUrl: `${window.location.pathname}${window.location.search}` })}
      >
        {bt('print_sign_in')}
      </button>
    </div>
  );
}

export function PrintCouponPage({ format }: { format: CouponFormat }) {
  const bt = useBT();
  const route = useRoute();
  // The player is part of the request's key: another player signing in on this page never sees the last one's coupon.
  const userId = useStore($session).userId;
  const authorized = userId !== null;
  const raw = route?.params['couponId'] ?? '';
  const couponId = parseCouponId(raw);
  const { state, retry } = useRequest(authorized && couponId !== null ? `print-coupon:${couponId}:${userId}` : null, (signal) =>
    fetchCoupon(couponId ?? 0, signal),
  );
  let body: React.ReactNode;
  if (couponId === null) body = <NotFoundState text={bt('print_not_found')} />;
  else if (!authorized) body = <SignInPrompt />;
  else if (state.status === 'loading') body = <Skeleton rows={6} label={bt('print_loading')} />;
  else if (state.status === 'error') {
    if (isNotFound(state.error)) body = <NotFoundState text={bt('print_not_found')} />;
    // 401: the session ended: ask to sign in again.
    else if (apiFailure(state.error).status === 401) body = <SignInPrompt />;
    else body = <ErrorState error={state.error} onRetry={retry} />;
  } else body = <CouponCard coupon={state.data} format={format} />;
  return (
    <PageFrame title={bt('print_title', { id: raw })} toolbar={false} className="kk-print">
      {body}
    </PageFrame>
  );
}

/** The page with what it shows coupons with (the formatting helpers and the `bets` texts), for the page's lazy loader. */
export const loadPrintCouponPage = () =>
  loadCouponFormat().then((format) => {
    const Page = () => <PrintCouponPage format={format} />;
    return Page;
  });
