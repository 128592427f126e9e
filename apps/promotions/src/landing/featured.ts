/** `game-id="featured"` on a landing's <kickoff-event>: the next game of the line when the page opens. */
import * as v from 'valibot';
import { api } from '@kickoff/platform';

const NextGameSchema = v.object({ games: v.array(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })) });

export async function featuredGameId(signal: AbortSignal): Promise<number | null> {
  const reply = await api.request({ service: 'web', path: 'feed/games', query: { section: 'line', limit: 1 }, schema: NextGameSchema, signal });
  return reply.games[0]?.id ?? null;
}
