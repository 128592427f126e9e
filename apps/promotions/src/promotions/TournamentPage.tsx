/**
 * `bonus/casino/tournaments/{id}` (id = the tournament's slug): this week's tournament with its
 * rules, prizes, the leaderboard (the player's own row marked, and their place even below the top),
 * its games and the join button. The leaderboard is refreshed every 15 s while the page is open.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { $language, formatMoney, useHref, useResource, useRoute, useStore, useT } from '@kickoff/platform';
import type { Leader, Tournament } from '../contracts/promotions';
import { promotionCalls, promotionResources } from './calls';
import { LEADERBOARD_REFRESH_MS, slugOf } from './model';
import { k } from './setup';
import { TakePart } from './TakePart';
import { Banner, GameTiles, Loaded, NotFound, Period, RulesList, StatusLine, usePageTitle } from './ui';

/** The tournament as loaded, then as refreshed every LEADERBOARD_REFRESH_MS (a failed refresh keeps the last one). */
function useLiveTournament(initial: Tournament, slug: string): [Tournament, () => void] {
  const lang = useStore($language);
  const [live, setLive] = useState(initial);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => setLive(initial), [initial]);
  const refresh = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    promotionCalls.tournament(slug, lang, controller.signal).then(
      (next) => { if (!controller.signal.aborted) setLive(next); },
      () => undefined,
    );
  }, [slug, lang]);
  useEffect(() => {
    const timer = window.setInterval(refresh, LEADERBOARD_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      inFlight.current?.abort();
    };
  }, [refresh]);
  return [live, refresh];
}

function Leaderboard({ rows, mine }: { rows: readonly Leader[]; mine: Leader | null }) {
  const t = useT();
  const lang = useStore($language);
  const number = (n: number) => new Intl.NumberFormat(lang).format(n);
  return (
    <section aria-labelledby="kk-tournament-board">
      <h2 id="kk-tournament-board">{t(k('leaderboard_title'))}</h2>
      {mine && <p className="kk-promo__mine" role="status">{t(k('your_place'), { place: mine.place })} · {t(k('your_points'), { points: number(mine.points) })}</p>}
      {rows.length === 0 ? (
        <p className="kk-promo__empty">{t(k('leaderboard_empty'))}</p>
      ) : (
        <table className="kk-promo-table kk-promo-table--board" aria-labelledby="kk-tournament-board">
          <thead>
            <tr>
              <th scope="col">{t(k('col_place'))}</th>
              <th scope="col">{t(k('col_player'))}</th>
              <th scope="col">{t(k('col_points'))}</th>
              <th scope="col">{t(k('col_rounds'))}</th>
              <th scope="col">{t(k('col_prize'))}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.place} className={row.me ? 'kk-promo-table__me' : undefined} aria-current={row.me ? 'true' : undefined}>
                <td>{row.place}</td>
                <td>{row.me ? t(k('you')) : row.player}</td>
                <td>{number(row.points)}</td>
                <td>{number(row.rounds)}</td>
                <td>{row.prize === null ? '—' : formatMoney(row.prize, 'RUB', lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Prizes({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const lang = useStore($language);
  return (
    <section aria-labelledby="kk-tournament-prizes">
      <h2 id="kk-tournament-prizes">{t(k('prizes_title'))}</h2>
      <p className="kk-promo__pool">{t(k('prize_pool'), { amount: formatMoney(tournament.prizePool, 'RUB', lang) })}</p>
      <table className="kk-promo-table" aria-labelledby="kk-tournament-prizes">
        <thead>
          <tr>
            <th scope="col">{t(k('col_place'))}</th>
            <th scope="col">{t(k('col_prize'))}</th>
          </tr>
        </thead>
        <tbody>
          {tournament.prizes.map((p) => (
            <tr key={p.place}>
              <td>{p.place}</td>
              <td>{formatMoney(p.amount, p.currency, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function TournamentView({ initial, slug }: { initial: Tournament; slug: string }) {
  const t = useT();
  const [tournament, refresh] = useLiveTournament(initial, slug);
  usePageTitle(tournament.title);
  return (
    <article className="kk-promo-detail" aria-labelledby="kk-tournament-title">
      <Banner hue={tournament.hue} title={tournament.title} large />
      <h1 className="kk-page-title" id="kk-tournament-title">{tournament.title}</h1>
      <p className="kk-promo-detail__summary">{tournament.summary}</p>
      <StatusLine item={tournament} />
      <Period startsAt={tournament.startsAt} endsAt={tournament.endsAt} />
      <TakePart item={tournament} what="tournament" onJoined={refresh} />
      <Leaderboard rows={tournament.leaderboard} mine={tournament.mine} />
      <Prizes tournament={tournament} />
      <section aria-labelledby="kk-tournament-rules">
        <h2 id="kk-tournament-rules">{t(k('rules_title'))}</h2>
        <RulesList rules={tournament.rules} label={t(k('rules_title'))} />
      </section>
      {tournament.games.length > 0 && (
        <section aria-labelledby="kk-tournament-games">
          <h2 id="kk-tournament-games">{t(k('games_title'))}</h2>
          <GameTiles games={tournament.games} label={t(k('games_title'))} />
        </section>
      )}
    </article>
  );
}

function TournamentLoad({ slug }: { slug: string }) {
  const t = useT();
  const tournament = useMemo(() => promotionResources.tournament(slug), [slug]);
  const [state, retry] = useResource(tournament.load, tournament.firstView);
  return <Loaded state={state} retry={retry} notFound={t(k('tournament_not_found'))}>{(data) => <TournamentView initial={data} slug={slug} />}</Loaded>;
}

export function TournamentPage() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const slug = slugOf(route?.params['id']);
  return (
    <div className="kk-promo" data-app="promotions">
      <p className="kk-promo__back"><a href={link('bonus-casino-tournaments')}>{t(k('back_tournaments'))}</a></p>
      {slug ? <TournamentLoad key={slug} slug={slug} /> : <NotFound text={t(k('tournament_not_found'))} />}
    </div>
  );
}
