/** The office's bonuses screens, by route name (each loads on use). */
import type { ScreenTable } from './screen';

export const bonusesScreens: ScreenTable = {};
