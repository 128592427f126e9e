/** Promotions screens: promotions list and detail, bonus and offer sections with rules, partners and games, promo, points, betting-awards, and the casino's promotions and tournaments (bonus/casino/*). */
import { screen, type ScreenTable } from '@kickoff/platform';

const detail = screen(() => import('../promotions/DetailPage'), (m) => m.DetailPage);
const kindPage = screen(() => import('../promotions/KindPages'), (m) => m.KindPage);
const kindSection = screen(() => import('../promotions/KindPages'), (m) => m.KindSectionPage);
const kindRule = screen(() => import('../promotions/KindPages'), (m) => m.KindRulePage);
const kindPartner = screen(() => import('../promotions/KindPages'), (m) => m.KindPartnerPage);

export const promotionScreens: ScreenTable = {
  promotions: screen(() => import('../promotions/ListPage'), (m) => m.ListPage),
  promotion: detail,
  ...Object.fromEntries(
    (['bonus', 'offers'] as const).flatMap((s) => [
      [s, kindPage],
      [`${s}-section`, kindSection],
      [`${s}-rule`, kindRule],
      [`${s}-partner`, kindPartner],
      [`${s}-landing`, detail],
    ]),
  ),
  promo: screen(() => import('../promotions/PromoPage'), (m) => m.PromoPage),
  points: screen(() => import('../promotions/PointsPage'), (m) => m.PointsPage),
  'betting-awards': screen(() => import('../promotions/AwardsPage'), (m) => m.AwardsPage),
  'bonus-casino': screen(() => import('../promotions/CasinoPages'), (m) => m.CasinoPage),
  'bonus-casino-promo': screen(() => import('../promotions/CasinoPages'), (m) => m.CasinoPromoPage),
  'bonus-casino-tournaments': screen(() => import('../promotions/CasinoPages'), (m) => m.TournamentsPage),
  'bonus-casino-tournament': screen(() => import('../promotions/TournamentPage'), (m) => m.TournamentPage),
  'bonus-casino-promotion': detail,
  'bonus-casino-item': detail,
};
