/**
 * Every office screen by route name, one table per area (screens/<area>.ts), each screen a lazy
 * chunk. The office app renders the screen of the current route; a route without one is a defect
 * (tests/office/screens.test.ts checks that every office route of the route table has a screen).
 */
import { screenLookup, type ScreenTable } from '@kickoff/platform';
import { accountScreens } from './account';
import { bonusesScreens } from './bonuses';
import { historyScreens } from './history';
import { moneyScreens } from './money';
import { responsibleScreens } from './responsible';
import { securityScreens } from './security';
import { settingsScreens } from './settings';
import { supportScreens } from './support';

export const OFFICE_SCREEN_TABLE: ScreenTable = {
  ...accountScreens,
  ...settingsScreens,
  ...securityScreens,
  ...moneyScreens,
  ...historyScreens,
  ...supportScreens,
  ...bonusesScreens,
  ...responsibleScreens,
};

/** The lazy component of a route's screen (one per route name, so React keeps its state), or null. */
export const officeScreen = screenLookup(OFFICE_SCREEN_TABLE);
