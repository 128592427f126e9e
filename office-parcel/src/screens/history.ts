/** The office's history screens, by route name (each loads on use). */
import type { ScreenTable } from '@kickoff/platform';

export const historyScreens: ScreenTable = {
  // The bet history brings the `bets` texts and the coupon formatting helpers (platform-wallet).
  'office-history': () => import('../pages/BetHistory').then((m) => m.loadBetHistory()),
};
