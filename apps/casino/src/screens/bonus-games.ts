/** Casino screens: the bonus games (games, games/{gameRoute}) that award club points. */
import type { ScreenTable } from '@kickoff/platform';

export const bonusGameScreens: ScreenTable = {};
