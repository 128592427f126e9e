/**
 * @kickoff/betting — single-spa application lifecycles, and the parcels of the betting embeds
 * (`@kickoff/embeds`: `<kickoff-event>` → `eventParcel`, `<kickoff-top-events>` → `topEventsParcel`),
 * whose code loads on first use.
 */
import { reactLifecycles, registerStyles } from '@kickoff/platform';
import './i18n';
import css from './styles.css';
import { BettingApp } from './App';
import { lazyParcel } from './embed/lazy-parcel';

registerStyles('betting', css);

export const { bootstrap, mount, unmount } = reactLifecycles(BettingApp);

export const eventParcel = reactLifecycles(lazyParcel(() => import('./embed/EventOdds').then((m) => m.EventOdds)));
export const topEventsParcel = reactLifecycles(lazyParcel(() => import('./embed/TopEvents').then((m) => m.TopEvents)));
