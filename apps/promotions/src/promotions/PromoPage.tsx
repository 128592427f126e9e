/**
 * `promo`: the player's club points (signed in), the promotions a player opts in to (every kind), each
 * with its opt-in, and the promo-code check in the account.
 */
import { useCallback, useMemo } from 'react';
import { useHref, useResource, useT } from '@kickoff/platform';
import { promotionCalls, promotionResources } from './calls';
import { Balance } from './PointsPage';
import { optInPromotions } from './model';
import { PromotionCards } from './PromotionCard';
import { k } from './setup';
import { Loaded, usePageTitle, useSignedIn } from './ui';

function MyPoints() {
  const t = useT();
  const link = useHref();
  const load = useCallback((lang: string, signal: AbortSignal) => promotionCalls.points(lang, signal), []);
  const [state] = useResource(load);
  if (state.status !== 'ready') return null;
  return (
    <>
      <Balance points={state.data} />
      <p><a href={link('points')}>{t(k('points_title'))}</a></p>
    </>
  );
}

export function PromoPage() {
  const t = useT();
  const link = useHref();
  const signedIn = useSignedIn();
  const list = useMemo(() => promotionResources.list(null), []);
  const [state, retry] = useResource(list.load, list.firstView);
  usePageTitle(t(k('promo_title')));
  return (
    <div className="kk-promo" data-app="promotions">
      <h1 className="kk-page-title">{t(k('promo_title'))}</h1>
      {signedIn && <MyPoints />}
      <p className="kk-promo__intro">{t(k('promo_intro'))}</p>
      <p className="kk-promo__more">
        {t(k('promo_code_text'))} <a href={link('office-promotion')}>{t(k('promo_code_link'))}</a>
      </p>
      <Loaded state={state} retry={retry}>
        {(list) => <PromotionCards items={optInPromotions(list.items)} withOptIn onJoined={retry} label={t(k('promo_title'))} empty={t(k('opt_in_empty'))} />}
      </Loaded>
    </div>
  );
}
