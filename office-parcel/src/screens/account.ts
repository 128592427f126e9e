/** The office's account screens, by route name (each loads on use). */
import type { ScreenTable } from './screen';

export const accountScreens: ScreenTable = {};
