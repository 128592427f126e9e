/** The office's support screens, by route name (each loads on use). */
import { screen, type ScreenTable } from '@kickoff/platform';

export const supportScreens: ScreenTable = {
  'office-support': screen(() => import('../support/SupportScreen'), (m) => m.SupportScreen),
  'office-manager': screen(() => import('../support/ManagerScreen'), (m) => m.ManagerScreen),
  'office-share-idea': screen(() => import('../support/ShareIdeaScreen'), (m) => m.ShareIdeaScreen),
};
