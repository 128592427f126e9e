/**
 * @kickoff/promotions — single-spa application lifecycles, and the parcel of the promotion embed
 * (`@kickoff/embeds`: `<kickoff-promo>` → `promoParcel`), whose code loads on first use.
 */
import { lazyParcel, reactLifecycles } from '@kickoff/platform';
import { PromotionsApp } from './App';

export const { bootstrap, mount, unmount } = reactLifecycles(PromotionsApp);

export const promoParcel = reactLifecycles(lazyParcel(() => import('./embed/PromoEmbed').then((m) => m.PromoEmbed)));
