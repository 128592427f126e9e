/**
 * Feed fixtures shared by the unit tests, the browser tests and the live-odds benchmark: contract
 * shaped games (platform/src/schemas/feed.ts) with a 1X2 market whose odd ids derive from the game id.
 */
import type { Game, GamesResponse, Market, Odd } from '../../../platform/src/schemas/feed';

export function makeOdd(id: number, marketId: number, over: Partial<Odd> = {}): Odd {
  return { id, marketId, typeId: 1, name: `Odd ${id}`, coef: 2, isBlocked: false, version: 1, ...over };
}

/** Main 1X2 market of a game: market id = game id × 10, odd ids = game id × 10 + 1…3. */
export function makeMarket(gameId: number, over: Partial<Market> = {}, n = 3): Market {
  const id = gameId * 10;
  const names = ['1', 'X', '2'];
  return {
    id,
    gameId,
    kind: 1,
    typeId: 1,
    name: 'Match result',
    param: null,
    isBlocked: false,
    isSpecialCoef: false,
    odds: Array.from({ length: n }, (_, i) => makeOdd(id + i + 1, id, { typeId: i + 1, name: names[i] ?? `${i + 1}`, coef: 1.5 + i })),
    version: 1,
    ...over,
  };
}

export function makeGame(id: number, over: Partial<Game> = {}): Game {
  return {
    id,
    number: 1000 + id,
    permanentId: id,
    sportId: 1,
    champId: 10,
    sportName: 'Футбол',
    sportNameEn: 'Football',
    sportSlug: 'football',
    champName: 'Премьер-лига',
    champNameEn: 'Premier League',
    champSlug: 'premier-league',
    slug: `team-${id}-a-vs-team-${id}-b`,
    team1: `Team ${id} A`,
    team2: `Team ${id} B`,
    startAt: 1_800_000_000 + id * 60,
    section: 'live',
    statusId: 2,
    period: '1st half',
    timeSec: 600,
    isTimerRunning: true,
    score1: 1,
    score2: 0,
    scoreFormatted: '1:0 (1:0)',
    isFinished: false,
    isLiveInLive: false,
    hasVideo: false,
    isSynthetic: false,
    isTop: false,
    isRecommended: false,
    statisticId: null,
    version: 1,
    markets: [makeMarket(id)],
    marketsCount: 12,
    ...over,
  };
}

export const fullReply = (games: Game[], version = 1): GamesResponse => ({ version, full: true, games, removed: [] });
export const deltaReply = (games: Game[], version: number, removed: number[] = []): GamesResponse => ({ version, full: false, games, removed });

/** A delta that changes one odd's coefficient (and the versions of its odd, market and game). */
export function oddChange(game: Game, oddId: number, coef: number, version: number): Game {
  const market = game.markets.find((m) => m.odds.some((o) => o.id === oddId));
  if (!market) throw new Error(`odd ${oddId} not in game ${game.id}`);
  const odds = market.odds.map((o) => (o.id === oddId ? { ...o, coef, version } : o));
  return { ...game, version, markets: [{ ...market, odds, version }] };
}
