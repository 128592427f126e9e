/**
 * A feed store: the games of one list (or one game page) kept from full and delta replies, exposed
 * as small nanostores so the UI re-renders only what changed:
 * - `$gameIds`: the ids in display order; changes only when the set or order of games changes;
 * - `gameStore(id)`: the game's header (teams, score, period, status, timer); the running timer is
 *   extrapolated locally, so a reply that only moves the clock as expected changes nothing;
 * - `marketsStore(id)`: the game's market layout (markets and their odd ids and names), which
 *   changes when markets appear or disappear, not when odds move;
 * - odds go to the shared odd registry, one atom per odd (see odds-registry.ts).
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Game, GamesResponse, Market } from '../schemas/feed';
import { applyGamesResponse, emptyFeedState, type FeedState, type GameOrder } from './merge';
import { sharedOddRegistry, type OddRegistry, type OddView } from './odds-registry';

export interface GameTimer {
  /** Seconds at `at`; null when the game has no timer. */
  readonly sec: number | null;
  readonly running: boolean;
  /** Clock ms when `sec` was read. */
  readonly at: number;
}

export type GameHeader = Omit<Game, 'markets' | 'version' | 'timeSec' | 'isTimerRunning'> & { readonly timer: GameTimer };

interface OddShape {
  readonly id: number;
  readonly typeId: number;
  readonly name: string;
}
export interface MarketShape {
  readonly id: number;
  readonly kind: Market['kind'];
  readonly typeId: number;
  readonly name: string;
  readonly param: number | null;
  readonly isSpecialCoef: boolean;
  readonly odds: readonly OddShape[];
}

export interface FeedStore {
  readonly $gameIds: ReadableAtom<readonly number[]>;
  gameStore(gameId: number): ReadableAtom<GameHeader | null>;
  marketsStore(gameId: number): ReadableAtom<readonly MarketShape[]>;
  /** The odd's atom in the registry, seeded from this feed when the registry lost it. */
  oddStore(oddId: number): ReadableAtom<OddView>;
  /** The full current game (for building a bet at click time). */
  game(gameId: number): Game | null;
  readonly state: FeedState;
  /** The version to send as `since`; null before the first reply. */
  readonly version: number | null;
  /** True once a reply was applied. */
  readonly hasData: boolean;
  apply(reply: GamesResponse): void;
  readonly registry: OddRegistry;
}

interface FeedStoreOptions {
  registry?: OddRegistry;
  /** Display order; default: the server's order, new games of a delta at the end. */
  order?: GameOrder;
  now?: () => number;
  /** A running timer that differs from its local extrapolation by at most this many seconds is left alone (default 2). */
  timerToleranceSec?: number;
}

/**
 * The header of a game: every field but markets, version and the timer (kept apart). Written out
 * field by field: a live tick compares ~130 headers, and static property access is several times
 * faster than a loop over keys. TypeScript fails here when GameSchema gains a field; the unit test
 * checks that `sameHeader` compares every one.
 */
export function headerOf(game: Game, at: number): GameHeader {
  return {
    id: game.id, number: game.number, permanentId: game.permanentId, sportId: game.sportId, champId: game.champId,
    sportName: game.sportName, sportNameEn: game.sportNameEn, sportSlug: game.sportSlug, champName: game.champName,
    champNameEn: game.champNameEn, champSlug: game.champSlug, slug: game.slug, team1: game.team1, team2: game.team2,
    startAt: game.startAt, section: game.section, statusId: game.statusId, period: game.period, score1: game.score1,
    score2: game.score2, scoreFormatted: game.scoreFormatted, isFinished: game.isFinished, isLiveInLive: game.isLiveInLive,
    hasVideo: game.hasVideo, isSynthetic: game.isSynthetic, isTop: game.isTop, isRecommended: game.isRecommended,
    statisticId: game.statisticId, marketsCount: game.marketsCount,
    timer: { sec: game.timeSec, running: game.isTimerRunning, at },
  };
}

/** Seconds shown by a timer at clock time `now`. */
export function timerSeconds(timer: GameTimer, now: number): number | null {
  if (timer.sec === null) return null;
  return timer.running ? timer.sec + Math.max(0, Math.floor((now - timer.at) / 1000)) : timer.sec;
}

/** Whether a game from a reply shows the same header (a running timer within its tolerance of the local clock). */
export function sameHeader(p: GameHeader, g: Game, at: number, toleranceSec: number): boolean {
  if (
    p.id !== g.id || p.number !== g.number || p.permanentId !== g.permanentId || p.sportId !== g.sportId || p.champId !== g.champId ||
    p.sportName !== g.sportName || p.sportNameEn !== g.sportNameEn || p.sportSlug !== g.sportSlug || p.champName !== g.champName ||
    p.champNameEn !== g.champNameEn || p.champSlug !== g.champSlug || p.slug !== g.slug || p.team1 !== g.team1 || p.team2 !== g.team2 ||
    p.startAt !== g.startAt || p.section !== g.section || p.statusId !== g.statusId || p.period !== g.period || p.score1 !== g.score1 ||
    p.score2 !== g.score2 || p.scoreFormatted !== g.scoreFormatted || p.isFinished !== g.isFinished || p.isLiveInLive !== g.isLiveInLive ||
    p.hasVideo !== g.hasVideo || p.isSynthetic !== g.isSynthetic || p.isTop !== g.isTop || p.isRecommended !== g.isRecommended ||
    p.statisticId !== g.statisticId || p.marketsCount !== g.marketsCount
  )
    return false;
  const t = p.timer;
  if (t.running !== g.isTimerRunning || (t.sec === null) !== (g.timeSec === null)) return false;
  if (t.sec === null || g.timeSec === null) return true;
  if (!g.isTimerRunning) return t.sec === g.timeSec;
  return Math.abs((timerSeconds(t, at) ?? 0) - g.timeSec) <= toleranceSec;
}

/** Whether the markets still have the layout `shape` (same markets, names, lines and odd ids). */
export function sameShape(shape: readonly MarketShape[], markets: readonly Market[]): boolean {
  if (shape.length !== markets.length) return false;
  for (let i = 0; i < markets.length; i++) {
    const s = shape[i] as MarketShape;
    const m = markets[i] as Market;
    if (s.id !== m.id || s.kind !== m.kind || s.typeId !== m.typeId || s.name !== m.name || s.param !== m.param || s.isSpecialCoef !== m.isSpecialCoef) return false;
    if (s.odds.length !== m.odds.length) return false;
    for (let j = 0; j < m.odds.length; j++) {
      const so = s.odds[j] as OddShape;
      const mo = m.odds[j] as Market['odds'][number];
      if (so.id !== mo.id || so.typeId !== mo.typeId || so.name !== mo.name) return false;
    }
  }
  return true;
}

const shapeOf = (markets: readonly Market[]): MarketShape[] =>
  markets.map((m) => ({
    id: m.id,
    kind: m.kind,
    typeId: m.typeId,
    name: m.name,
    param: m.param,
    isSpecialCoef: m.isSpecialCoef,
    odds: m.odds.map((o) => ({ id: o.id, typeId: o.typeId, name: o.name })),
  }));

export function createFeedStore(opts: FeedStoreOptions = {}): FeedStore {
  const registry = opts.registry ?? sharedOddRegistry;
  const now = opts.now ?? (() => Date.now());
  const tolerance = opts.timerToleranceSec ?? 2;
  let state = emptyFeedState();
  let hasData = false;
  const $gameIds = atom<readonly number[]>([]);
  const headers = new Map<number, WritableAtom<GameHeader | null>>();
  const layouts = new Map<number, WritableAtom<readonly MarketShape[]>>();
  const EMPTY: readonly MarketShape[] = [];

  const writeOdds = (game: Game, markets: readonly Market[]): void => {
    for (const market of markets) for (const odd of market.odds) registry.update(odd, market.isBlocked, game.id);
  };

  const refreshGame = (game: Game | undefined, at: number): void => {
    if (!game) return;
    const header = headers.get(game.id);
    if (header) {
      const prev = header.get();
      if (!prev || !sameHeader(prev, game, at, tolerance)) header.set(headerOf(game, at));
    }
    const layout = layouts.get(game.id);
    if (layout && !sameShape(layout.get(), game.markets)) layout.set(shapeOf(game.markets));
  };

  return {
    $gameIds,
    registry,
    get state() {
      return state;
    },
    get version() {
      return state.version;
    },
    get hasData() {
      return hasData;
    },
    game: (gameId) => state.games.get(gameId) ?? null,
    gameStore(gameId) {
      let header = headers.get(gameId);
      if (!header) {
        const game = state.games.get(gameId);
        header = atom<GameHeader | null>(game ? headerOf(game, now()) : null);
        headers.set(gameId, header);
      }
      return header;
    },
    marketsStore(gameId) {
      let layout = layouts.get(gameId);
      if (!layout) {
        const game = state.games.get(gameId);
        layout = atom<readonly MarketShape[]>(game ? shapeOf(game.markets) : EMPTY);
        layouts.set(gameId, layout);
      }
      return layout;
    },
    oddStore(oddId) {
      const store = registry.store(oddId);
      if (store.get().coef === 0) {
        const gameId = registry.gameIdOf(oddId);
        const games = gameId !== null && state.games.has(gameId) ? [state.games.get(gameId) as Game] : state.games.values();
        for (const game of games)
          for (const market of game.markets)
            for (const odd of market.odds) if (odd.id === oddId) registry.update(odd, market.isBlocked, game.id);
      }
      return store;
    },
    apply(reply) {
      const prev = state;
      // The store owns its state: a delta updates the games map in place (only `prev.order` is read below).
      state = applyGamesResponse(prev, reply, opts.order, 'in-place');
      hasData = true;
      const at = now();
      // Odds: only what the reply carries (a delta carries only changed markets).
      for (const game of reply.games) writeOdds(game, game.markets);
      for (const game of reply.games) refreshGame(state.games.get(game.id), at);
      for (const id of reply.removed) {
        headers.get(id)?.set(null);
        layouts.get(id)?.set(EMPTY);
      }
      if (reply.full) {
        // Games that left with a full reply.
        for (const id of prev.order) {
          if (!state.games.has(id)) {
            headers.get(id)?.set(null);
            layouts.get(id)?.set(EMPTY);
          }
        }
      }
      if (state.order !== prev.order) $gameIds.set(state.order);
    },
  };
}
