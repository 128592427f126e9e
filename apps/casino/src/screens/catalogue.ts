/** Casino screens: the lobby, category and provider pages, search, my-casino and favourites, live-casino tables, the catalogue pages (poker, bingo, keno, TV games, virtual sports), games-landing, thank-you. */
import type { ScreenTable } from '@kickoff/platform';

export const catalogueScreens: ScreenTable = {};
