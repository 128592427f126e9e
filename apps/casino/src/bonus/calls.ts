/** The bonus games' calls (contract ../contracts/bonus-games), validated; they say more to a signed-in player. */
import { $isAuthorized, api } from '@kickoff/platform';
import { BonusGameListSchema, BonusGamePlaySchema, bonusGamesCallPath, playPath, type BonusGameRoute } from '../contracts/bonus-games';

export const bonusCalls = {
  list: (lang: string, signal: AbortSignal) =>
    api.request({ service: 'web', path: bonusGamesCallPath(), query: { lng: lang }, schema: BonusGameListSchema, signal, auth: $isAuthorized.get() }),
  play: (route: BonusGameRoute, choice: number) =>
    api.request({ service: 'web', method: 'POST', path: bonusGamesCallPath(playPath(route)), body: { choice }, schema: BonusGamePlaySchema, auth: true }),
};
