/** Casino screens: games (the daily bonus games and the TV games), games/{gameRoute} (a bonus game awarding club points, or a TV game), games-landing/{landingRoute}. */
import { screen, type ScreenTable } from '@kickoff/platform';

export const bonusGameScreens: ScreenTable = {
  games: screen(() => import('../bonus/GamesPage'), (m) => m.GamesPage),
  'games-game': screen(() => import('../bonus/BonusGamePage'), (m) => m.BonusGamePage),
  'games-landing': screen(() => import('../bonus/GamesLandingPage'), (m) => m.GamesLandingPage),
};
