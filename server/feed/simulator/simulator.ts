/**
 * The feed simulator. `tick(seconds)` advances the simulated clock: line games whose start has
 * come kick off (same id and permanentId, section live), live games play on (timers, scores,
 * periods, breaks), finished games are settled into results and toto, odds follow the score and
 * the time left (goals reprice every market and suspend them briefly; ~10% of odds drift a few %
 * per tick), each step's match events are appended (match-events.ts; a tennis break or a red card
 * suspends the main markets for a few seconds, and every market is repriced when a suspension ends), new games keep the line and the live section full, lotto draws are drawn. Everything
 * random comes from the seeded PRNG whose state lives in the database, so the same seed and the
 * same tick sequence give the same feed. Every change takes the next value of the global version.
 */
import type { Db } from '../../db/open';
import { loadCatalog, type Catalog } from '../store/catalog';
import { MarketKinds } from '@kickoff/contracts';
import { cloneState } from './engine';
import { closeMarkets, createGame, matchupOf, modelOf, outlookOfGame, pickPair, playGame, repriceGame, resultOf, totoOutcome } from './game-factory';
import { matchEvents } from './match-events';
import { createMatchEventStore } from '../store/match-events';
import { createGameStore, type GameStore } from '../store/games';
import { kickoffStep, roundTo } from './generator';
import { LOTTERIES, UPCOMING_PER_LOTTERY, drawNumbers, makeLottoDraw } from './lotto';
import { createLottoStore } from '../store/lotto';
import { applyPrices } from './pricing';
import { createRng, hashString, type Rng } from './prng';
import { createResultStore } from '../store/results';
import { createSimulationStore } from '../store/simulation';
import { seedFeed, resetFeed } from '../seed';
import { readFeedState, writeFeedState, type FeedStateValues } from '../store/state';
import { EVENTS_KEEP, LINE_HORIZON, LINE_MIN_AHEAD, RESULTS_WINDOW, SOON_WINDOW, STALE_AFTER, TOTO_LEAD, UPCOMING_WINDOW } from '../timing';
import { TOTO_EVENTS, makeTotoDraw, totoStatus } from './toto';
import { createTotoStore } from '../store/toto';
import type { ChampRecord, GameRecord, MarketRecord, OddRecord, SportRecord, TotoEventRecord } from '../types';

/** Share of live odds that drift per tick, and by how much at most (relative). */
export const DRIFT_SHARE = 0.1;
export const DRIFT_MAX = 0.03;
/** Markets are suspended this long after a goal (seconds, drawn per goal). */
export const GOAL_BLOCK_SEC: readonly [number, number] = [20, 45];
/** The main markets are suspended this long after a score swing that is no score change (tennis break, red card). */
export const SWING_BLOCK_SEC: readonly [number, number] = [8, 15];
/** Main markets: the result (1X2 or winner) and double chance. */
const MAIN_KINDS: ReadonlySet<number> = new Set([MarketKinds.result, MarketKinds.winner, MarketKinds.doubleChance]);
/** At most this many new games per tick and kind (soon, far line). */
const MAX_NEW_PER_TICK = 10;
/** Longest chunk of one tick (seconds). */
const MAX_CHUNK_SEC = 300;
/** Lowest coefficient the test API may set (the contract's minimum). */
const MIN_TEST_COEF = 1.001;
/** Longest real gap one timer pump replays. */
const MAX_PUMP_SEC = 600;

export interface SimulatorOptions {
  db: Db;
  /** Seed used when the feed is empty or stale and has to be generated. */
  seed: number;
  /** Simulated seconds per real second (default 1); 0 freezes the timer-driven clock. */
  speed?: number;
  /** Real clock in ms (default Date.now); the timer measures elapsed time with it. */
  now?: () => number;
}

export interface TickReport {
  version: number;
  simNow: number;
  /** Games whose version changed in this tick. */
  changedGames: number;
  started: number;
  finished: number;
  created: number;
}

export interface Simulator {
  readonly speed: number;
  /** Advances the simulated clock by `seconds` (any speed, 0 allowed). */
  tick(seconds: number): TickReport;
  /** Advances by speed × real time since the previous pump (the 1 s timer); null when nothing to do. */
  pump(): TickReport | null;
  /** Replays (or, when very stale, re-seeds) the gap between the simulated clock and the real one. */
  catchUp(): void;
  /** Test API: blocks or unblocks a market; returns the new version, null when unknown. */
  setMarketBlocked(marketId: number, blocked: boolean): number | null;
  /** Test API: sets an odd's coefficient; returns the new version, null when unknown. */
  setOddCoef(oddId: number, coef: number): number | null;
  /** Test API: finishes a game now with this score (result row, markets closed); null when unknown or finished. */
  finishGame(gameId: number, score1: number, score2: number): number | null;
  state(): FeedStateValues | null;
}

interface TickContext {
  rng: Rng;
  /** The chunk being simulated: (from, to]. */
  from: number;
  to: number;
  /** Odds drift only in the last chunk of a tick. */
  drift: boolean;
  catalog: Catalog;
  games: GameStore;
  state: FeedStateValues;
  report: TickReport;
  nextVersion(): number;
}

export function createSimulator(opts: SimulatorOptions): Simulator {
  const { db, seed } = opts;
  const speed = Math.max(0, opts.speed ?? 1);
  const realNow = opts.now ?? Date.now;
  let lastPump = realNow();
  const games = createGameStore(db);
  const results = createResultStore(db);
  const toto = createTotoStore(db);
  const lotto = createLottoStore(db);
  const simulation = createSimulationStore(db);
  const matchEventStore = createMatchEventStore(db);

  const ensureSeeded = (): FeedStateValues => {
    let state = readFeedState(db);
    if (!state) {
      seedFeed(db, seed, Math.floor(realNow() / 1000));
      state = readFeedState(db);
    }
    if (!state) throw new Error('feed could not be seeded');
    return state;
  };

  const tick = (seconds: number): TickReport => {
    const run = (): TickReport => {
      const state = ensureSeeded();
      let version = state.version;
      const total = Math.max(0, seconds);
      const ctx: TickContext = {
        rng: createRng(state.rng),
        from: state.simNow,
        to: state.simNow,
        drift: false,
        catalog: loadCatalog(db),
        games,
        state,
        report: { version, simNow: state.simNow, changedGames: 0, started: 0, finished: 0, created: 0 },
        nextVersion: () => ++version,
      };
      // Long ticks run in chunks so games created on the way start (and finish) within the tick.
      let left = total;
      while (left > 0) {
        const step = Math.min(left, MAX_CHUNK_SEC);
        left -= step;
        ctx.to = ctx.from + step;
        ctx.drift = left <= 0;
        playGames(ctx);
        touchUpcomingWindow(ctx);
        replenish(ctx);
        runToto(ctx);
        runLotto(ctx);
        prune(ctx);
        ctx.from = ctx.to;
      }
      writeFeedState(db, {
        version,
        simNow: state.simNow + total,
        rng: ctx.rng.state(),
        nextGameId: state.nextGameId,
        nextMarketId: state.nextMarketId,
        nextOddId: state.nextOddId,
        nextTotoId: state.nextTotoId,
        nextLottoId: state.nextLottoId,
        minDeltaVersion: state.minDeltaVersion,
      });
      ctx.report.version = version;
      ctx.report.simNow = state.simNow + total;
      return ctx.report;
    };
    return db.transaction(run).immediate();
  };

  function playGames(ctx: TickContext): void {
    const due = games.loadDue(ctx.to);
    const live = games.loadLive();
    const all = [...due, ...live].sort((a, b) => a.id - b.id);
    for (const game of all) playOne(ctx, game);
  }

  function playOne(ctx: TickContext, game: GameRecord): void {
    const { rng, from, to } = ctx;
    const changedMarkets = new Set<MarketRecord>();
    const changedOdds = new Set<OddRecord>();
    const model = modelOf(game);
    const wasLine = game.state.status === 1;
    const periodBefore = `${game.state.status}:${game.state.periodNo}`;

    // Temporary blocks (after a goal or a swing) that ended: the markets reopen repriced.
    let reopened = false;
    for (const market of game.markets) {
      if (market.blockedUntil !== null && market.blockedUntil <= to) {
        market.isBlocked = false;
        market.blockedUntil = null;
        changedMarkets.add(market);
        reopened = true;
      }
    }

    const spanStart = Math.max(from, game.startAt);
    const span = Math.max(to - spanStart, 1e-6);
    const before = cloneState(game.state);
    const played = playGame(rng, game, span);
    if (wasLine) ctx.report.started++;

    // The step's match events, from a generator seeded off the feed's PRNG without drawing from it.
    const eventRng = createRng((rng.state() ^ hashString(`events:${game.id}`)) >>> 0);
    const { events, track } = matchEvents({ model, matchup: matchupOf(game), before, after: game.state, dt: span, marks: played.marks, rng: eventRng });
    game.state.track = track;
    if (events.length > 0) matchEventStore.append(game.id, spanStart, events);

    if (played.finishedAt !== null) {
      game.finishedAt = Math.round(spanStart + played.finishedAt);
      for (const market of closeMarkets(game)) changedMarkets.add(market);
      settle(ctx, game);
    } else {
      const scored = played.lastScoreAt !== null;
      const periodChanged = periodBefore !== `${game.state.status}:${game.state.periodNo}`;
      if (wasLine || scored || periodChanged || reopened) {
        for (const [market, change] of repriceGame(game, true)) {
          if (change.market) changedMarkets.add(market);
          for (const odd of change.odds) changedOdds.add(odd);
        }
      } else if (ctx.drift) {
        drift(ctx, game, changedOdds);
      }
      const blocksOnScore = model.engine !== 'timed' || model.pricing === 'poisson';
      if (scored && blocksOnScore) {
        const until = Math.round(spanStart + (played.lastScoreAt ?? 0) + rng.int(GOAL_BLOCK_SEC[0], GOAL_BLOCK_SEC[1]));
        if (until > to) {
          for (const market of game.markets) {
            if (market.isBlocked) continue;
            market.isBlocked = true;
            market.blockedUntil = until;
            changedMarkets.add(market);
          }
        }
      }
      const swing = events.find((e) => e.type === 'break' || e.type === 'red_card');
      if (swing) {
        const until = Math.round(spanStart + swing.at + eventRng.int(SWING_BLOCK_SEC[0], SWING_BLOCK_SEC[1]));
        if (until > to) {
          for (const market of game.markets) {
            if (market.isBlocked || !MAIN_KINDS.has(market.kind)) continue;
            market.isBlocked = true;
            market.blockedUntil = until;
            changedMarkets.add(market);
          }
        }
      }
    }

    for (const odd of changedOdds) {
      const market = game.markets.find((m) => m.id === odd.marketId);
      if (market) changedMarkets.add(market);
    }
    const gameChanged = played.changed || changedMarkets.size > 0;
    if (gameChanged) {
      const v = ctx.nextVersion();
      for (const market of changedMarkets) games.saveMarket(market, v);
      for (const odd of changedOdds) games.saveOdd(odd, v);
      games.saveGame(game, v);
      ctx.report.changedGames++;
    } else {
      games.saveGame(game, null);
    }
  }

  /** Moves ~10% of a game's open odds by up to ±3% around the model price. */
  function drift(ctx: TickContext, game: GameRecord, changed: Set<OddRecord>): void {
    const { rng } = ctx;
    const open = game.markets.filter((m) => !m.isBlocked);
    if (open.length === 0) return;
    const outlook = outlookOfGame(game);
    for (const market of open) {
      const change = applyPrices(market, outlook, game.margin, {
        live: true,
        pick: () => rng.chance(DRIFT_SHARE),
        noise: () => rng.range(-DRIFT_MAX, DRIFT_MAX),
      });
      for (const odd of change.odds) changed.add(odd);
    }
  }

  function settle(ctx: TickContext, game: GameRecord): void {
    const sport = ctx.catalog.sports.get(game.sportId);
    const champ = ctx.catalog.champs.get(game.champId);
    ctx.report.finished++;
    if (!sport || !champ) return;
    results.insert(resultOf(game, sport, champ));
    toto.settleGame(game.id, totoOutcome(game.state.score[0], game.state.score[1]));
  }

  /** Line games entering the upcoming window (timeFilter 1) change version so deltas see them. */
  function touchUpcomingWindow(ctx: TickContext): void {
    const entering = simulation.lineStartingIn(ctx.from + UPCOMING_WINDOW, ctx.to + UPCOMING_WINDOW);
    if (entering === 0) return;
    simulation.touchLineStartingIn(ctx.nextVersion(), ctx.from + UPCOMING_WINDOW, ctx.to + UPCOMING_WINDOW);
    ctx.report.changedGames += entering;
  }

  function pickChamp(ctx: TickContext): { champ: ChampRecord; sport: SportRecord } | null {
    const champs = [...ctx.catalog.champs.values()].filter((c) => c.targetGames > 0 && (ctx.catalog.teamsByChamp.get(c.id)?.length ?? 0) >= 2);
    const total = champs.reduce((s, c) => s + c.targetGames, 0);
    if (total === 0) return null;
    let r = ctx.rng.next() * total;
    for (const champ of champs) {
      r -= champ.targetGames;
      if (r < 0) {
        const sport = ctx.catalog.sports.get(champ.sportId);
        return sport ? { champ, sport } : null;
      }
    }
    return null;
  }

  function addGame(ctx: TickContext, startAt: (sport: SportRecord) => number): void {
    const picked = pickChamp(ctx);
    if (!picked) return;
    const teams = ctx.catalog.teamsByChamp.get(picked.champ.id) ?? [];
    const game = createGame(ctx.rng, ctx.state, picked.sport, picked.champ, pickPair(ctx.rng, teams), startAt(picked.sport));
    games.insertGame(game, ctx.nextVersion());
    ctx.report.created++;
    ctx.report.changedGames++;
  }

  /** Keeps the live section (through soon-starting games) and the far line at their targets. */
  function replenish(ctx: TickContext): void {
    const live = simulation.liveCount();
    const line = simulation.lineCounts(ctx.to + SOON_WINDOW);
    const soonDeficit = Math.min(MAX_NEW_PER_TICK, ctx.state.liveTarget - live - line.soon);
    for (let i = 0; i < soonDeficit; i++) addGame(ctx, () => roundTo(ctx.to + ctx.rng.range(5 * 60, SOON_WINDOW), 60));
    const farDeficit = Math.min(MAX_NEW_PER_TICK, ctx.state.lineTarget - line.far);
    for (let i = 0; i < farDeficit; i++) {
      addGame(ctx, (sport) => Math.max(ctx.to + SOON_WINDOW + 60, roundTo(ctx.to + ctx.rng.range(LINE_MIN_AHEAD, LINE_HORIZON), kickoffStep(sport))));
    }
  }

  function runToto(ctx: TickContext): void {
    const draws = toto.list();
    for (const draw of draws) {
      const status = totoStatus(draw, ctx.to);
      if (status !== draw.status) toto.setStatus(draw.id, status);
    }
    if (draws.some((d) => totoStatus(d, ctx.to) === 'open')) return;
    const used = toto.usedGameIds();
    const events: TotoEventRecord[] = simulation
      .footballLineAfter(ctx.to + TOTO_LEAD)
      .filter((g) => !used.has(g.id))
      .slice(0, TOTO_EVENTS)
      .map((g) => ({ gameId: g.id, team1: g.team1, team2: g.team2, startAt: g.startAt, result: null }));
    if (events.length < TOTO_EVENTS) return;
    toto.insert(makeTotoDraw(ctx.rng, ctx.state.nextTotoId++, toto.maxNumber() + 1, events, 'open'));
  }

  function runLotto(ctx: TickContext): void {
    for (const draw of lotto.due(ctx.to)) lotto.setNumbers(draw.id, drawNumbers(ctx.rng, draw.pick, draw.of));
    for (const lottery of LOTTERIES) {
      const schedule = lotto.schedule(lottery.key);
      let upcoming = schedule.upcoming;
      let at = schedule.lastDrawAt ?? ctx.to;
      while (upcoming < UPCOMING_PER_LOTTERY) {
        at += lottery.everySec;
        if (at <= ctx.to) continue;
        lotto.insert(makeLottoDraw(ctx.rng, ctx.state.nextLottoId++, lottery, at, false));
        upcoming++;
      }
    }
  }

  function prune(ctx: TickContext): void {
    matchEventStore.pruneFinished(ctx.to - EVENTS_KEEP);
    const pruned = games.pruneFinished(ctx.to - RESULTS_WINDOW);
    if (pruned.count > 0) ctx.state.minDeltaVersion = Math.max(ctx.state.minDeltaVersion, pruned.maxVersion);
  }

  const withVersion = (fn: (version: number) => boolean): number | null =>
    db.transaction((): number | null => {
      const state = readFeedState(db);
      if (!state) return null;
      const version = state.version + 1;
      if (!fn(version)) return null;
      writeFeedState(db, { version });
      return version;
    }).immediate();

  return {
    speed,
    tick,
    pump() {
      const t = realNow();
      const real = Math.min(MAX_PUMP_SEC, (t - lastPump) / 1000);
      lastPump = t;
      if (speed === 0 || real <= 0) return null;
      return tick(real * speed);
    },
    catchUp() {
      lastPump = realNow();
      const state = readFeedState(db);
      const now = Math.floor(lastPump / 1000);
      if (!state) {
        seedFeed(db, seed, now);
        return;
      }
      const gap = now - state.simNow;
      if (gap <= 0 || speed === 0) return;
      if (gap > STALE_AFTER) {
        db.transaction(() => {
          resetFeed(db);
          seedFeed(db, seed, now);
        }).immediate();
        return;
      }
      tick(gap);
    },
    setMarketBlocked(marketId, blocked) {
      return withVersion((version) => {
        return simulation.setMarketBlocked(marketId, blocked, version);
      });
    },
    setOddCoef(oddId, coef) {
      return withVersion((version) => {
        return simulation.setOddCoef(oddId, Math.max(MIN_TEST_COEF, Math.round(coef * 1000) / 1000), version);
      });
    },
    finishGame(gameId, score1, score2) {
      return withVersion((version) => simulation.finishGame(gameId, score1, score2, readFeedState(db)?.simNow ?? 0, version));
    },
    state: () => readFeedState(db),
  };
}
