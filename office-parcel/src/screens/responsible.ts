/** The office's responsible-gaming screen, by route name (loads on use). */
import { screen, type ScreenTable } from '@kickoff/platform';

export const responsibleScreens: ScreenTable = {
  'office-responsible': screen(() => import('../responsible/responsible-screen'), (m) => m.ResponsibleScreen),
};
