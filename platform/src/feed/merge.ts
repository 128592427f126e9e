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

/** Upserts changed markets by id (a stale market version never overwrites a newer one). */
export function mergeMarkets(current: readonly Market[], changed: readonly Market[]): Market[] {
  if (changed.length === 0) return current as Market[];
  const byId = new Map<number, number>();
  current.forEach((m, i) => byId.set(m.id, i));
  const out = current.slice();
  for (const market of changed) {
    const index = byId.get(market.id);
    if (index === undefined) {
      byId.set(market.id, out.length);
      out.push(market);
    } else if ((out[index] as Market).version <= market.version) {
      out[index] = market;
    }
  }
  return out;
}

/** A changed game merged into the known one: header from the reply, markets merged. */
export function mergeGame(current: Game | undefined, changed: Game): Game {
  if (!current) return changed;
  if (changed.version < current.version) return current;
  return { ...changed, markets: mergeMarkets(current.markets, changed.markets) };
}

const sameOrder = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

export function applyGamesResponse(state: FeedState, reply: GamesResponse, order?: GameOrder): FeedState {
  let games: Map<number, Game>;
  let ids: number[];
  if (reply.full) {
    games = new Map();
    ids = [];
    const seen = new Set<number>();
    for (const game of reply.games) {
      // Keep the old object when nothing changed, so subscribers are not touched.
      const old = state.games.get(game.id);
      games.set(game.id, old && old.version === game.version && old.markets.length === game.markets.length ? old : game);
      if (!seen.has(game.id)) ids.push(game.id);
      seen.add(game.id);
    }
  } else {
    games = new Map(state.games);
    ids = state.order.slice();
    for (const game of reply.games) {
      const old = games.get(game.id);
      if (!old) ids.push(game.id);
      games.set(game.id, mergeGame(old, game));
    }
  }
  if (reply.removed.length > 0) {
    const removed = new Set(reply.removed);
    for (const id of removed) games.delete(id);
    ids = ids.filter((id) => !removed.has(id));
  }
  if (order) ids.sort((a, b) => order(games.get(a) as Game, games.get(b) as Game) || a - b);
  return { version: reply.version, games, order: sameOrder(ids, state.order) ? state.order : ids };
}

/** The one-game reply of a game page as a list reply (same merge rules). */
export const gameReplyAsList = (reply: GameResponse): GamesResponse => ({
  version: reply.version,
  full: reply.full,
  games: [reply.game],
  removed: [],
});
