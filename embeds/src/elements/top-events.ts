/**
 * `<kickoff-top-events sport="football" limit="5">`: the first `limit` (1–20, default 5) upcoming
 * games of a sport (its slug) with their main odds — the betting module's `topEventsParcel`. Clicks
 * on odds dispatch `kickoff-bet-added` on the element.
 */
import { propsFrom, slug, wholeNumberIn, type AttributeValue } from '../attributes';
import { ParcelElement, type PropsResult } from '../parcel-element';

export const TOP_EVENTS_MAX = 20;
export const TOP_EVENTS_DEFAULT = 5;

export class KickoffTopEvents extends ParcelElement {
  static override properties = { sport: {}, limit: {} };
  protected readonly moduleName = '@kickoff/betting-embeds';
  protected readonly exportName = 'topEventsParcel';
  protected override readonly reportsOwnBets = true;
  declare sport: AttributeValue;
  declare limit: AttributeValue;

  protected override props(): PropsResult {
    return propsFrom({ sport: slug('sport'), limit: wholeNumberIn('limit', 1, TOP_EVENTS_MAX, TOP_EVENTS_DEFAULT) }, { sport: this.sport, limit: this.limit });
  }
}
