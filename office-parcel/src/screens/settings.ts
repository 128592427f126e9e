/** The office's settings screens, by route name (each loads on use). */
import type { ScreenTable } from './screen';

export const settingsScreens: ScreenTable = {};
