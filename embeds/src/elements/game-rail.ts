/**
 * `<kickoff-game-rail category="crash-games" limit="8">`: the first `limit` (1–48, default 8) games of
 * a casino catalogue section as tiles (`@kickoff/casino` `gameRailParcel`).
 */
import { oneOf, propsFrom, wholeNumberIn, type AttributeValue } from '../attributes';
import { ParcelElement, type PropsResult } from '../parcel-element';

/**
 * The casino catalogue's sections: the casino contract's `CASINO_SECTIONS`
 * (apps/casino/src/contracts/catalogue.ts), copied because a module imports no other module's files;
 * tests/embeds/game-rail.browser.test.ts holds the copy to the contract. The casino's parcel checks
 * `category` with the contract's `CasinoSectionSchema` again.
 */
export const CASINO_SECTIONS = [
  'slots', 'live-casino', 'crash-games', 'fast-games', 'fast-bet', 'card-games', 'asian-games', 'skill-games',
  'fishinghunting', 'scratchcards', 'keno', 'bingo', 'tvgames', 'virtualsports', 'poker', 'slots-vulkan', 'casino-brand',
] as const;
/** One page of the catalogue's games call (the contract's MAX_PAGE_SIZE). */
export const GAME_RAIL_MAX = 48;
export const GAME_RAIL_DEFAULT = 8;

export class KickoffGameRail extends ParcelElement {
  static override properties = { category: {}, limit: {} };
  protected readonly moduleName = '@kickoff/casino';
  protected readonly exportName = 'gameRailParcel';
  declare category: AttributeValue;
  declare limit: AttributeValue;

  protected override props(): PropsResult {
    return propsFrom(
      { category: oneOf('category', CASINO_SECTIONS), limit: wholeNumberIn('limit', 1, GAME_RAIL_MAX, GAME_RAIL_DEFAULT) },
      { category: this.category, limit: this.limit },
    );
  }
}
