/** A promotion as a card: banner, title (the link to its page), summary, status line and, on the promo pages, its opt-in. */
import { useHref, useT } from '@kickoff/platform';
import type { PromotionSummary } from '../contracts/promotions';
import { promotionRoute, type KindSection } from './model';
import { k } from './setup';
import { TakePart } from './TakePart';
import { Banner, StatusLine } from './ui';

export function PromotionCard({ promotion, where = null, withOptIn = false, level = 2, onJoined }: { promotion: PromotionSummary; where?: KindSection | 'casino' | null; withOptIn?: boolean; level?: 2 | 3; onJoined?: (() => void) | undefined }) {
  const t = useT();
  const link = useHref();
  const to = promotionRoute(promotion.slug, where);
  const id = `kk-promo-${promotion.slug}`;
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <li className="kk-promo-card" aria-labelledby={id}>
      <Banner hue={promotion.hue} title={promotion.title} />
      <div className="kk-promo-card__body">
        <Heading className="kk-promo-card__title" id={id}>
          <a href={link(to.name, to.params)}>{promotion.title}</a>
        </Heading>
        <p className="kk-promo-card__kind kk-muted">{t(k(`kind_${promotion.kind}`))}</p>
        <p>{promotion.summary}</p>
        <StatusLine item={promotion} />
        {withOptIn && <TakePart item={promotion} what="promotion" onJoined={onJoined} />}
      </div>
    </li>
  );
}

/** Promotion cards, or the empty state. */
export function PromotionCards({ items, label, where = null, withOptIn = false, empty, level = 2, onJoined }: { items: readonly PromotionSummary[]; label: string; where?: KindSection | 'casino' | null; withOptIn?: boolean; empty?: string; level?: 2 | 3; onJoined?: () => void }) {
  const t = useT();
  if (items.length === 0) return <p className="kk-promo__empty">{empty ?? t(k('list_empty'))}</p>;
  return (
    <ul className="kk-promo-cards" aria-label={label}>
      {items.map((p) => <PromotionCard key={p.slug} promotion={p} where={where} withOptIn={withOptIn} level={level} onJoined={onJoined} />)}
    </ul>
  );
}
