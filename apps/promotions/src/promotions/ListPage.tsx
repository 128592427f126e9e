/** `promotions?kind=`: every promotion as a card, with kind tabs and the links to the tournaments and the club points. */
import { useMemo } from 'react';
import { useHref, useResource, useRoute, useT } from '@kickoff/platform';
import type { PromotionKind } from '../contracts/promotions';
import { promotionResources } from './calls';
import { KIND_TABS, kindOfSearch } from './model';
import { PromotionCards } from './PromotionCard';
import { k } from './setup';
import { Loaded, usePageTitle } from './ui';

function KindTabs({ kind }: { kind: PromotionKind | null }) {
  const t = useT();
  const link = useHref();
  return (
    <nav className="kk-promo-tabs" aria-label={t(k('kinds_label'))}>
      {KIND_TABS.map((tab) => (
        <a key={tab ?? 'all'} href={link('promotions', {}, tab ? { kind: tab } : undefined)} aria-current={tab === kind ? 'page' : undefined}>
          {t(k(tab ? `tab_${tab}` : 'tab_all'))}
        </a>
      ))}
    </nav>
  );
}

function PromotionList({ kind }: { kind: PromotionKind | null }) {
  const t = useT();
  const list = useMemo(() => promotionResources.list(kind), [kind]);
  const [state, retry] = useResource(list.load, list.firstView);
  return (
    <Loaded state={state} retry={retry}>
      {(list) => <PromotionCards items={list.items} label={t(k('list_label'))} empty={t(k(kind ? 'list_empty_kind' : 'list_empty'))} />}
    </Loaded>
  );
}

export function ListPage() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const kind = kindOfSearch(route?.search ?? '');
  usePageTitle(t(k('promotions_title')));
  return (
    <div className="kk-promo" data-app="promotions">
      <h1 className="kk-page-title">{t(k('promotions_title'))}</h1>
      <nav className="kk-promo__more" aria-label={t(k('more_label'))}>
        <a href={link('bonus-casino-tournaments')}>{t(k('tournaments_title'))}</a>
        <a href={link('points')}>{t(k('points_title'))}</a>
      </nav>
      <KindTabs kind={kind} />
      <PromotionList key={kind ?? 'all'} kind={kind} />
    </div>
  );
}
