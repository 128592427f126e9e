/**
 * The bonus and offer pages (route data `kind`: `bonus` or `offers`, the promotions of kind `bonus`
 * or `offer`): the overview, `{kind}/rules` (every promotion's rules), `{kind}/games` (their
 * participating games), `{kind}/rules/{id}` (one promotion's rules) and `{kind}/partners/{id}`.
 */
import { useMemo, type ReactNode } from 'react';
import { useHref, useResource, useRoute, useT } from '@kickoff/platform';
import type { Promotion } from '../contracts/promotions';
import { promotionResources } from './calls';
import { findPartner, gamesOf, kindOfSection, partnerIdOf, promotionRoute, sectionOfRoute, slugOf, type KindSection } from './model';
import { PromotionCards } from './PromotionCard';
import { k } from './setup';
import { GameTiles, Loaded, NotFound, RulesList, StatusLine, usePageTitle } from './ui';

/** The section's own links: overview, rules, games. */
function KindNav({ section }: { section: KindSection }) {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const here = route?.name === `${section}-section` ? route.params['section'] : route?.name === section ? 'overview' : null;
  const current = (which: string) => (here === which ? ('page' as const) : undefined);
  return (
    <nav className="kk-promo-tabs" aria-label={t(k(`section_${section}`))}>
      <a href={link(section)} aria-current={current('overview')}>{t(k('nav_overview'))}</a>
      <a href={link(`${section}-section`, { section: 'rules' })} aria-current={current('rules')}>{t(k('rules_title'))}</a>
      <a href={link(`${section}-section`, { section: 'games' })} aria-current={current('games')}>{t(k('games_title'))}</a>
    </nav>
  );
}

function KindShell({ section, title, children }: { section: KindSection; title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="kk-promo" data-app="promotions">
      <h1 className="kk-page-title">{title}</h1>
      <KindNav section={section} />
      {children}
    </div>
  );
}

/** The section of the current route (`bonus` unless the route says `offers`). */
function useSection(): KindSection {
  const route = useRoute();
  return (route && sectionOfRoute(route.name, route.data)) ?? 'bonus';
}

export function KindPage() {
  const t = useT();
  const section = useSection();
  const kind = kindOfSection(section);
  const list = useMemo(() => promotionResources.list(kind), [kind]);
  const [state, retry] = useResource(list.load, list.firstView);
  return (
    <KindShell section={section} title={t(k(`section_${section}`))}>
      <p className="kk-promo__intro">{t(k(`section_${section}_intro`))}</p>
      <Loaded state={state} retry={retry}>
        {(list) => <PromotionCards items={list.items} where={section} label={t(k(`section_${section}`))} />}
      </Loaded>
    </KindShell>
  );
}

function RulesOfAll({ section, promotions }: { section: KindSection; promotions: readonly Promotion[] }) {
  const t = useT();
  const link = useHref();
  if (promotions.length === 0) return <p className="kk-promo__empty">{t(k('list_empty_kind'))}</p>;
  return (
    <>
      {promotions.map((p) => {
        const to = promotionRoute(p.slug, section);
        const id = `kk-promo-rules-${p.slug}`;
        return (
          <section key={p.slug} className="kk-promo-rules-block" aria-labelledby={id}>
            <h2 id={id}><a href={link(to.name, to.params)}>{p.title}</a></h2>
            <StatusLine item={p} />
            <RulesList rules={p.rules} label={t(k('rules_of'), { title: p.title })} />
            <p><a href={link(`${section}-rule`, { id: p.slug })} aria-label={t(k('rules_page_of'), { title: p.title })}>{t(k('rules_page'))}</a></p>
          </section>
        );
      })}
    </>
  );
}

export function KindSectionPage() {
  const t = useT();
  const route = useRoute();
  const section = useSection();
  const kind = kindOfSection(section);
  const which = route?.params['section'] === 'games' ? 'games' : 'rules';
  const promotions = useMemo(() => promotionResources.inFull(kind), [kind]);
  const [state, retry] = useResource(promotions.load, promotions.firstView);
  const title = `${t(k(`section_${section}`))}: ${t(k(which === 'games' ? 'games_title' : 'rules_title'))}`;
  return (
    <KindShell section={section} title={title}>
      <Loaded state={state} retry={retry}>
        {(promotions) => {
          if (which === 'rules') return <RulesOfAll section={section} promotions={promotions} />;
          const games = gamesOf(promotions);
          return games.length === 0 ? <p className="kk-promo__empty">{t(k('games_empty'))}</p> : <GameTiles games={games} label={t(k('games_title'))} />;
        }}
      </Loaded>
    </KindShell>
  );
}

function RuleOf({ section, slug }: { section: KindSection; slug: string }) {
  const t = useT();
  const link = useHref();
  const promotion = useMemo(() => promotionResources.promotion(slug), [slug]);
  const [state, retry] = useResource(promotion.load, promotion.firstView);
  return (
    <Loaded state={state} retry={retry}>
      {(p) => {
        const to = promotionRoute(p.slug, section);
        return (
          <section className="kk-promo-rules-block" aria-labelledby="kk-promo-rule-title">
            <h2 id="kk-promo-rule-title">{t(k('rules_of'), { title: p.title })}</h2>
            <StatusLine item={p} />
            <RulesList rules={p.rules} label={t(k('rules_of'), { title: p.title })} />
            <p><a href={link(to.name, to.params)}>{t(k('to_promotion'), { title: p.title })}</a></p>
          </section>
        );
      }}
    </Loaded>
  );
}

export function KindRulePage() {
  const t = useT();
  const route = useRoute();
  const section = useSection();
  const slug = slugOf(route?.params['id']);
  return (
    <KindShell section={section} title={`${t(k(`section_${section}`))}: ${t(k('rules_title'))}`}>
      {slug ? <RuleOf key={slug} section={section} slug={slug} /> : <NotFound />}
    </KindShell>
  );
}

function PartnerOf({ section, id }: { section: KindSection; id: number }) {
  const t = useT();
  const link = useHref();
  const kind = kindOfSection(section);
  const promotions = useMemo(() => promotionResources.inFull(kind), [kind]);
  const [state, retry] = useResource(promotions.load, promotions.firstView);
  return (
    <Loaded state={state} retry={retry}>
      {(promotions) => {
        const found = findPartner(promotions, id);
        if (!found) return <NotFound text={t(k('partner_not_found'))} />;
        const to = promotionRoute(found.promotion.slug, section);
        return (
          <section className="kk-promo-partner" aria-labelledby="kk-promo-partner-name">
            <h2 id="kk-promo-partner-name">{found.partner.name}</h2>
            <p>{found.partner.description}</p>
            <p>
              {t(k('partner_of'))} <a href={link(to.name, to.params)}>{found.promotion.title}</a>
            </p>
          </section>
        );
      }}
    </Loaded>
  );
}

export function KindPartnerPage() {
  const t = useT();
  const route = useRoute();
  const section = useSection();
  const id = partnerIdOf(route?.params['id']);
  return (
    <KindShell section={section} title={`${t(k(`section_${section}`))}: ${t(k('partners_title'))}`}>
      {id === null ? <NotFound text={t(k('partner_not_found'))} /> : <PartnerOf key={id} section={section} id={id} />}
    </KindShell>
  );
}
