/**
 * Legacy game routes: the games-preview light call maps an old route to the current games/{route}.
 */
import { api, GamesPreviewResponseSchema, href } from '@kickoff/platform';

export async function lookupLegacyGame(oldRoute: string, lang: string): Promise<string | null> {
  if (!oldRoute) return null;
  try {
    const reply = await api.request({
      service: 'web',
      path: 'games-preview/light',
      query: { whence: 'legacy', groupId: 0, ref: 1, lng: lang, fcountry: 1, oldRoute },
      schema: GamesPreviewResponseSchema,
      retry: { times: 2, delayMs: 500 },
    });
    const game = reply.games.find((g) => g.oldRoute === oldRoute);
    return game ? href('games-game', { gameRoute: game.route }, lang) : null;
  } catch (err) {
    console.warn('games-preview lookup failed', err);
    return null;
  }
}
