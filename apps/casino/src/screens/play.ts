/** Casino screens: the game pages (slots-game, live-casino-game): the sandboxed game frame, real or fun mode. */
import type { ScreenTable } from '@kickoff/platform';

export const playScreens: ScreenTable = {};
