/**
 * Legacy game routes: the games-preview light call maps an old route to the current games/{route}.
 */
import { api, href } from '@kickoff/platform';
import * as v from 'valibot';

const GamesPreviewSchema = v.object({
  games: v.array(
    v.object({
      gameType: v.string(),
      name: v.string(),
      route: v.string(),
      oldRoute: v.nullable(v.string()),
      categoryIds: v.array(v.number()),
      tag: v.nullable(v.string()),
    }),
  ),
});

export async function lookupLegacyGame(oldRoute: string, lang: string): Promise<string | null> {
  if (!oldRoute) return null;
  try {
    const reply = await api.request({
      service: 'web',
      path: 'games-preview/light',
      query: { whence: 'legacy', groupId: 0, ref: 1, lng: lang, fcountry: 1, oldRoute },
      schema: GamesPreviewSchema,
      retry: { times: 2, delayMs: 500 },
    });
    const game = reply.games.find((g) => g.oldRoute === oldRoute);
    return game ? href('games-game', { gameRoute: game.route }, lang) : null;
  } catch (err) {
    console.warn('games-preview lookup failed', err);
    return null;
  }
}
