/** Promotions screens: promotions list and detail, bonus and offer sections with rules, partners and games, promo, points, betting-awards. */
import type { ScreenTable } from '@kickoff/platform';

export const promotionScreens: ScreenTable = {};
