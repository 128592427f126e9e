/** Settled games (feed_results): written when a game finishes, read by the results and standings calls. */
import type Database from 'better-sqlite3';
import * as v from 'valibot';
import type { ResultRecord } from './types';

interface ResultRow {
  game_id: number;
  sport_id: number;
  champ_id: number;
  sport_name: string;
  champ_name: string;
  team1: string;
  team2: string;
  start_at: number;
  finished_at: number;
  score1: number;
  score2: number;
  score_formatted: string;
  type: string;
}

const TypeSchema = v.picklist(['live', 'zone'] as const);

export interface ResultsFilter {
  type: 'live' | 'zone';
  /** Which time the window applies to: the game's start (a calendar date) or its finish (recent results). */
  by: 'start' | 'finish';
  from: number;
  to: number;
  sportId?: number;
  champId?: number;
}

/** Most rows one results reply carries. */
export const RESULTS_LIMIT = 500;

export interface ResultStore {
  insert(result: ResultRecord): void;
  list(filter: ResultsFilter): ResultRecord[];
  forChamp(champId: number): ResultRecord[];
}

const toResult = (r: ResultRow): ResultRecord => ({
  gameId: r.game_id,
  sportId: r.sport_id,
  champId: r.champ_id,
  sportName: r.sport_name,
  champName: r.champ_name,
  team1: r.team1,
  team2: r.team2,
  startAt: r.start_at,
  finishedAt: r.finished_at,
  score1: r.score1,
  score2: r.score2,
  scoreFormatted: r.score_formatted,
  type: v.parse(TypeSchema, r.type),
});

export function createResultStore(db: Database.Database): ResultStore {
  const insert = db.prepare(`INSERT OR REPLACE INTO feed_results (game_id, sport_id, champ_id, sport_name, champ_name, team1, team2, start_at, finished_at,
    score1, score2, score_formatted, type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const byChamp = db.prepare<[number], ResultRow>('SELECT * FROM feed_results WHERE champ_id = ? ORDER BY start_at, game_id');
  return {
    insert(r) {
      insert.run(r.gameId, r.sportId, r.champId, r.sportName, r.champName, r.team1, r.team2, r.startAt, r.finishedAt, r.score1, r.score2, r.scoreFormatted, r.type);
    },
    list(filter) {
      const column = filter.by === 'start' ? 'start_at' : 'finished_at';
      const where = ['type = ?', `${column} >= ?`, `${column} < ?`];
      const params: number[] = [filter.from, filter.to];
      if (filter.sportId !== undefined) {
        where.push('sport_id = ?');
        params.push(filter.sportId);
      }
      if (filter.champId !== undefined) {
        where.push('champ_id = ?');
        params.push(filter.champId);
      }
      const sql = `SELECT * FROM feed_results WHERE ${where.join(' AND ')} ORDER BY finished_at DESC, game_id LIMIT ${RESULTS_LIMIT}`;
      return db.prepare<unknown[], ResultRow>(sql).all(filter.type, ...params).map(toResult);
    },
    forChamp(champId) {
      return byChamp.all(champId).map(toResult);
    },
  };
}
