/** The office's support screens, by route name (each loads on use). */
import type { ScreenTable } from './screen';

export const supportScreens: ScreenTable = {};
