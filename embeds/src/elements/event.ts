/**
 * `<kickoff-event game-id="…">`: one game (teams, start time or live score) with its main market's
 * odds buttons, live-updating — the betting module's `eventParcel`. A click on an odd adds the bet to
 * the coupon as on the site and dispatches `kickoff-bet-added` on the element.
 */
import { positiveWholeNumber, propsFrom, type AttributeValue } from '../attributes';
import { ParcelElement, type PropsResult } from '../parcel-element';

export class KickoffEvent extends ParcelElement {
  static override properties = { gameId: { attribute: 'game-id' } };
  protected readonly moduleName = '@kickoff/betting-embeds';
  protected readonly exportName = 'eventParcel';
  protected override readonly reportsOwnBets = true;
  declare gameId: AttributeValue;

  protected override props(): PropsResult {
    return propsFrom({ gameId: positiveWholeNumber('game-id') }, { gameId: this.gameId });
  }
}
