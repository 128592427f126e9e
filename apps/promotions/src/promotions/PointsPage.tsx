/**
 * `points`: the club points. A player sees the balance, the award level, the progress to the next
 * level and the history; everyone sees how points are earned (a guest, with a call to sign in).
 */
import { useCallback } from 'react';
import { $isAuthorized, $language, useHref, useResource, useStore, useT } from '@kickoff/platform';
import type { PointsResponse } from '../contracts/promotions';
import { promotionCalls } from './calls';
import { DEFAULT_RUB_PER_POINT, levelProgress } from './model';
import { k } from './setup';
import { Loaded, SignInPrompt, useDate, usePageTitle } from './ui';

/** How club points are earned: casino stakes, double in opted-in casino promotions, the daily bonus games. */
export function HowToEarn({ rubPerPoint }: { rubPerPoint: number }) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  return (
    <section className="kk-promo-earn" aria-labelledby="kk-points-earn">
      <h2 id="kk-points-earn">{t(k('earn_title'))}</h2>
      <ul>
        <li>{t(k('earn_stakes'), { rub: new Intl.NumberFormat(lang).format(rubPerPoint) })}</li>
        <li>
          {t(k('earn_double'))} <a href={link('bonus-casino-promo')}>{t(k('earn_double_link'))}</a>
        </li>
        <li>
          {t(k('earn_games'))} <a href={link('games')}>{t(k('earn_games_link'))}</a>
        </li>
      </ul>
      <p><a href={link('betting-awards')}>{t(k('to_awards'))}</a></p>
    </section>
  );
}

/** The club points balance, the level and the progress to the next (the points and promo pages). */
export function Balance({ points }: { points: PointsResponse }) {
  const t = useT();
  const lang = useStore($language);
  const number = (n: number) => new Intl.NumberFormat(lang).format(n);
  const pct = levelProgress(points.balance, points.level);
  return (
    <section className="kk-promo-balance" aria-labelledby="kk-points-balance">
      <h2 id="kk-points-balance" className="kk-visually-hidden">{t(k('balance_title'))}</h2>
      <dl className="kk-promo-facts">
        <div>
          <dt>{t(k('balance_title'))}</dt>
          <dd className="kk-promo-balance__value">{number(points.balance)}</dd>
        </div>
        <div>
          <dt>{t(k('level_title'))}</dt>
          <dd className={`kk-promo-level kk-promo-level--${points.level}`}>{t(k(`level_${points.level}`))}</dd>
        </div>
      </dl>
      {points.next ? (
        <div className="kk-promo-progress">
          <progress max={100} value={pct} aria-label={t(k('progress_label'), { level: t(k(`level_${points.next.level}`)) })} />
          <p>{t(k('progress_text'), { missing: number(points.next.missing), level: t(k(`level_${points.next.level}`)), pct })}</p>
        </div>
      ) : (
        <p>{t(k('level_top'))}</p>
      )}
    </section>
  );
}

function History({ history }: { history: PointsResponse['history'] }) {
  const t = useT();
  const date = useDate();
  const lang = useStore($language);
  const signed = (n: number) => new Intl.NumberFormat(lang, { signDisplay: 'exceptZero' }).format(n);
  return (
    <section aria-labelledby="kk-points-history">
      <h2 id="kk-points-history">{t(k('history_title'))}</h2>
      {history.length === 0 ? (
        <p className="kk-promo__empty">{t(k('history_empty'))}</p>
      ) : (
        <table className="kk-promo-table" aria-labelledby="kk-points-history">
          <thead>
            <tr>
              <th scope="col">{t(k('col_title'))}</th>
              <th scope="col">{t(k('col_points'))}</th>
              <th scope="col">{t(k('col_date'))}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((h, i) => (
              <tr key={`${h.at}-${i}`}>
                <td>{h.title}</td>
                <td>{signed(h.points)}</td>
                <td>{date(h.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PlayerPoints() {
  const load = useCallback((lang: string, signal: AbortSignal) => promotionCalls.points(lang, signal), []);
  const [state, retry] = useResource(load);
  return (
    <Loaded state={state} retry={retry}>
      {(points) => (
        <>
          <Balance points={points} />
          <History history={points.history} />
          <HowToEarn rubPerPoint={points.rubPerPoint} />
        </>
      )}
    </Loaded>
  );
}

export function PointsPage() {
  const t = useT();
  const signedIn = useStore($isAuthorized);
  usePageTitle(t(k('points_title')));
  return (
    <div className="kk-promo" data-app="promotions">
      <h1 className="kk-page-title">{t(k('points_title'))}</h1>
      {signedIn ? (
        <PlayerPoints />
      ) : (
        <>
          <HowToEarn rubPerPoint={DEFAULT_RUB_PER_POINT} />
          <SignInPrompt text={t(k('points_signin'))} />
        </>
      )}
    </div>
  );
}
