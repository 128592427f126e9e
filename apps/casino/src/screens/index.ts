/**
 * Every casino screen by route name, one table per area (screens/<area>.ts), each screen a lazy chunk
 * that registers its own texts and styles (`screen()` from the platform).
 */
import { screenLookup, type ScreenTable } from '@kickoff/platform';
import { bonusGameScreens } from './bonus-games';
import { catalogueScreens } from './catalogue';
import { playScreens } from './play';

export const CASINO_SCREEN_TABLE: ScreenTable = {
  ...catalogueScreens,
  ...playScreens,
  ...bonusGameScreens,
};

/** The lazy component of a route's screen (one per route name, so React keeps its state), or null. */
export const casinoScreen = screenLookup(CASINO_SCREEN_TABLE);
