/**
 * `promoParcel` (`<kickoff-promo promotion-id>` on CMS pages): a promotion's card — its banner, title,
 * kind, summary, status with its date, its period and a "Details" link to its page on the Kickoff site
 * (`siteUrl`, absolute on a page of another origin). An unknown slug says "not found" inline. Props:
 * `promotionId` (a slug), checked here again with the contract's schema.
 */
import { useCallback } from 'react';
import * as v from 'valibot';
import { siteUrl, useHref, useResource, useT } from '@kickoff/platform';
import { PromotionSlugSchema, type PromotionSummary } from '../contracts/promotions';
import { promotionCalls, isNotFound } from '../promotions/calls';
import { promotionRoute } from '../promotions/model';
import { k } from '../promotions/setup';
import { Banner, LoadFailed, Period, StatusLine } from '../promotions/ui';
import './i18n';

const PromoPropsSchema = v.object({ promotionId: PromotionSlugSchema });

function PromoCard({ promotion }: { promotion: PromotionSummary }) {
  const t = useT();
  const link = useHref();
  const to = promotionRoute(promotion.slug, null);
  const id = `kk-promo-embed-${promotion.slug}`;
  return (
    <article className="kk-promo-card kk-promo-embed__card" aria-labelledby={id} data-status={promotion.status}>
      <Banner hue={promotion.hue} title={promotion.title} />
      <div className="kk-promo-card__body">
        <h2 className="kk-promo-card__title" id={id}>
          {promotion.title}
        </h2>
        <p className="kk-promo-card__kind kk-muted">{t(k(`kind_${promotion.kind}`))}</p>
        <p>{promotion.summary}</p>
        <StatusLine item={promotion} />
        <Period startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
        <a className="kk-button kk-promo-embed__details" href={siteUrl(link(to.name, to.params))} aria-label={t('promotions-embed:details_of', { title: promotion.title })}>
          {t('promotions-embed:details')}
        </a>
      </div>
    </article>
  );
}

/** Keyed by the slug: `useResource` loads once per mount (and per language or player). */
function PromoView({ slug }: { slug: string }) {
  const t = useT();
  const load = useCallback((lang: string, signal: AbortSignal) => promotionCalls.promotion(slug, lang, signal), [slug]);
  const [state, retry] = useResource(load);
  if (state.status === 'loading') return <p className="kk-muted kk-promo__loading" role="status" aria-busy="true">{t(k('loading'))}</p>;
  if (state.status === 'error') {
    if (isNotFound(state.error)) return <p className="kk-promo__missing" role="status" data-state="not-found">{t(k('not_found'))}</p>;
    return <LoadFailed error={state.error} retry={retry} />;
  }
  return <PromoCard promotion={state.data} />;
}

export function PromoEmbed(props: object) {
  const parsed = v.safeParse(PromoPropsSchema, props);
  return (
    <div className="kk-promo kk-promo-embed" data-app="promotions" data-embed="promo">
      {parsed.success ? <PromoView key={parsed.output.promotionId} slug={parsed.output.promotionId} /> : <p role="alert">promotion-id must be a slug (lower-case letters, digits and hyphens)</p>}
    </div>
  );
}
