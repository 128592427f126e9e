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

/**
 * The routes the server draws (issue 25): the promotions, bonus and offer pages and the casino's
 * promotions and tournaments. Not the club points and awards pages (a player's, drawn in the browser)
 * nor the landings (their Kickoff elements define themselves in the browser).
 */
const NOT_DRAWN: ReadonlySet<string> = new Set(['points', 'betting-awards', ...Object.keys(landingScreens)]);

export const drawnOnServer = (routeName: string): boolean => Object.hasOwn(PROMOTIONS_SCREEN_TABLE, routeName) && !NOT_DRAWN.has(routeName);
