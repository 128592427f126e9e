/**
 * Building and placing a toto coupon on an open draw: toggle buttons 1/X/2 per event (`aria-pressed`,
 * named by event and outcome; several per event make more lines), the lines and the total stake in
 * the active account's currency, the stake per line, and Place — enabled when every event has a pick
 * and the stake is valid. A guest is asked to sign in (the login modal, back to this page).
 *
 * Placing shows a busy state and cannot be submitted twice. Each attempt has one idempotency key; a
 * retry after a network error (no answer) reuses it, so the coupon is placed once at most. The
 * server's refusals (insufficient balance, stake limits, draw closed, …) are announced in an alert;
 * success says the coupon number, links to "my coupons" and reloads the header balance.
 */
import { useId, useRef, useState } from 'react';
import { $activeAccount, $isAuthorized, $language, errorText, formatMoney, openModal, useHref, useStore, useT, type TotoDraw } from '@kickoff/platform';
import { createIdempotencyKeys, TOTO_OUTCOMES, placeTotoCoupon, type TotoCoupon, type TotoOutcome } from '@kickoff/platform-wallet';
import { Skeleton } from '../components/StateViews';
import { useBT } from '../lib/use-bt';
import { useTotoTexts, useTT, type TT } from './texts';
import { parseStake, pickedEvents, togglePick, totalStake, totoLines, totoPlaceProblem, totoRequest, type TotoPicks } from '../lib/toto';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'placed'; coupon: TotoCoupon }
  | { kind: 'error'; text: string };

function problemText(error: unknown, tt: TT, t: (key: string) => string, money: (n: number, currency: string) => string): string {
  const problem = totoPlaceProblem(error);
  if (problem.kind === 'network') return tt('err_network');
  if (problem.kind === 'other') return tt('err_other', { detail: t(errorText(error)) });
  const { meta } = problem;
  const currency = typeof meta['currency'] === 'string' ? meta['currency'] : '';
  const amount = (key: string): string => (typeof meta[key] === 'number' ? money(meta[key], currency) : '');
  switch (problem.code) {
    case 'insufficient_balance':
      return tt('err_insufficient_balance', { balance: amount('balance') });
    case 'stake_too_low':
      return tt('err_stake_too_low', { min: amount('min') });
    case 'stake_too_high':
      return tt('err_stake_too_high', { max: amount('max') });
    case 'draw_closed':
      return tt('err_draw_closed');
    case 'invalid_account':
      return tt('err_invalid_account');
    case 'invalid_coupon':
      return tt('err_invalid_coupon', { detail: problem.detail });
    default:
      return tt('err_other', { detail: problem.detail || t(errorText(error)) });
  }
}

function PickButtons({ draw, picks, disabled, onToggle, tt }: { draw: TotoDraw; picks: TotoPicks; disabled: boolean; onToggle: (gameId: number, o: TotoOutcome) => void; tt: TT }) {
  return (
    <ol>
      {draw.events.map((event, i) => {
        const teams = `${event.team1} — ${event.team2}`;
        return (
          <li key={event.gameId}>
            <fieldset>
              <legend>
                <span className="kk-toto-grid__n">{i + 1}.</span> {teams}
              </legend>
              {TOTO_OUTCOMES.map((outcome) => {
                const pressed = picks[event.gameId]?.includes(outcome) ?? false;
                return (
                  <button
                    key={outcome}
                    type="button"
                    className="kk-toto-grid__pick"
                    aria-pressed={pressed}
                    aria-label={tt('pick_name', { n: i + 1, teams, outcome, meaning: tt(`meaning_${outcome}`) })}
                    disabled={disabled}
                    onClick={() => onToggle(event.gameId, outcome)}
                  >
                    {outcome}
                  </button>
                );
              })}
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}

function CouponForm({ draw }: { draw: TotoDraw }) {
  const bt = useBT();
  const tt = useTT();
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const authorized = useStore($isAuthorized);
  const account = useStore($activeAccount);
  const stakeId = useId();
  const [picks, setPicks] = useState<TotoPicks>({});
  const [stakeText, setStakeText] = useState('10');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  /** The key of an attempt that got no answer, with its body: the same body retried reuses it. */
  const keys = useRef(createIdempotencyKeys('toto')).current;
  /** Set synchronously on submit, so a second submit before the busy state renders is ignored. */
  const inFlight = useRef(false);
  const busy = outcome.kind === 'busy';

  const lines = totoLines(draw, picks);
  const lineStake = parseStake(stakeText);
  const done = pickedEvents(draw, picks);
  const currency = account?.iso ?? draw.currency;
  const money = (amount: number, iso: string) => formatMoney(amount, iso, lang);
  const total = lineStake !== null && lines > 0 ? totalStake(lines, lineStake) : null;
  const valid = lines > 0 && lineStake !== null;

  const toggle = (gameId: number, o: TotoOutcome) => {
    setPicks((current) => togglePick(current, gameId, o));
    if (outcome.kind !== 'busy') setOutcome({ kind: 'idle' });
  };

  const signIn = () => {
    openModal('login', { returnUrl: `${location.pathname}${location.search}` });
  };

  const place = async () => {
    if (inFlight.current || !valid || lineStake === null || !account) return;
    inFlight.current = true;
    const request = totoRequest(draw, account.id, picks, lineStake);
    const key = keys.keyFor(request);
    setOutcome({ kind: 'busy' });
    try {
      const coupon = await placeTotoCoupon(request, key);
      keys.settle(false);
      // The header balance follows the debit from the reply (placeTotoCoupon applies its balances).
      setOutcome({ kind: 'placed', coupon });
    } catch (error) {
      // Only an attempt the server may not have seen keeps its key for the retry.
      keys.settle(totoPlaceProblem(error).kind === 'network');
      setOutcome({ kind: 'error', text: problemText(error, tt, t, money) });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form
      className="kk-toto-grid"
      aria-busy={busy}
      aria-describedby="kk-toto-note"
      onSubmit={(e) => {
        e.preventDefault();
        void place();
      }}
    >
      <PickButtons draw={draw} picks={picks} disabled={busy} onToggle={toggle} tt={tt} />
      <p className="kk-muted" role="status">
        {bt('toto_picked', { done, total: draw.events.length })} · {tt('lines', { count: lines })}
      </p>
      <div className="kk-toto-grid__stake">
        <div className={`kk-field${lineStake === null ? ' kk-field--invalid' : ''}`}>
          <label className="kk-field__label" htmlFor={stakeId}>
            {tt('line_stake', { currency })}
          </label>
          <input
            id={stakeId}
            inputMode="decimal"
            autoComplete="off"
            value={stakeText}
            disabled={busy}
            aria-invalid={lineStake === null}
            aria-describedby={lineStake === null ? `${stakeId}-error` : undefined}
            onChange={(e) => setStakeText(e.target.value)}
          />
          {lineStake === null && (
            <p id={`${stakeId}-error`} className="kk-field__error">
              {tt('stake_invalid')}
            </p>
          )}
        </div>
        <p className="kk-toto-grid__total" data-total>
          {tt('total', { amount: total === null ? '—' : money(total, currency) })}
        </p>
      </div>
      {authorized ? (
        <button type="submit" className="kk-button" disabled={!valid || busy || !account}>
          {busy ? tt('placing') : bt('toto_place')}
        </button>
      ) : (
        <button type="button" className="kk-button" onClick={signIn}>
          {tt('sign_in')}
        </button>
      )}
      <p id="kk-toto-note" className="kk-note">
        {!authorized ? tt('sign_in_note') : lines === 0 ? tt('need_all') : tt('rules')}
      </p>
      <div role="alert" className={outcome.kind === 'error' ? 'kk-form-error' : undefined} data-toto-error>
        {outcome.kind === 'error' ? outcome.text : null}
      </div>
      <div role="status" data-toto-placed>
        {outcome.kind === 'placed' && (
          <p className="kk-toto-grid__placed">
            {tt('placed', { id: outcome.coupon.id, lines: outcome.coupon.lines, amount: money(outcome.coupon.amount, outcome.coupon.currency) })}{' '}
            <a href={link('toto', { totoSection: 'coupons' })}>{tt('placed_link')}</a>
          </p>
        )}
      </div>
    </form>
  );
}

/** The form once the `toto` texts are loaded (the page's chunk registers them on first use). */
export function TotoCouponForm({ draw }: { draw: TotoDraw }) {
  return useTotoTexts() ? <CouponForm draw={draw} /> : <Skeleton rows={8} />;
}
