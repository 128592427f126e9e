/** The office's money screens, by route name (each loads on use). */
import type { ScreenTable } from './screen';

export const moneyScreens: ScreenTable = {};
