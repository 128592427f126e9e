/**
 * Every promotions screen by route name, one table per area (screens/<area>.ts), each screen a lazy
 * chunk that registers its own texts and styles (`screen()` from the platform).
 */
import { screenLookup, type ScreenTable } from '@kickoff/platform';
import { landingScreens } from './landing';
import { promotionScreens } from './promotions';

export const PROMOTIONS_SCREEN_TABLE: ScreenTable = {
  ...promotionScreens,
  ...landingScreens,
};

/** The lazy component of a route's screen (one per route name, so React keeps its state), or null. */
export const promotionsScreen = screenLookup(PROMOTIONS_SCREEN_TABLE);
