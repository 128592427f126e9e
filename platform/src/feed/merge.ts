/**
 * Pure merge of feed replies (platform/src/schemas/feed.ts): a full reply replaces the list; a
 * delta (`full: false`) upserts the games it carries, merges their changed markets into the games
 * already known, and drops the `removed` ids. Unchanged games keep their object identity, so
 * callers can find what changed with `!==`.
 */
import type { Game, GameResponse, GamesResponse, Market } from '../schemas/feed';

export interface FeedState {
  /** Version of the last applied reply (the next `since`); null before the first reply. */
  readonly version: number | null;
  readonly games: ReadonlyMap<number, Game>;
  /** Game ids in display order. */
  readonly order: readonly number[];
}

export type GameOrder = (a: Game, b: Game) => number;

export const emptyFeedState = (): FeedState => ({ version: null, games: new Map(), order: [] });

/** Up to this many markets, a changed market is found by a scan rather than an index. */
const MARKET_SCAN_LIMIT = 16;

function indexOfMarket(markets: readonly Market[], id: number): number | undefined {
  for (let i = 0; i < markets.length; i++) if ((markets[i] as Market).id === id) return i;
  return undefined;
}

/** Upserts changed markets by id (a stale market version never overwrites a newer one). */
export function mergeMarkets(current: readonly Market[], changed: readonly Market[]): Market[] {
  if (changed.length === 0) return current as Market[];
  const out = current.slice();
  // A list's game has a few markets: a scan allocates nothing (a live tick merges ~130 games); a game
  // page's hundreds get an index.
  let byId: Map<number, number> | null = null;
  if (current.length > MARKET_SCAN_LIMIT) {
    byId = new Map();
    current.forEach((m, i) => byId?.set(m.id, i));
  }
  for (const market of changed) {
    const index = byId ? byId.get(market.id) : indexOfMarket(out, market.id);
    if (index === undefined) {
      byId?.set(market.id, out.length);
      out.push(market);
    } else if ((out[index] as Market).version <= market.version) {
      out[index] = market;
    }
  }
  return out;
}

/**
 * A game with other markets. Written out field by field: validated replies are built key by key,
 * and an object spread of such an object costs several times more than this literal (a live tick
 * merges ~130 games). TypeScript fails here when GameSchema gains a required field; a unit test
 * checks that no field is lost.
 */
export function withMarkets(g: Game, markets: Market[]): Game {
  return {
    id: g.id, number: g.number, permanentId: g.permanentId, sportId: g.sportId, champId: g.champId, sportName: g.sportName,
    sportNameEn: g.sportNameEn, sportSlug: g.sportSlug, champName: g.champName, champNameEn: g.champNameEn, champSlug: g.champSlug,
    slug: g.slug, team1: g.team1, team2: g.team2, startAt: g.startAt, section: g.section, statusId: g.statusId, period: g.period,
    timeSec: g.timeSec, isTimerRunning: g.isTimerRunning, score1: g.score1, score2: g.score2, scoreFormatted: g.scoreFormatted,
    isFinished: g.isFinished, isLiveInLive: g.isLiveInLive, hasVideo: g.hasVideo, isSynthetic: g.isSynthetic, isTop: g.isTop,
    isRecommended: g.isRecommended, statisticId: g.statisticId, version: g.version, markets, marketsCount: g.marketsCount,
  };
}

/** A changed game merged into the known one: header from the reply, markets merged. */
function mergeGame(current: Game | undefined, changed: Game): Game {
  if (!current) return changed;
  if (changed.version < current.version) return current;
  return withMarkets(changed, mergeMarkets(current.markets, changed.markets));
}

const sameOrder = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * What a delta does with the state's games map: 'copy' leaves the old state as it was (the default);
 * 'in-place' updates the map itself, for a caller that owns the state and keeps no older copy of it
 * (the feed store: a live tick changes about 130 of 500 games, and copying the whole map and order
 * every tick cost more than the merge itself). A full reply always builds a new map.
 */
export type DeltaMode = 'copy' | 'in-place';

export function applyGamesResponse(state: FeedState, reply: GamesResponse, order?: GameOrder, mode: DeltaMode = 'copy'): FeedState {
  let games: Map<number, Game>;
  let ids: readonly number[];
  if (reply.full) {
    games = new Map();
    const fresh: number[] = [];
    const seen = new Set<number>();
    for (const game of reply.games) {
      // Keep the old object when nothing changed, so subscribers are not touched.
      const old = state.games.get(game.id);
      games.set(game.id, old && old.version === game.version && old.markets.length === game.markets.length ? old : game);
      if (!seen.has(game.id)) fresh.push(game.id);
      seen.add(game.id);
    }
    ids = fresh;
  } else {
    games = mode === 'in-place' && state.games instanceof Map ? state.games : new Map(state.games);
    let added: number[] | null = null;
    for (const game of reply.games) {
      const old = games.get(game.id);
      if (!old) (added ??= []).push(game.id);
      games.set(game.id, mergeGame(old, game));
    }
    // The order is copied only when games were added.
    ids = added ? [...state.order, ...added] : state.order;
  }
  if (reply.removed.length > 0) {
    const removed = new Set(reply.removed);
    for (const id of removed) games.delete(id);
    ids = ids.filter((id) => !removed.has(id));
  }
  if (order) ids = [...ids].sort((a, b) => order(games.get(a) as Game, games.get(b) as Game) || a - b);
  return { version: reply.version, games, order: ids === state.order || sameOrder(ids, state.order) ? state.order : ids };
}

/** The one-game reply of a game page as a list reply (same merge rules). */
export const gameReplyAsList = (reply: GameResponse): GamesResponse => ({
  version: reply.version,
  full: reply.full,
  games: [reply.game],
  removed: [],
});
