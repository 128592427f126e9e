/**
 * Reads and writes game, market and odd records (feed_games, feed_markets, feed_odds) for the seed
 * and the simulator. The engine state is a JSON column validated on read; the public game fields
 * (period, timer, score) are derived from it on write.
 */
import type { Db } from '../../db/open';
import * as v from 'valibot';
import { MarketKinds, type MarketKind } from '@kickoff/contracts';
import { MatchStateSchema, viewOf, type MatchState } from '../simulator/engine';
import { SPORT_KEYS, SPORT_MODELS } from '../simulator/sport-models';
import type { GameRecord, MarketRecord, OddRecord } from '../types';

interface GameRow {
  id: number;
  number: number;
  permanent_id: number;
  sport_id: number;
  sport_key: string;
  champ_id: number;
  slug: string;
  team1: string;
  team2: string;
  team1_slug: string;
  team2_slug: string;
  rating1: number;
  rating2: number;
  margin: number;
  start_at: number;
  section: string;
  state: string;
  finished_at: number | null;
  is_live_in_live: number;
  has_video: number;
  is_synthetic: number;
  is_cyber: number;
  is_top: number;
  is_recommended: number;
  statistic_id: number | null;
}

interface MarketRow {
  id: number;
  game_id: number;
  kind: number;
  type_id: number;
  name: string;
  param: number | null;
  is_blocked: number;
  blocked_until: number | null;
  is_special: number;
  sort: number;
}

interface OddRow {
  id: number;
  market_id: number;
  type_id: number;
  name: string;
  coef: number;
  is_blocked: number;
  sort: number;
}

const SportKeySchema = v.picklist(SPORT_KEYS);
const KindSchema = v.picklist(Object.values(MarketKinds) as MarketKind[]);
const SectionSchema = v.picklist(['line', 'live'] as const);

function parseState(json: string, gameId: number): MatchState {
  const parsed = v.safeParse(MatchStateSchema, JSON.parse(json) as unknown);
  if (!parsed.success) throw new Error(`feed_games ${gameId}: invalid state: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

const GAME_COLUMNS = `g.id, g.number, g.permanent_id, g.sport_id, s.key AS sport_key, g.champ_id, g.slug, g.team1, g.team2,
  g.team1_slug, g.team2_slug, g.rating1, g.rating2, g.margin, g.start_at, g.section, g.state, g.finished_at,
  g.is_live_in_live, g.has_video, g.is_synthetic, g.is_cyber, g.is_top, g.is_recommended, g.statistic_id`;

export interface GameStore {
  insertGame(game: GameRecord, version: number): void;
  /** Writes the game row; `version` null keeps the stored version (timer-only changes). */
  saveGame(game: GameRecord, version: number | null): void;
  saveMarket(market: MarketRecord, version: number): void;
  saveOdd(odd: OddRecord, version: number): void;
  /** Line games whose start time has come by `now`, with markets and odds, ordered by id. */
  loadDue(now: number): GameRecord[];
  /** Live games (running or in a break), with markets and odds, ordered by id. */
  loadLive(): GameRecord[];
  loadGame(id: number): GameRecord | null;
  /** Deletes finished games that finished before `before`; returns how many and their highest version. */
  pruneFinished(before: number): { count: number; maxVersion: number };
}

export function createGameStore(db: Db): GameStore {
  const insertGameStmt = db.prepare(`INSERT INTO feed_games (id, number, permanent_id, sport_id, champ_id, slug, team1, team2, team1_slug, team2_slug,
    rating1, rating2, margin, start_at, section, status, period_no, period, time_sec, timer_running, score1, score2, score_formatted, state,
    is_finished, finished_at, is_live_in_live, has_video, is_synthetic, is_cyber, is_top, is_recommended, statistic_id, markets_count, version)
    VALUES (@id, @number, @permanentId, @sportId, @champId, @slug, @team1, @team2, @team1Slug, @team2Slug, @rating1, @rating2, @margin, @startAt,
    @section, @status, @periodNo, @period, @timeSec, @timerRunning, @score1, @score2, @scoreFormatted, @state, @isFinished, @finishedAt,
    @isLiveInLive, @hasVideo, @isSynthetic, @isCyber, @isTop, @isRecommended, @statisticId, @marketsCount, @version)`);
  const updateGameStmt = db.prepare(`UPDATE feed_games SET start_at = @startAt, section = @section, status = @status, period_no = @periodNo,
    period = @period, time_sec = @timeSec, timer_running = @timerRunning, score1 = @score1, score2 = @score2, score_formatted = @scoreFormatted,
    state = @state, is_finished = @isFinished, finished_at = @finishedAt, is_live_in_live = @isLiveInLive,
    version = coalesce(@version, version) WHERE id = @id`);
  const insertMarketStmt = db.prepare(`INSERT INTO feed_markets (id, game_id, kind, type_id, name, param, is_blocked, blocked_until, is_special, sort, version)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const updateMarketStmt = db.prepare<[number, number | null, number, number]>('UPDATE feed_markets SET is_blocked = ?, blocked_until = ?, version = ? WHERE id = ?');
  const insertOddStmt = db.prepare(`INSERT INTO feed_odds (id, market_id, type_id, name, coef, is_blocked, sort, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const updateOddStmt = db.prepare<[number, number, number, number]>('UPDATE feed_odds SET coef = ?, is_blocked = ?, version = ? WHERE id = ?');
  const pruneInfo = db.prepare<[number], { n: number; v: number | null }>('SELECT count(*) AS n, max(version) AS v FROM feed_games WHERE finished_at < ? AND status = 4');
  const pruneStmt = db.prepare<[number]>('DELETE FROM feed_games WHERE finished_at < ? AND status = 4');

  const gameParams = (game: GameRecord, version: number | null) => {
    const view = viewOf(SPORT_MODELS[game.sportKey], game.state);
    return {
      id: game.id,
      number: game.number,
      permanentId: game.permanentId,
      sportId: game.sportId,
      champId: game.champId,
      slug: game.slug,
      team1: game.team1,
      team2: game.team2,
      team1Slug: game.team1Slug,
      team2Slug: game.team2Slug,
      rating1: game.rating1,
      rating2: game.rating2,
      margin: game.margin,
      startAt: game.startAt,
      section: game.section,
      status: game.state.status,
      periodNo: game.state.periodNo,
      period: view.period,
      timeSec: view.timeSec,
      timerRunning: view.isTimerRunning ? 1 : 0,
      score1: view.score1,
      score2: view.score2,
      scoreFormatted: view.scoreFormatted,
      state: JSON.stringify(game.state),
      isFinished: game.state.status === 4 ? 1 : 0,
      finishedAt: game.finishedAt,
      isLiveInLive: game.isLiveInLive ? 1 : 0,
      hasVideo: game.hasVideo ? 1 : 0,
      isSynthetic: game.isSynthetic ? 1 : 0,
      isCyber: game.isCyber ? 1 : 0,
      isTop: game.isTop ? 1 : 0,
      isRecommended: game.isRecommended ? 1 : 0,
      statisticId: game.statisticId,
      marketsCount: game.markets.length,
      version,
    };
  };

  const toGame = (row: GameRow, markets: MarketRecord[]): GameRecord => ({
    id: row.id,
    number: row.number,
    permanentId: row.permanent_id,
    sportId: row.sport_id,
    sportKey: v.parse(SportKeySchema, row.sport_key),
    champId: row.champ_id,
    slug: row.slug,
    team1: row.team1,
    team2: row.team2,
    team1Slug: row.team1_slug,
    team2Slug: row.team2_slug,
    rating1: row.rating1,
    rating2: row.rating2,
    margin: row.margin,
    startAt: row.start_at,
    section: v.parse(SectionSchema, row.section),
    state: parseState(row.state, row.id),
    finishedAt: row.finished_at,
    isLiveInLive: row.is_live_in_live === 1,
    hasVideo: row.has_video === 1,
    isSynthetic: row.is_synthetic === 1,
    isCyber: row.is_cyber === 1,
    isTop: row.is_top === 1,
    isRecommended: row.is_recommended === 1,
    statisticId: row.statistic_id,
    markets,
  });

  const toMarket = (row: MarketRow): MarketRecord => ({
    id: row.id,
    gameId: row.game_id,
    kind: v.parse(KindSchema, row.kind),
    typeId: row.type_id,
    name: row.name,
    param: row.param,
    isBlocked: row.is_blocked === 1,
    blockedUntil: row.blocked_until,
    isSpecial: row.is_special === 1,
    sort: row.sort,
    odds: [],
  });

  const toOdd = (row: OddRow): OddRecord => ({
    id: row.id,
    marketId: row.market_id,
    typeId: row.type_id,
    name: row.name,
    coef: row.coef,
    isBlocked: row.is_blocked === 1,
    sort: row.sort,
  });

  const gamesWhere = (where: string): string => `SELECT ${GAME_COLUMNS} FROM feed_games g JOIN feed_sports s ON s.id = g.sport_id WHERE ${where} ORDER BY g.id`;
  const dueGames = db.prepare<[number], GameRow>(gamesWhere('g.status = 1 AND g.start_at <= ?'));
  const liveGames = db.prepare<[], GameRow>(gamesWhere('g.status IN (2, 3)'));
  const oneGame = db.prepare<[number], GameRow>(gamesWhere('g.id = ?'));
  const marketsOf = db.prepare<[string], MarketRow>('SELECT * FROM feed_markets WHERE game_id IN (SELECT value FROM json_each(?)) ORDER BY game_id, sort, id');
  const oddsOf = db.prepare<[string], OddRow>(
    'SELECT o.* FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id WHERE m.game_id IN (SELECT value FROM json_each(?)) ORDER BY o.market_id, o.sort, o.id',
  );

  /** The games of these rows with their markets and odds. */
  const withMarkets = (rows: readonly GameRow[]): GameRecord[] => {
    if (rows.length === 0) return [];
    const ids = JSON.stringify(rows.map((r) => r.id));
    const marketRows = marketsOf.all(ids);
    const oddRows = oddsOf.all(ids);
    const markets = new Map<number, MarketRecord>();
    const byGame = new Map<number, MarketRecord[]>();
    for (const row of marketRows) {
      const market = toMarket(row);
      markets.set(market.id, market);
      const list = byGame.get(market.gameId);
      if (list) list.push(market);
      else byGame.set(market.gameId, [market]);
    }
    for (const row of oddRows) markets.get(row.market_id)?.odds.push(toOdd(row));
    return rows.map((row) => toGame(row, byGame.get(row.id) ?? []));
  };

  return {
    insertGame(game, version) {
      insertGameStmt.run(gameParams(game, version));
      for (const m of game.markets) {
        insertMarketStmt.run(m.id, m.gameId, m.kind, m.typeId, m.name, m.param, m.isBlocked ? 1 : 0, m.blockedUntil, m.isSpecial ? 1 : 0, m.sort, version);
        for (const o of m.odds) insertOddStmt.run(o.id, o.marketId, o.typeId, o.name, o.coef, o.isBlocked ? 1 : 0, o.sort, version);
      }
    },
    saveGame(game, version) {
      updateGameStmt.run(gameParams(game, version));
    },
    saveMarket(market, version) {
      updateMarketStmt.run(market.isBlocked ? 1 : 0, market.blockedUntil, version, market.id);
    },
    saveOdd(odd, version) {
      updateOddStmt.run(odd.coef, odd.isBlocked ? 1 : 0, version, odd.id);
    },
    loadDue: (now) => withMarkets(dueGames.all(now)),
    loadLive: () => withMarkets(liveGames.all()),
    loadGame: (id) => withMarkets(oneGame.all(id))[0] ?? null,
    pruneFinished(before) {
      const info = pruneInfo.get(before);
      if (!info || info.n === 0) return { count: 0, maxVersion: 0 };
      pruneStmt.run(before);
      return { count: info.n, maxVersion: info.v ?? 0 };
    },
  };
}
