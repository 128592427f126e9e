/**
 * What the wallet reads of the feed to accept and settle bets: an odd with its market and game (is
 * it open, at what coefficient), and a finished game's facts (final score from `feed_results`, the
 * first scorer and the early finish from the game's state while the game is still stored).
 */
import type { Db } from '../../db/open';

export interface PlacingOdd {
  oddId: number;
  coef: number;
  oddTypeId: number;
  oddBlocked: boolean;
  marketId: number;
  marketTypeId: number;
  marketKind: number;
  param: number | null;
  marketBlocked: boolean;
  gameId: number;
  /** Game status 1 line, 2 live, 3 break, 4 finished. */
  gameStatus: number;
  gameFinished: boolean;
}

export interface FinishedGame {
  gameId: number;
  score1: number;
  score2: number;
  /** 0 nobody scored, 1 team 1, 2 team 2; null when the game is no longer stored. */
  firstScorer: number | null;
  /** Finished early (fights); null when the game is no longer stored. */
  early: boolean | null;
}

export interface BettingStore {
  /** The odds of these ids that exist (any order). */
  odds(ids: readonly number[]): PlacingOdd[];
  /** The finished games among these ids (those with a result row). */
  finished(gameIds: readonly number[]): FinishedGame[];
}

interface OddRow {
  odd_id: number;
  coef: number;
  odd_type_id: number;
  odd_blocked: number;
  market_id: number;
  market_type_id: number;
  kind: number;
  param: number | null;
  market_blocked: number;
  game_id: number;
  status: number;
  is_finished: number;
}

interface FinishedRow {
  game_id: number;
  score1: number;
  score2: number;
  first_scorer: number | null;
  early: number | null;
}

export function createBettingStore(db: Db): BettingStore {
  const odd = db.prepare<[number], OddRow>(`SELECT o.id AS odd_id, o.coef, o.type_id AS odd_type_id, o.is_blocked AS odd_blocked,
      m.id AS market_id, m.type_id AS market_type_id, m.kind, m.param, m.is_blocked AS market_blocked, g.id AS game_id, g.status, g.is_finished
    FROM feed_odds o JOIN feed_markets m ON m.id = o.market_id JOIN feed_games g ON g.id = m.game_id WHERE o.id = ?`);
  const finished = db.prepare<[number], FinishedRow>(`SELECT r.game_id, r.score1, r.score2,
      json_extract(g.state, '$.firstScorer') AS first_scorer, json_extract(g.state, '$.early') AS early
    FROM feed_results r LEFT JOIN feed_games g ON g.id = r.game_id WHERE r.game_id = ?`);
  return {
    odds: (ids) =>
      ids.flatMap((id) => {
        const row = odd.get(id);
        if (!row) return [];
        return [{
          oddId: row.odd_id,
          coef: row.coef,
          oddTypeId: row.odd_type_id,
          oddBlocked: row.odd_blocked !== 0,
          marketId: row.market_id,
          marketTypeId: row.market_type_id,
          marketKind: row.kind,
          param: row.param,
          marketBlocked: row.market_blocked !== 0,
          gameId: row.game_id,
          gameStatus: row.status,
          gameFinished: row.is_finished !== 0,
        }];
      }),
    finished: (gameIds) =>
      gameIds.flatMap((id) => {
        const row = finished.get(id);
        if (!row) return [];
        return [{
          gameId: row.game_id,
          score1: row.score1,
          score2: row.score2,
          firstScorer: row.first_scorer,
          early: row.early === null ? null : row.early !== 0,
        }];
      }),
  };
}
