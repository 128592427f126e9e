/** `<kickoff-game-tile game-id="…">`: one casino game's tile, linking to the game on the Kickoff site (`@kickoff/casino` `gameTileParcel`). */
import { positiveWholeNumber, propsFrom, type AttributeValue } from '../attributes';
import { ParcelElement, type PropsResult } from '../parcel-element';

export class KickoffGameTile extends ParcelElement {
  static override properties = { gameId: { attribute: 'game-id' } };
  protected readonly moduleName = '@kickoff/casino';
  protected readonly exportName = 'gameTileParcel';
  declare gameId: AttributeValue;

  protected override props(): PropsResult {
    return propsFrom({ gameId: positiveWholeNumber('game-id') }, { gameId: this.gameId });
  }
}
