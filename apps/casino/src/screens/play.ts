/** Casino screens: the game pages (slots-game, live-casino-game): the sandboxed game frame, real or fun mode. */
import { screen, type ScreenTable } from '@kickoff/platform';

const game = screen(() => import('../play/GamePage'), (m) => m.GamePage);

export const playScreens: ScreenTable = {
  'slots-game': game,
  'live-casino-game': game,
};
