/**
 * One promotion's page: `promotions/{promotionId}`, the casino's `bonus/casino/promotions/{id}` and
 * `bonus/casino/{id}`, and the bonus and offer pages' `{bonus|offers}/landing/{landingId}`. Banner,
 * dates and status, the opt-in, the rules, the participating games and the partners (linked to
 * their page on the bonus and offer pages).
 */
import { useMemo } from 'react';
import { useHref, useResource, useRoute, useT, type CurrentRoute } from '@kickoff/platform';
import type { Partner, Promotion } from '../contracts/promotions';
import { promotionResources } from './calls';
import { sectionOfRoute, slugOf, type KindSection } from './model';
import { k } from './setup';
import { TakePart } from './TakePart';
import { Banner, GameTiles, Loaded, NotFound, Period, RulesList, StatusLine, usePageTitle } from './ui';

/** Which slug a detail route carries and which pages it belongs to. */
function detailOf(route: CurrentRoute): { raw: string | undefined; where: KindSection | 'casino' | null } {
  if (route.name === 'promotion') return { raw: route.params['promotionId'], where: null };
  if (route.name.startsWith('bonus-casino')) return { raw: route.params['id'], where: 'casino' };
  return { raw: route.params['landingId'], where: sectionOfRoute(route.name, route.data) };
}

/** The link back to the list the page belongs to. */
function BackLink({ where }: { where: KindSection | 'casino' | null }) {
  const t = useT();
  const link = useHref();
  const to = where === 'casino' ? 'bonus-casino' : where ?? 'promotions';
  return <p className="kk-promo__back"><a href={link(to)}>{t(k(`back_${where ?? 'promotions'}`))}</a></p>;
}

function Partners({ partners, section }: { partners: readonly Partner[]; section: KindSection | null }) {
  const t = useT();
  const link = useHref();
  return (
    <ul className="kk-promo-partners">
      {partners.map((p) => (
        <li key={p.id}>
          <h3 className="kk-promo-partners__name">{section ? <a href={link(`${section}-partner`, { id: String(p.id) })}>{p.name}</a> : p.name}</h3>
          <p>{p.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function PromotionView({ promotion, where, onJoined }: { promotion: Promotion; where: KindSection | 'casino' | null; onJoined?: () => void }) {
  const t = useT();
  usePageTitle(promotion.title);
  return (
    <article className="kk-promo-detail" aria-labelledby="kk-promo-title">
      <Banner hue={promotion.hue} title={promotion.title} large />
      <h1 className="kk-page-title" id="kk-promo-title">{promotion.title}</h1>
      <p className="kk-promo-detail__summary">{promotion.summary}</p>
      <StatusLine item={promotion} />
      <Period startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
      {promotion.optIn ? <TakePart item={promotion} what="promotion" onJoined={onJoined} /> : <p className="kk-muted">{t(k('no_opt_in'))}</p>}
      <section aria-labelledby="kk-promo-rules">
        <h2 id="kk-promo-rules">{t(k('rules_title'))}</h2>
        <RulesList rules={promotion.rules} label={t(k('rules_title'))} />
      </section>
      {promotion.games.length > 0 && (
        <section aria-labelledby="kk-promo-games">
          <h2 id="kk-promo-games">{t(k('games_title'))}</h2>
          <GameTiles games={promotion.games} label={t(k('games_title'))} />
        </section>
      )}
      {promotion.partners.length > 0 && (
        <section aria-labelledby="kk-promo-partners">
          <h2 id="kk-promo-partners">{t(k('partners_title'))}</h2>
          <Partners partners={promotion.partners} section={where === 'casino' ? null : where} />
        </section>
      )}
    </article>
  );
}

function Detail({ slug, where }: { slug: string; where: KindSection | 'casino' | null }) {
  const promotion = useMemo(() => promotionResources.promotion(slug), [slug]);
  const [state, retry] = useResource(promotion.load, promotion.firstView);
  return <Loaded state={state} retry={retry}>{(promotion) => <PromotionView promotion={promotion} where={where} onJoined={retry} />}</Loaded>;
}

export function DetailPage() {
  const route = useRoute();
  if (!route) return null;
  const { raw, where } = detailOf(route);
  const slug = slugOf(raw);
  return (
    <div className="kk-promo" data-app="promotions">
      <BackLink where={where} />
      {slug ? <Detail key={slug} slug={slug} where={where} /> : <NotFound />}
    </div>
  );
}
