/**
 * The casino's promotion pages (bonus/casino/*): `bonus-casino` (the casino promotions and the
 * tournaments), `bonus-casino-promo` (the casino promotions to opt in to) and
 * `bonus-casino-tournaments` (the weekly tournaments).
 */
import { useMemo, type ReactNode } from 'react';
import { $language, formatMoney, useHref, useResource, useRoute, useStore, useT } from '@kickoff/platform';
import type { TournamentSummary } from '../contracts/promotions';
import { promotionResources } from './calls';
import { optInPromotions } from './model';
import { PromotionCards } from './PromotionCard';
import { k } from './setup';
import { Banner, Loaded, Period, StatusLine, usePageTitle } from './ui';

function CasinoNav() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const current = (name: string) => (route?.name === name ? ('page' as const) : undefined);
  return (
    <nav className="kk-promo-tabs" aria-label={t(k('casino_nav_label'))}>
      <a href={link('bonus-casino')} aria-current={current('bonus-casino')}>{t(k('casino_title'))}</a>
      <a href={link('bonus-casino-promo')} aria-current={current('bonus-casino-promo')}>{t(k('casino_promo_title'))}</a>
      <a href={link('bonus-casino-tournaments')} aria-current={current('bonus-casino-tournaments')}>{t(k('tournaments_title'))}</a>
    </nav>
  );
}

function CasinoShell({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="kk-promo" data-app="promotions">
      <h1 className="kk-page-title">{title}</h1>
      <CasinoNav />
      {children}
    </div>
  );
}

export function TournamentCard({ tournament, level = 2 }: { tournament: TournamentSummary; level?: 2 | 3 }) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const id = `kk-tournament-${tournament.slug}`;
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <li className="kk-promo-card" aria-labelledby={id}>
      <Banner hue={tournament.hue} title={tournament.title} />
      <div className="kk-promo-card__body">
        <Heading className="kk-promo-card__title" id={id}>
          <a href={link('bonus-casino-tournament', { id: tournament.slug })}>{tournament.title}</a>
        </Heading>
        <p>{tournament.summary}</p>
        <p className="kk-promo__pool">{t(k('prize_pool'), { amount: formatMoney(tournament.prizePool, 'RUB', lang) })}</p>
        <Period startsAt={tournament.startsAt} endsAt={tournament.endsAt} />
        <StatusLine item={tournament} />
      </div>
    </li>
  );
}

function Tournaments({ level = 2 }: { level?: 2 | 3 }) {
  const t = useT();
  const tournaments = useMemo(() => promotionResources.tournaments(), []);
  const [state, retry] = useResource(tournaments.load, tournaments.firstView);
  return (
    <Loaded state={state} retry={retry}>
      {(list) =>
        list.items.length === 0 ? (
          <p className="kk-promo__empty">{t(k('tournaments_empty'))}</p>
        ) : (
          <ul className="kk-promo-cards" aria-label={t(k('tournaments_title'))}>
            {list.items.map((item) => <TournamentCard key={item.slug} tournament={item} level={level} />)}
          </ul>
        )
      }
    </Loaded>
  );
}

function CasinoPromotions({ optInOnly, level = 2 }: { optInOnly: boolean; level?: 2 | 3 }) {
  const t = useT();
  const list = useMemo(() => promotionResources.list('casino'), []);
  const [state, retry] = useResource(list.load, list.firstView);
  return (
    <Loaded state={state} retry={retry}>
      {(list) =>
        optInOnly ? (
          <PromotionCards items={optInPromotions(list.items)} where="casino" withOptIn level={level} onJoined={retry} label={t(k('casino_promo_title'))} empty={t(k('opt_in_empty'))} />
        ) : (
          <PromotionCards items={list.items} where="casino" level={level} label={t(k('casino_promotions'))} />
        )
      }
    </Loaded>
  );
}

export function CasinoPage() {
  const t = useT();
  return (
    <CasinoShell title={t(k('casino_title'))}>
      <section aria-labelledby="kk-casino-promotions">
        <h2 id="kk-casino-promotions">{t(k('casino_promotions'))}</h2>
        <CasinoPromotions optInOnly={false} level={3} />
      </section>
      <section aria-labelledby="kk-casino-tournaments">
        <h2 id="kk-casino-tournaments">{t(k('tournaments_title'))}</h2>
        <Tournaments level={3} />
      </section>
    </CasinoShell>
  );
}

export function CasinoPromoPage() {
  const t = useT();
  return (
    <CasinoShell title={t(k('casino_promo_title'))}>
      <p className="kk-promo__intro">{t(k('casino_promo_intro'))}</p>
      <CasinoPromotions optInOnly />
    </CasinoShell>
  );
}

export function TournamentsPage() {
  const t = useT();
  return (
    <CasinoShell title={t(k('tournaments_title'))}>
      <p className="kk-promo__intro">{t(k('tournaments_intro'))}</p>
      <Tournaments />
    </CasinoShell>
  );
}
