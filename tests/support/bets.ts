/** A coupon bet of a fixture game's first market (tests/platform/feed/fixtures), as the betting app builds it. */
import * as v from 'valibot';
import { BetSchema, buildBet, type Bet } from '@kickoff/platform';
import { makeGame } from '../platform/feed/fixtures';

export function fixtureBet(gameId: number, oddId: number, pageType = 'home', game = makeGame(gameId)): Bet {
  const market = game.markets[0];
  const odd = market?.odds.find((o) => o.id === oddId);
  if (!market || !odd) throw new Error(`no odd ${oddId} in game ${gameId}`);
  return v.parse(BetSchema, buildBet(game, market, odd, pageType));
}
