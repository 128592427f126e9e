/** Casino screens: the lobby, the section pages (every catalogue section's route), providers, search, my-casino and favourites, the other games, thank-you. */
import { screen, type ScreenTable } from '@kickoff/platform';
import { CASINO_SECTIONS } from '../contracts/catalogue';

const section = screen(() => import('../catalogue/SectionPage'), (m) => m.SectionPage);

/** The routes of the section page: every section's but poker's (its own page). */
export const SECTION_PAGE_ROUTES: readonly string[] = CASINO_SECTIONS.filter((s) => s !== 'poker');

export const catalogueScreens: ScreenTable = {
  ...Object.fromEntries(SECTION_PAGE_ROUTES.map((s) => [s, section])),
  poker: screen(() => import('../catalogue/PokerPage'), (m) => m.PokerPage),
  'casino-lobby': screen(() => import('../catalogue/LobbyPage'), (m) => m.LobbyPage),
  providers: screen(() => import('../catalogue/ProvidersPage'), (m) => m.ProvidersPage),
  provider: screen(() => import('../catalogue/ProvidersPage'), (m) => m.ProviderPage),
  'casino-search': screen(() => import('../catalogue/SearchPage'), (m) => m.SearchPage),
  'my-casino': screen(() => import('../catalogue/MyCasinoPage'), (m) => m.MyCasinoPage),
  'my-casino-favorites': screen(() => import('../catalogue/MyCasinoPage'), (m) => m.MyCasinoPage),
  othergames: screen(() => import('../catalogue/OtherGamesPage'), (m) => m.OtherGamesPage),
  thankyou: screen(() => import('../catalogue/ThankYouPage'), (m) => m.ThankYouPage),
};
