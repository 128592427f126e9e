/**
 * @kickoff/betting-embeds — the betting team's parcels for CMS pages (`@kickoff/embeds`:
 * `<kickoff-event>` → `eventParcel`, `<kickoff-top-events>` → `topEventsParcel`). Its own import-map
 * entry built from the betting folder (like the coupon's calculator), so the betting application's
 * entry — on the home page's first visit — carries none of it: the module loads when an element mounts.
 */
import { reactLifecycles, registerStyles } from '@kickoff/platform';
import '../all-texts';
import css from '../styles.css';
import pagesCss from '../pages.css';
import { EventOdds } from './EventOdds';
import { TopEvents } from './TopEvents';

registerStyles('betting', css);
registerStyles('betting-pages', pagesCss);

export const eventParcel = reactLifecycles(EventOdds);
export const topEventsParcel = reactLifecycles(TopEvents);
