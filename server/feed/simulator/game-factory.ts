/**
 * Builds and plays single games: a new line game with its markets priced from the hidden team
 * strengths, playing it forward with the engine, repricing, and its settled result. Shared by the
 * seed generator and the simulator (which must create games the same way).
 */
import { advance, cloneState, initialState, formatScore, type AdvanceResult, type Matchup } from './engine';
import { MarketKinds } from '@kickoff/contracts';
import { marketTemplates } from './markets';
import { outlookOf, type Outlook } from './outlook';
import { applyPrices, type PriceChange } from './pricing';
import type { Rng } from './prng';
import { SPORT_MODELS, type SportModel } from './sport-models';
import type { ChampRecord, GameRecord, MarketRecord, ResultRecord, SportRecord, TeamRecord, TotoResult } from '../types';

export interface IdCounters {
  nextGameId: number;
  nextMarketId: number;
  nextOddId: number;
}

/** Chance a game gets the sport's special market (kind 7). */
const SPECIAL_CHANCE = 0.2;
/** Chance a secondary market starts blocked. */
const SEED_BLOCK_CHANCE = 0.03;

export const permanentIdOf = (gameId: number): number => 700_000 + gameId;
export const eventNumberOf = (gameId: number): number => 100 + (gameId % 900);

export const modelOf = (game: Pick<GameRecord, 'sportKey'>): SportModel => SPORT_MODELS[game.sportKey];
export const matchupOf = (game: Pick<GameRecord, 'rating1' | 'rating2'>): Matchup => ({ rating1: game.rating1, rating2: game.rating2 });
export const outlookOfGame = (game: GameRecord): Outlook => outlookOf(modelOf(game), matchupOf(game), game.state);

export function pickPair(rng: Rng, teams: readonly TeamRecord[]): [TeamRecord, TeamRecord] {
  const first = rng.int(0, teams.length - 1);
  let second = rng.int(0, teams.length - 2);
  if (second >= first) second++;
  return [teams[first] as TeamRecord, teams[second] as TeamRecord];
}

export function createGame(
  rng: Rng,
  ids: IdCounters,
  sport: SportRecord,
  champ: ChampRecord,
  pair: readonly [TeamRecord, TeamRecord],
  startAt: number,
): GameRecord {
  const model = SPORT_MODELS[sport.key];
  const id = ids.nextGameId++;
  const [home, away] = pair;
  const isSynthetic = sport.cyberType === 'synthetic';
  const game: GameRecord = {
    id,
    number: eventNumberOf(id),
    permanentId: permanentIdOf(id),
    sportId: sport.id,
    sportKey: sport.key,
    champId: champ.id,
    slug: `${home.slug}-${away.slug}`,
    team1: home.name,
    team2: away.name,
    team1Slug: home.slug,
    team2Slug: away.slug,
    rating1: home.rating,
    rating2: away.rating,
    margin: Math.round(rng.range(0.05, 0.07) * 1000) / 1000,
    startAt,
    section: 'line',
    state: initialState(),
    finishedAt: null,
    isLiveInLive: false,
    hasVideo: rng.chance(sport.cyberType !== null ? 0.85 : 0.3),
    isSynthetic,
    isCyber: sport.cyberType !== null,
    isTop: rng.chance(champ.topChance),
    isRecommended: rng.chance(0.1),
    statisticId: champ.hasStandings ? permanentIdOf(id) : null,
    markets: [],
  };
  const outlook = outlookOf(model, matchupOf(game), game.state);
  const templates = marketTemplates(model, outlook, game, rng.chance(SPECIAL_CHANCE));
  game.markets = templates.map((t, sort): MarketRecord => {
    const marketId = ids.nextMarketId++;
    const main = t.kind === MarketKinds.result || t.kind === MarketKinds.winner;
    return {
      id: marketId,
      gameId: id,
      kind: t.kind,
      typeId: t.typeId,
      name: t.name,
      param: t.param,
      isBlocked: !main && rng.chance(SEED_BLOCK_CHANCE),
      blockedUntil: null,
      isSpecial: t.isSpecial,
      sort,
      odds: t.outcomes.map((o, oddSort) => ({ id: ids.nextOddId++, marketId, typeId: o.typeId, name: o.name, coef: 1.01, isBlocked: false, sort: oddSort })),
    };
  });
  for (const market of game.markets) applyPrices(market, outlook, game.margin, { live: false });
  return game;
}

/** Plays a game forward by `dt` simulated seconds (kicks off a line game). */
export function playGame(rng: Rng, game: GameRecord, dt: number): AdvanceResult {
  const result = advance(modelOf(game), matchupOf(game), game.state, dt, rng);
  if (game.state.status !== 1) {
    game.section = 'live';
    game.isLiveInLive = game.isSynthetic && game.state.status !== 4;
  }
  return result;
}

/** Reprices every market of a game from its current state; returns what changed per market. */
export function repriceGame(game: GameRecord, live: boolean): Map<MarketRecord, PriceChange> {
  const outlook = outlookOfGame(game);
  const changes = new Map<MarketRecord, PriceChange>();
  for (const market of game.markets) changes.set(market, applyPrices(market, outlook, game.margin, { live }));
  return changes;
}

/** Blocks every market of a finished game; returns the markets that changed. */
export function closeMarkets(game: GameRecord): MarketRecord[] {
  const changed: MarketRecord[] = [];
  for (const market of game.markets) {
    if (market.isBlocked && market.blockedUntil === null) continue;
    market.isBlocked = true;
    market.blockedUntil = null;
    changed.push(market);
  }
  return changed;
}

export const totoOutcome = (score1: number, score2: number): TotoResult => (score1 > score2 ? '1' : score1 < score2 ? '2' : 'X');

export function resultOf(game: GameRecord, sport: SportRecord, champ: ChampRecord): ResultRecord {
  return {
    gameId: game.id,
    sportId: sport.id,
    champId: champ.id,
    sportName: sport.name,
    champName: champ.name,
    team1: game.team1,
    team2: game.team2,
    startAt: game.startAt,
    finishedAt: game.finishedAt ?? game.startAt,
    score1: game.state.score[0],
    score2: game.state.score[1],
    scoreFormatted: formatScore(modelOf(game), game.state),
    type: game.isSynthetic ? 'zone' : 'live',
  };
}

/** Plays a whole game from kick-off in a scratch state: the final state and its length in seconds. */
export function playWhole(rng: Rng, game: GameRecord): { length: number } {
  const state = cloneState(game.state);
  let length = 0;
  for (let guard = 0; guard < 20 && state.status !== 4; guard++) {
    const step = 6 * 3600;
    const r = advance(modelOf(game), matchupOf(game), state, step, rng);
    length += r.finishedAt ?? step;
  }
  game.state = state;
  game.section = 'live';
  return { length: Math.round(length) };
}
