/** Casino screens: the lobby, the section pages (every catalogue section's route), providers, search, my-casino and favourites, the other games, thank-you. */
import { screen, type ScreenTable } from '@kickoff/platform';
import { CASINO_SECTIONS } from '../contracts/catalogue';

const section = screen(() => import('../catalogue/SectionPage'), (m) => m.SectionPage);

export const catalogueScreens: ScreenTable = {
  ...Object.fromEntries(CASINO_SECTIONS.filter((s) => s !== 'poker').map((s) => [s, section])),
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
