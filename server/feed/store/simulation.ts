/** The simulator's own reads and writes over the game tables: window counts, version touches, test-API edits. */
import type { Db } from '../../db/open';

export interface FootballLineGame {
  id: number;
  team1: string;
  team2: string;
  startAt: number;
}

export interface SimulationStore {
  /** Line games starting in (from, to]. */
  lineStartingIn(from: number, to: number): number;
  /** Gives the line games starting in (from, to] the version `version`. */
  touchLineStartingIn(version: number, from: number, to: number): void;
  /** Games running or in a break. */
  liveCount(): number;
  /** Line games starting by `soonUntil` and after it. */
  lineCounts(soonUntil: number): { soon: number; far: number };
  /** Football line games starting after `after`, soonest first. */
  footballLineAfter(after: number): FootballLineGame[];
  /** Blocks or unblocks a market at `version` (and touches its game); false when unknown. */
  setMarketBlocked(marketId: number, blocked: boolean, version: number): boolean;
  /** Sets an odd's coefficient at `version` (and touches its market and game); false when unknown. */
  setOddCoef(oddId: number, coef: number, version: number): boolean;
  /** Test API: finishes an unfinished game at `at` with this score (result row, markets blocked); false when unknown or finished. */
  finishGame(gameId: number, score1: number, score2: number, at: number, version: number): boolean;
}

export function createSimulationStore(db: Db): SimulationStore {
  const touchGame = db.prepare<[number, number]>('UPDATE feed_games SET version = ? WHERE id = ?');
  const enteringWindow = db.prepare<[number, number], { n: number }>(
    "SELECT count(*) AS n FROM feed_games WHERE section = 'line' AND status = 1 AND start_at > ? AND start_at <= ?",
  );
  const touchWindow = db.prepare<[number, number, number]>(
    "UPDATE feed_games SET version = ? WHERE section = 'line' AND status = 1 AND start_at > ? AND start_at <= ?",
  );
  const countLive = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM feed_games WHERE status IN (2, 3)');
  const countLine = db.prepare<[number, number], { soon: number; far: number }>(
    'SELECT coalesce(sum(start_at <= ?), 0) AS soon, coalesce(sum(start_at > ?), 0) AS far FROM feed_games WHERE status = 1',
  );
  const marketGame = db.prepare<[number], { game_id: number }>('SELECT game_id FROM feed_markets WHERE id = ?');
  const blockMarket = db.prepare<[number, number, number]>('UPDATE feed_markets SET is_blocked = ?, blocked_until = NULL, version = ? WHERE id = ?');
  const oddMarket = db.prepare<[number], { market_id: number; game_id: number }>(
    'SELECT o.market_id, m.game_id FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id WHERE o.id = ?',
  );
  const setCoef = db.prepare<[number, number, number]>('UPDATE feed_odds SET coef = ?, version = ? WHERE id = ?');
  const touchMarket = db.prepare<[number, number]>('UPDATE feed_markets SET version = ? WHERE id = ?');
  const footballLine = db.prepare<[number], { id: number; team1: string; team2: string; start_at: number }>(
    "SELECT g.id, g.team1, g.team2, g.start_at FROM feed_games g JOIN feed_sports s ON s.id = g.sport_id WHERE s.key = 'football' AND g.status = 1 AND g.start_at > ? ORDER BY g.start_at, g.id",
  );

  const finishGame = db.prepare(`UPDATE feed_games SET status = 4, is_finished = 1, finished_at = @at, score1 = @score1, score2 = @score2,
      score_formatted = @score1 || ':' || @score2, timer_running = 0,
      state = json_set(state, '$.status', 4, '$.score', json_array(@score1, @score2)), version = @version
    WHERE id = @gameId AND status != 4`);
  const closeMarkets = db.prepare<[number, number]>('UPDATE feed_markets SET is_blocked = 1, blocked_until = NULL, version = ? WHERE game_id = ?');
  const insertResult = db.prepare(`INSERT OR REPLACE INTO feed_results (game_id, sport_id, champ_id, sport_name, champ_name, team1, team2, start_at, finished_at,
      score1, score2, score_formatted, type)
    SELECT g.id, g.sport_id, g.champ_id, s.name, c.name, g.team1, g.team2, g.start_at, @at, @score1, @score2, @score1 || ':' || @score2,
      CASE WHEN g.is_synthetic = 1 THEN 'zone' ELSE 'live' END
    FROM feed_games g JOIN feed_sports s ON s.id = g.sport_id JOIN feed_champs c ON c.id = g.champ_id WHERE g.id = @gameId`);

  return {
    finishGame(gameId, score1, score2, at, version) {
      const params = { gameId, score1, score2, at: Math.round(at), version };
      if (finishGame.run(params).changes !== 1) return false;
      closeMarkets.run(version, gameId);
      insertResult.run(params);
      return true;
    },
    lineStartingIn: (from, to) => enteringWindow.get(from, to)?.n ?? 0,
    touchLineStartingIn: (version, from, to) => void touchWindow.run(version, from, to),
    liveCount: () => countLive.get()?.n ?? 0,
    lineCounts: (soonUntil) => countLine.get(soonUntil, soonUntil) ?? { soon: 0, far: 0 },
    footballLineAfter: (after) => footballLine.all(after).map((g) => ({ id: g.id, team1: g.team1, team2: g.team2, startAt: g.start_at })),
    setMarketBlocked(marketId, blocked, version) {
      const row = marketGame.get(marketId);
      if (!row) return false;
      blockMarket.run(blocked ? 1 : 0, version, marketId);
      touchGame.run(version, row.game_id);
      return true;
    },
    setOddCoef(oddId, coef, version) {
      const row = oddMarket.get(oddId);
      if (!row) return false;
      setCoef.run(coef, version, oddId);
      touchMarket.run(version, row.market_id);
      touchGame.run(version, row.game_id);
      return true;
    },
  };
}
