/** The office's security screens, by route name (each loads on use). */
import type { ScreenTable } from './screen';

export const securityScreens: ScreenTable = {};
